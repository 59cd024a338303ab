import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { MSG } from '@skillway/shared';
import { onUnauthorized } from '../api';
import { notifyInfo } from '../lib/notify';
import { createAppRouter } from '../routes/router';
import { createQueryClient } from './query-client';
import { theme } from './theme';
import { ToastHost } from './toast-host';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A 401 on a signed-in call (after one refresh attempt) ends the session: back to /login, then here again.
onUnauthorized(() => {
  queryClient.clear();
  const here = router.state.location.href;
  const redirect = here.startsWith('/login') ? '' : `?redirect=${encodeURIComponent(here)}`;
  notifyInfo(MSG.LOGGED_OUT);
  void router.navigate({ href: `/login${redirect}`, replace: true });
});

// Mantine's default "dimmed" grey is 3.3:1 on white; gray-7 keeps secondary text readable (WCAG AA).
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

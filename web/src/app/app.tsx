import { RouterProvider } from '@tanstack/react-router';
import { MSG } from '@skillway/shared';
import { onUnauthorized } from '../api';
import { specText } from '../i18n/spec-text';
import { notifyInfo } from '../lib/notify';
import { createAppRouter } from '../routes/router';
import { loadedQueryClient } from './query-client-loader';
import { ToastHost } from './toast-host';

const router = createAppRouter();

// A 401 on a signed-in call (after one refresh attempt) ends the session: back to /login, then here again.
onUnauthorized(() => {
  loadedQueryClient()?.clear();
  const here = router.state.location.href;
  const redirect = here.startsWith('/login') ? '' : `?redirect=${encodeURIComponent(here)}`;
  notifyInfo(specText(MSG.LOGGED_OUT));
  void router.navigate({ href: `/login${redirect}`, replace: true });
});

/**
 * The router and the toast host, no providers: the root route (app-root.tsx) loads Mantine and TanStack Query
 * for the screens that use them, so the login page opens without them.
 */
export function App() {
  return (
    <>
      <ToastHost />
      <RouterProvider router={router} />
    </>
  );
}

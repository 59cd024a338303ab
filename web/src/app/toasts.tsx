import { MantineProvider, Notification, createTheme, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import { cssVariablesResolver, theme } from './mantine-setup';

// The toasts sit in toast-host's live region, which reads them out; each one is not an alert of its own as well
// (Mantine's default), which would read it twice.
const toastTheme = mergeThemeOverrides(
  theme,
  createTheme({ components: { Notification: Notification.extend({ defaultProps: { role: 'none' } }) } }),
);

/**
 * The toast container (with its transitions and drag-to-dismiss): a chunk of its own, see toast-host.tsx. It sits
 * outside the router, next to the login page that has no Mantine around it, so it brings its own provider.
 */
export default function Toasts() {
  return (
    <MantineProvider theme={toastTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Top centre: right-hand side panels would sit under top-right toasts (app/global.css keeps them clear of one). */}
      <Notifications position="top-center" limit={4} portalProps={{ target: '#toast-region' }} />
    </MantineProvider>
  );
}

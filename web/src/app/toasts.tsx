import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from './mantine-setup';

/**
 * The toast container (with its transitions and drag-to-dismiss): a chunk of its own, see toast-host.tsx. It sits
 * outside the router, next to the login page that has no Mantine around it, so it brings its own provider.
 */
export default function Toasts() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Top centre: right-hand side panels would sit under top-right toasts. */}
      <Notifications position="top-center" limit={4} />
    </MantineProvider>
  );
}

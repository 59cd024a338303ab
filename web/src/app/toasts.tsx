import { Notifications } from '@mantine/notifications';

/** The toast container (with its transitions and drag-to-dismiss): a chunk of its own, see toast-host.tsx. */
export default function Toasts() {
  // Top centre: right-hand side panels would sit under top-right toasts.
  return <Notifications position="top-center" limit={4} />;
}

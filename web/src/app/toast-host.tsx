import { Suspense, lazy, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

/** The toast container's chunk; app-root.tsx fetches it ahead of the first toast (see there when). */
export const loadToasts = () => import('./toasts');
const Toasts = lazy(loadToasts);

/**
 * Mounts the toast container once the first toast is shown: `notifications.show` only writes to a small store,
 * so the container (Mantine's transitions, portal and drag handling) stays out of the first screen's JavaScript.
 * The root fetches it ahead of need (app-root.tsx), so a toast raised while offline still appears.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);

  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

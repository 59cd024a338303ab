import { Suspense, lazy, useEffect, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const loadToasts = () => import('./toasts');
const Toasts = lazy(loadToasts);

/** How long after the first screen the toast container is fetched anyway, so a toast never waits on the network. */
const PREFETCH_AFTER_MS = 2000;

/**
 * Mounts the toast container once the first toast is shown: `notifications.show` only writes to a small store,
 * so the container (Mantine's transitions, portal and drag handling) stays out of the first screen's JavaScript.
 * It is fetched shortly after the first screen too, so a toast raised while offline still appears.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);

  useEffect(() => {
    const timer = setTimeout(() => void loadToasts(), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

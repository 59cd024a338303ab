import { Suspense, lazy, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

/** The toast container's chunk; app-root.tsx fetches it ahead of the first toast (see there when). */
export const loadToasts = () => import('./toasts');
const Toasts = lazy(loadToasts);

/** The live region the toasts are drawn into (toasts.tsx portals them here). */
const TOAST_REGION_ID = 'toast-region';

/**
 * Mounts the toast container once the first toast is shown: `notifications.show` only writes to a small store,
 * so the container (Mantine's transitions, portal and drag handling) stays out of the first screen's JavaScript.
 * The root fetches it ahead of need (app-root.tsx), so a toast raised while offline still appears.
 *
 * Status messages (WCAG 4.1.3): the toasts are drawn into a polite live region that is on the page from the start
 * (a region added together with its text is often not read), so screen readers read each toast as it appears
 * without moving the focus. Only additions are read (aria-atomic false), not the toasts already shown.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);

  return (
    <div id={TOAST_REGION_ID} role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions text">
      {mounted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}

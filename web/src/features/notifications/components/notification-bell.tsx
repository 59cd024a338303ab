import { Suspense, lazy, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useUnreadCount } from '../api/queries';

// The drawer (Drawer, its list, tooltips) is fetched on the first open, not with every signed-in screen.
const NotificationDrawer = lazy(async () => ({ default: (await import('./notification-drawer')).NotificationDrawer }));

/** Longest wait for an idle moment before the count is asked for anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/** True once the browser is first idle after mount (or after IDLE_TIMEOUT_MS), so the bell's request and render
 * stay out of the page's first render and its own requests. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}

/** The header bell: unread count badge (fresh on returning to the window), opens the 500-wide drawer. */
export function NotificationBell() {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first open on, so closing keeps its transition and reopening is instant.
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const idle = useIdle();
  const unread = useUnreadCount(idle || opened);
  // The app turns focus refetching off; the bell's count is the one thing that should be fresh on return.
  useWindowEvent('focus', () => {
    if (idle) void unread.refetch();
  });
  const count = unread.data ?? 0;
  const label = count > 0 ? t`Notifications, ${count} unread` : t`Notifications`;
  return (
    <>
      <Indicator
        label={count > 99 ? '99+' : count}
        size={18}
        color="red"
        disabled={count === 0}
        offset={6}
        inline
        aria-hidden={false}
      >
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={open}>
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      {everOpened && (
        <Suspense fallback={null}>
          <NotificationDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

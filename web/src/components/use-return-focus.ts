import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to the control that opened a dialog or panel once it closes (WCAG 2.4.3). Mantine's own
 * return skips a dialog that mounts already open (a lazily loaded panel, say), which left the focus on the page;
 * this one also records the opener at mount. The focus is returned only if nothing else took it meanwhile, and
 * only to an opener still on the page (a caller whose opener goes away on close moves the focus itself).
 */
export function useReturnFocus(opened: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  useLayoutEffect(() => {
    const was = wasOpened.current;
    wasOpened.current = opened;
    if (opened && !was) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return undefined;
    }
    if (opened || !was) return undefined;
    const target = opener.current;
    opener.current = null;
    const atClose = document.activeElement;
    // After the dialog's own focus handling (Mantine waits 10 ms too).
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (target?.isConnected && (!active || active === document.body || active === atClose)) {
        target.focus({ preventScroll: false });
      }
    }, 10);
    return () => window.clearTimeout(timer);
  }, [opened]);
}

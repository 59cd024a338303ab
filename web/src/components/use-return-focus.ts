import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to the control that opened a dialog or panel once it closes (WCAG 2.4.3). Mantine's own
 * return skips a dialog that mounts already open (a lazily loaded panel, say), which left the focus on the page;
 * this one also records the opener at mount. The opener is read while rendering: by the time effects run the
 * dialog's focus trap has already moved the focus inside. The focus is returned only if nothing else took it
 * meanwhile, and only to an opener still on the page (a caller whose opener goes away moves the focus itself).
 */
export function useReturnFocus(opened: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  if (opened && !wasOpened.current && opener.current === null && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  useLayoutEffect(() => {
    const was = wasOpened.current;
    wasOpened.current = opened;
    if (opened || !was) return undefined;
    const target = opener.current;
    opener.current = null;
    const atClose = document.activeElement;
    // After the dialog's own focus handling (Mantine waits 10 ms too).
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (target?.isConnected && (!active || active === document.body || active === atClose)) target.focus();
    }, 10);
    return () => window.clearTimeout(timer);
  }, [opened]);
}

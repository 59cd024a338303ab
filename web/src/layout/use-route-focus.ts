import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';

/** How long a new page has to show its heading (its chunk and data may still be loading). */
const HEADING_WAIT_MS = 10_000;
/** The new page's main heading; the main landmark when the page has none. */
const HEADING_SELECTOR = '#main h1';

/** A field or control the new page focused itself (a sign-in form's email, a code step's code). */
function pageTookFocus(from: Element | null): boolean {
  const active = document.activeElement;
  const main = document.getElementById('main');
  return !!active && active !== document.body && active !== from && !!main?.contains(active);
}

function focusTarget(element: HTMLElement) {
  // A heading is not a control: focusable by script only, and without a ring (global.css), as GOV.UK's pages do.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.dataset.routeFocus = '';
  element.focus({ preventScroll: true });
}

/**
 * WCAG 2.4.3 and 4.1.3 for a single-page app (GOV.UK's and TanStack Router's guidance): after a route change,
 * sign-in included, focus moves to the new page's main heading (the main landmark if it has none) instead of
 * staying on `<body>` or on the link that has gone, and the page's title is announced in a polite live region.
 * Not on the first load (the browser's own start of the page), and not where the new page focused a field itself.
 * Returns the announcement for the live region.
 */
export function useRouteFocus(title: string | undefined): string {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef(title);
  titleRef.current = title;

  useEffect(() => {
    let from: Element | null = null;
    let stop: (() => void) | undefined;
    const unsubscribeBefore = router.subscribe('onBeforeNavigate', () => {
      from = document.activeElement;
    });
    const unsubscribeResolved = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      stop?.();
      // Kept until the next navigation starts: a redirect (sign-in → / → the landing) resolves without one.
      const started = from;
      let focused: HTMLElement | null = null;
      let pageFocused = pageTookFocus(started);
      // Until the new page has settled, focus on a heading that then goes (the old page's, or a loader's) moves on
      // to the heading that replaces it; the first key or click ends the watch, as does the next route change.
      const attempt = () => {
        if (focused) {
          if (focused.isConnected) return;
          // The heading went: the new one takes the focus, unless the focus already moved on to something else.
          if (document.activeElement && document.activeElement !== document.body) return finish();
        } else if (pageFocused) {
          setAnnouncement(titleRef.current ?? document.title);
          return finish();
        }
        const heading = document.querySelector<HTMLElement>(HEADING_SELECTOR);
        if (!heading) return;
        focused = heading;
        focusTarget(heading);
        setAnnouncement(titleRef.current ?? document.title);
      };
      const observer = new MutationObserver(attempt);
      const timer = window.setTimeout(() => {
        if (!focused && !pageFocused) {
          const main = document.getElementById('main');
          if (main) focusTarget(main);
          setAnnouncement(titleRef.current ?? document.title);
        }
        finish();
      }, HEADING_WAIT_MS);
      const userActed = () => finish();
      // The new page focusing something of its own (a code field once its form shows) ends the watch too.
      const onFocusIn = (event: FocusEvent) => {
        if (event.target === focused || event.target === started) return;
        if (document.getElementById('main')?.contains(event.target as Node)) pageFocused = true;
      };
      function finish() {
        observer.disconnect();
        window.clearTimeout(timer);
        document.removeEventListener('keydown', userActed, true);
        document.removeEventListener('pointerdown', userActed, true);
        document.removeEventListener('focusin', onFocusIn, true);
        stop = undefined;
      }
      stop = finish;
      document.addEventListener('keydown', userActed, true);
      document.addEventListener('pointerdown', userActed, true);
      document.addEventListener('focusin', onFocusIn, true);
      observer.observe(document.body, { childList: true, subtree: true });
      attempt();
    });
    return () => {
      unsubscribeBefore();
      unsubscribeResolved();
      stop?.();
    };
  }, [router]);

  return announcement;
}

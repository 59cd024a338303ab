import { type RefObject, useEffect, useRef, useState } from 'react';

/** What a scroll container spreads: its ref, and while its content overflows, a focusable named region. */
interface TScrollRegionProps<T extends HTMLElement> {
  ref: RefObject<T | null>;
  tabIndex?: number;
  role?: 'region';
  'aria-label'?: string;
}

/**
 * A scroll container keyboard users can scroll (WCAG 2.1.1; axe scrollable-region-focusable): while its content
 * overflows it takes focus (arrow keys then scroll it) and is announced as a region named `label`; when everything
 * fits it is a plain element, with no extra Tab stop.
 */
export function useScrollRegion<T extends HTMLElement>(label: string): TScrollRegionProps<T> {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setOverflows(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    measure();
    // The container's own size (the window) and its content's (rows loading) both decide whether it overflows.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return overflows ? { ref, tabIndex: 0, role: 'region', 'aria-label': label } : { ref };
}

import { useEffect, useMemo, useRef, useState } from 'react';

/** The player's viewers a Course Content action shows: the video, the slide viewer, an e-learning package. */
type TViewer = 'video' | 'deck' | 'package';

/**
 * Brings the viewer the learner picked in Course Content into view. The list sits below the viewers (far below on a
 * phone), so without this a pick changed the page out of sight. The viewer scrolls to its top edge (the page's
 * `scroll-padding-top`, app/global.css, keeps it clear of the fixed header), smoothly unless the learner asked for reduced motion.
 * With `focus` it also takes the focus (it has an accessible name), but only while the focus is still on the
 * action the learner used: a dialog the pick opened (Resume video) keeps it.
 */
function revealViewer(element: HTMLElement, focus: boolean, from: Element | null) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const active = document.activeElement;
  if (focus && (active === from || active === document.body || active === null)) element.focus({ preventScroll: true });
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/**
 * `pick(viewer)` after a Course Content action; `target(viewer)` is the ref of that viewer's element. A viewer that
 * loads on demand (the slides, a package) is revealed when it mounts.
 */
export function useViewerReveal() {
  const elements = useRef(new Map<TViewer, { element: HTMLElement; focus: boolean }>());
  const pending = useRef<{ viewer: TViewer; from: Element | null } | null>(null);
  const [picks, setPicks] = useState(0);

  const reveal = (viewer: TViewer) => {
    const found = elements.current.get(viewer);
    if (!found || pending.current?.viewer !== viewer) return;
    const { from } = pending.current;
    pending.current = null;
    revealViewer(found.element, found.focus, from);
  };

  const target = useMemo(() => {
    const make = (viewer: TViewer, focus: boolean) => (element: HTMLElement | null) => {
      if (!element) {
        elements.current.delete(viewer);
        return;
      }
      elements.current.set(viewer, { element, focus });
      reveal(viewer);
    };
    // The package frame moves the focus to its own heading as it opens.
    return { video: make('video', true), deck: make('deck', true), package: make('package', false) };
    // `reveal` reads refs only.
  }, []);

  useEffect(() => {
    if (pending.current) reveal(pending.current.viewer);
  }, [picks]);

  const pick = (viewer: TViewer) => {
    pending.current = { viewer, from: document.activeElement };
    setPicks((count) => count + 1);
  };

  return { pick, target };
}

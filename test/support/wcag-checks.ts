import type { Page } from 'playwright-core';

/*
 * Browser checks for WCAG 2.2 AA criteria axe-core does not cover. Page scripts as strings: the test project has no
 * DOM types, and a function string handed to evaluate would need the eval the app's CSP refuses.
 */

const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="slider"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The shared helpers of the page scripts: the visible controls and each one's target box. */
const CONTROLS = `
  const visible = (element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest('[aria-hidden="true"], [inert]') &&
    !element.classList.contains('skip-link');
  // A labelled form control's target includes its label (a click on either toggles it).
  const box = (element) => {
    const rects = [element.getBoundingClientRect()];
    for (const label of element.labels ?? []) if (visible(label)) rects.push(label.getBoundingClientRect());
    const left = Math.min(...rects.map((rect) => rect.left));
    const top = Math.min(...rects.map((rect) => rect.top));
    const right = Math.max(...rects.map((rect) => rect.right));
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    return { left, top, right, bottom, width: right - left, height: bottom - top };
  };
  const nameOf = (element) =>
    (element.getAttribute('aria-label') || element.getAttribute('title') || element.textContent || element.tagName)
      .trim()
      .slice(0, 50);
  const controls = [...document.querySelectorAll(${JSON.stringify(INTERACTIVE)})].filter((element) => {
    if (!visible(element)) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  });
`;

/**
 * WCAG 2.5.8 Target Size (Minimum): every visible control is at least 24 × 24 CSS px, or is a link inside a
 * sentence (the inline exception), or is spaced so that a 24 px circle on its centre touches no other target and
 * no other small target's circle (the spacing exception). Returns the controls that fail, with their size.
 */
const TARGET_SIZE = `(() => {
  ${CONTROLS}
  const boxes = controls.map((element) => ({ element, box: box(element) }));
  const inSentence = (element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    const block = element.parentElement;
    return !!block && (block.textContent || '').trim().length > (element.textContent || '').trim().length + 1;
  };
  const small = (entry) => entry.box.width < 23.5 || entry.box.height < 23.5;
  const centre = (b) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
  const circleHitsRect = (c, b) => {
    const dx = Math.max(b.left - c.x, 0, c.x - b.right);
    const dy = Math.max(b.top - c.y, 0, c.y - b.bottom);
    return dx * dx + dy * dy < 12 * 12;
  };
  const failures = [];
  for (const entry of boxes) {
    if (!small(entry) || inSentence(entry.element)) continue;
    const c = centre(entry.box);
    const crowded = boxes.some((other) => {
      if (other === entry || other.element.contains(entry.element) || entry.element.contains(other.element)) return false;
      if (circleHitsRect(c, other.box)) return true;
      if (!small(other)) return false;
      const o = centre(other.box);
      return Math.hypot(o.x - c.x, o.y - c.y) < 24;
    });
    if (crowded) {
      failures.push(nameOf(entry.element) + ' ' + Math.round(entry.box.width) + 'x' + Math.round(entry.box.height));
    }
  }
  return { checked: boxes.length, failures };
})()`;

export function targetSizeFailures(page: Page): Promise<{ checked: number; failures: string[] }> {
  return page.evaluate(TARGET_SIZE) as Promise<{ checked: number; failures: string[] }>;
}

/**
 * WCAG 1.4.10 Reflow: at the current (320 px) width the page does not scroll sideways, and no control sticks out
 * of the viewport unless it sits in a region that scrolls sideways on its own (a data table's scroller, allowed).
 */
const REFLOW = `(() => {
  ${CONTROLS}
  const width = document.documentElement.clientWidth;
  const scrollsOnItsOwn = (element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth) return true;
    }
    return false;
  };
  const clipped = controls
    .filter((element) => {
      const rect = element.getBoundingClientRect();
      return (rect.left < -1 || rect.right > width + 1) && !scrollsOnItsOwn(element);
    })
    .map((element) => nameOf(element));
  return { pageWidth: document.documentElement.scrollWidth, viewport: width, clipped };
})()`;

export function reflowReport(page: Page): Promise<{ pageWidth: number; viewport: number; clipped: string[] }> {
  return page.evaluate(REFLOW) as Promise<{ pageWidth: number; viewport: number; clipped: string[] }>;
}

/** The longest transition or animation on the page's visible elements, in ms (reduced motion: none to speak of). */
const LONGEST_MOTION = `(() => {
  const ms = (value) =>
    Math.max(0, ...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) : parseFloat(part) * 1000) || 0));
  let longest = 0;
  let where = '';
  for (const element of document.querySelectorAll('body *')) {
    if (!element.checkVisibility()) continue;
    const style = getComputedStyle(element);
    const motion = Math.max(ms(style.transitionDuration), style.animationName === 'none' ? 0 : ms(style.animationDuration));
    if (motion > longest) {
      longest = motion;
      where = element.tagName.toLowerCase() + '.' + String(element.className).slice(0, 60);
    }
  }
  return { longest, where };
})()`;

export function longestMotion(page: Page): Promise<{ longest: number; where: string }> {
  return page.evaluate(LONGEST_MOTION) as Promise<{ longest: number; where: string }>;
}

import type { Locator, Page } from 'playwright-core';

/** What the focused element looks like: its ring, its box and whether the sticky header covers it. */
export interface TFocusReport {
  /** A short description of the focused element (tag, role, name), for failure messages. */
  element: string;
  /** An outline or a box-shadow is drawn around it. */
  ring: boolean;
  /** The element matches :focus-visible. */
  visible: boolean;
  /** Its box starts below the fixed header's bottom (or it sits in a dialog, a portal or the header itself). */
  belowHeader: boolean;
  /** Its box is inside the viewport. */
  inViewport: boolean;
}

// Page scripts as strings: the test project has no DOM types.
const FOCUS_REPORT = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) {
    return { element: 'body', ring: false, visible: false, belowHeader: false, inViewport: false };
  }
  const drawn = (node) => {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  };
  const parent = element.parentElement;
  const ring = drawn(element) || (!!parent && parent.matches(':focus-within') && drawn(parent));
  const rect = element.getBoundingClientRect();
  const header = document.querySelector('header');
  const position = header ? getComputedStyle(header).position : '';
  const exempt =
    !header ||
    (position !== 'fixed' && position !== 'sticky') ||
    header.contains(element) ||
    element.classList.contains('skip-link') ||
    !!element.closest('[role="dialog"], [data-portal], .mantine-Combobox-dropdown');
  const belowHeader = exempt || rect.top >= header.getBoundingClientRect().bottom - 0.5;
  const inViewport = rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
  const name = element.getAttribute('aria-label') || element.getAttribute('title') || (element.textContent || '').trim().slice(0, 40);
  return {
    element:
      element.tagName.toLowerCase() + '[role=' + (element.getAttribute('role') || '') + '] "' + name + '" .' +
      String(element.className).slice(0, 60) + ' at ' + Math.round(rect.left) + ',' + Math.round(rect.top) + ' ' +
      Math.round(rect.width) + 'x' + Math.round(rect.height),
    ring,
    visible: element.matches(':focus-visible'),
    belowHeader,
    inViewport,
  };
})()`;

/**
 * Reads the focused element in the page: the focus ring (an outline or a box-shadow, on the element or on the
 * :focus-within wrapper that draws it) and where it sits against the fixed header (WCAG 2.2 2.4.11).
 */
function focusReport(page: Page): Promise<TFocusReport> {
  return page.evaluate(FOCUS_REPORT) as Promise<TFocusReport>;
}

/** Throws unless the focus is visible, ringed, in the viewport and not under the sticky header. */
export async function expectFocusShown(page: Page, step: string): Promise<TFocusReport> {
  const report = await focusReport(page);
  const failures = (['visible', 'ring', 'belowHeader', 'inViewport'] as const).filter((key) => !report[key]);
  if (failures.length > 0) throw new Error(`${step}: focus on ${report.element} fails ${failures.join(', ')}`);
  return report;
}

// Matched by the :focus selector: a function string passed to evaluate would need the eval the app's CSP refuses.
const isFocused = async (locator: Locator) => (await locator.and(locator.page().locator(':focus')).count()) > 0;

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus after every press; fails after
 * `max` presses. The keyboard is the only way in: no clicks, no element.focus().
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await target.waitFor();
  for (let press = 0; press < max; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const report = await focusReport(page);
    if (report.element !== 'body') await expectFocusShown(page, `Tab ${press + 1} towards ${target.toString()}`);
  }
  if (!(await isFocused(target))) throw new Error(`${target.toString()} not reached in ${max} Tab presses`);
}

/** Waits until `target` holds the focus (after a panel or a dialog closes, say). */
export async function expectFocusOn(target: Locator, step: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await isFocused(target)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const actual = (await focusReport(target.page())).element;
  throw new Error(`${step}: the focus is on ${actual}, not on ${target.toString()}`);
}

/**
 * Waits until `target` has stopped moving: a panel sliding in reports its controls outside the viewport while it
 * moves, which is the animation, not a focus defect.
 */
export async function waitUntilSettled(target: Locator): Promise<void> {
  let previous = '';
  for (let tries = 0; tries < 100; tries += 1) {
    const box = JSON.stringify(await target.boundingBox());
    if (box !== 'null' && box === previous) return;
    previous = box;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${target.toString()} did not settle`);
}

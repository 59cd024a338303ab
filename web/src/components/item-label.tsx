import { t } from '@lingui/core/macro';

/**
 * The accessible name of a button or link repeated on every row or card of a list (WCAG 2.4.6, 2.5.3 label in
 * name): the visible label first, then the item it acts on, e.g. "Start Course: Fire Safety Awareness". Someone
 * listing the page's buttons hears one name per row, and a voice user saying the visible label still matches it.
 * As an `aria-label` (a visually hidden suffix would be positioned out of the line, which Chromium reads as a
 * separate block: "Start Course : …").
 */
export function itemActionName(label: string, item: string): string {
  return t`${label}: ${item}`;
}

import { VisuallyHidden } from '@mantine/core';

/**
 * The accessible name of a button repeated on every row or card of a list (WCAG 2.4.6, 2.5.3 label in name): the
 * visible label first, then the item it acts on, e.g. "Start Course: Fire Safety Awareness". Screen-reader users
 * listing the page's buttons, and voice users saying the label, get one name per row that starts as it reads.
 */
export function itemActionName(label: string, item: string): string {
  return `${label}: ${item}`;
}

/** A repeated button's text: the visible label, then (for assistive technology only) ": <item>". */
export function ItemLabel({ label, item }: { label: string; item: string | undefined }) {
  if (!item) return <>{label}</>;
  return (
    <>
      {label}
      <VisuallyHidden>{itemActionName('', item)}</VisuallyHidden>
    </>
  );
}

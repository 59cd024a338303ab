/**
 * Mantine Button `styles` that let a long label wrap onto more lines instead of being cut off (a longer language, the
 * pseudo-locale's 40 % longer text): the button grows taller only when the label needs it, and a one-line label keeps
 * the size's height (`--button-height`, less the 1 px border top and bottom) with the text centred as before. Every
 * part's `height: 100%` is undone: against a button of auto height Chrome resolves it to a height far too tall.
 */
export const WRAPPING_BUTTON_STYLES = {
  root: { height: 'auto' },
  inner: {
    height: 'auto',
    minHeight: 'calc(var(--button-height) - 0.125rem * var(--mantine-scale))',
    paddingBlock: 'calc(0.25rem * var(--mantine-scale))',
  },
  label: { height: 'auto', whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25 },
} as const;

/** Colours shared by the generated handouts, slide decks and video (the Skillway primary blue). */
export const BRAND = {
  primary: '#3b5bdb',
  text: '#1f2937',
  muted: '#6b7280',
  light: '#edf2ff',
} as const;

/**
 * A fixed date for document metadata, so that regenerating an unchanged course gives byte-identical PDFs and
 * git shows only real content changes.
 */
export const ASSET_DATE = new Date(Date.UTC(2025, 0, 1));

import { CARD_DESCRIPTION_LENGTH } from '@skillway/shared';

/** The text of a (sanitised) HTML description, whitespace collapsed: nothing of it is rendered as HTML. */
function htmlToText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A card's description: its text cut to the spec's 100 characters, with an ellipsis when cut. */
export function cardDescription(html: string, length = CARD_DESCRIPTION_LENGTH): string {
  const text = htmlToText(html);
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

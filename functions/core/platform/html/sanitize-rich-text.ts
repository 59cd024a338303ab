import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for course descriptions (the spec's rich text: bold, italic, lists, links, headings) and the
 * tiptap editor's output. Links keep only http, https and mailto URLs; a link that opens a new tab always gets
 * `rel="noopener noreferrer"`. Everything else (scripts, styles, images, event handlers) is dropped.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href) out.href = attribs.href;
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
  },
};

/** Simple HTML for short statements (the test's agreement statement): emphasis, paragraphs and line breaks only. */
const SIMPLE_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** Whether sanitised HTML carries any visible text (an editor's empty `<p></p>` counts as empty). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}

export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, RICH_TEXT).trim();
  return hasText(clean) ? clean : '';
}

export function sanitizeSimpleText(html: string): string {
  const clean = sanitizeHtml(html, SIMPLE_TEXT).trim();
  return hasText(clean) ? clean : '';
}

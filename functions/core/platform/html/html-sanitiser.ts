import sanitizeHtml from 'sanitize-html';

/*
 * Every piece of HTML the server keeps or sends goes through here, with the allow-list of its use: course and
 * playlist rich text, the short simple text of an agreement statement, and the editor's messages sent by email.
 * Anything a list does not name (scripts, event handlers, other styles, frames, forms) is dropped.
 */

/**
 * Course and playlist descriptions (the spec's rich text: bold, italic, lists, links, headings) and the tiptap
 * editor's output. Links keep only http, https and mailto URLs; a link that opens a new tab always gets
 * `rel="noopener noreferrer"`. No images and no alignment, unlike messages.
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

const ALIGN = [/^(left|right|center|justify)$/];

/**
 * Messages written in the app's editor and sent by email (My Team's Send Email; later notification templates):
 * headings, paragraphs, bold, italic, underline, strike, text alignment, lists, quotes, links (http, https, mailto)
 * and images (http, https); no `javascript:` or `data:` URLs. Links open in a new tab without giving the opened page
 * a handle on ours.
 */
const MESSAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'mark',
    'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'span', 'div', 'code', 'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** No tags at all: the text of a piece of HTML. */
const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Whether sanitised HTML carries any visible text (an editor's empty `<p></p>` counts as empty). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, TEXT_ONLY).trim().length > 0;
}

/** Course and playlist rich text; '' when nothing readable is left. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, RICH_TEXT).trim();
  return hasText(clean) ? clean : '';
}

/** An agreement statement's simple text; '' when nothing readable is left. */
export function sanitizeSimpleText(html: string): string {
  const clean = sanitizeHtml(html, SIMPLE_TEXT).trim();
  return hasText(clean) ? clean : '';
}

/** An email message's HTML (kept even when empty: the caller tells empty content apart with hasContent). */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, MESSAGE_HTML).trim();
}

/** The text of sanitised message HTML (for the plain-text part of an email): blocks become lines, tags go. */
export function messageHtmlToPlain(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div|pre)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ');
  const text = sanitizeHtml(withBreaks, TEXT_ONLY);
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when sanitised message HTML has something to read (text or an image), not just empty paragraphs. */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || messageHtmlToPlain(html).length > 0;
}

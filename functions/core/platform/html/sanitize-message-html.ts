import sanitizeHtml from 'sanitize-html';

const ALIGN = [/^(left|right|center|justify)$/];

/**
 * The allow-list for messages written in the app's editor (tiptap) and sent by email (My Team's Send Email; later
 * notification templates): headings, paragraphs, bold, italic, underline,
 * strike, text alignment, lists, quotes, links (http, https, mailto) and images (http, https). Everything else,
 * scripts, event handlers, styles other than alignment, iframes, forms and `javascript:` or `data:` URLs, is removed.
 * Links open in a new tab without giving the opened page a handle on ours.
 */
const OPTIONS: sanitizeHtml.IOptions = {
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
// Course descriptions have their own, narrower list (no images, no alignment): functions/core/content/courses.

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of sanitised rich text (for the plain-text part of an email): blocks become lines, tags go. */
export function messageHtmlToPlain(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div|pre)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
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

/** True when sanitised rich text has something to read (text or an image), not just empty paragraphs. */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || messageHtmlToPlain(html).length > 0;
}

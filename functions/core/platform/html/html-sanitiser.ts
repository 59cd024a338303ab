import type sanitizeHtml from 'sanitize-html';

/*
 * Every piece of HTML the server keeps or sends goes through here, with the allow-list of its use: course and
 * playlist rich text, the short simple text of an agreement statement, and the editor's messages sent by email.
 * Anything a list does not name (scripts, event handlers, other styles, frames, forms) is dropped.
 *
 * sanitize-html (CommonJS, with htmlparser2) is loaded on first use, not when a bundle is imported: evaluating it
 * cost the course and playlist create/update Lambdas about a third of their cold init (issue 13). Callers
 * `await loadSanitiser()` before the first sanitise call of a request; the functions below stay synchronous and
 * throw if it was not loaded (a programming error every caller's test would show).
 */

let engine: typeof sanitizeHtml | undefined;
let loading: Promise<typeof sanitizeHtml> | undefined;

/** Loads sanitize-html once per process (later calls resolve at once). */
export async function loadSanitiser(): Promise<void> {
  engine ??= await (loading ??= import('sanitize-html').then((module) => module.default));
}

function sanitize(html: string, options: sanitizeHtml.IOptions): string {
  if (!engine) throw new Error('html-sanitiser: await loadSanitiser() before sanitising');
  return engine(html, options);
}

/** sanitize-html's `simpleTransform(tagName, attributes)` (merging), without needing the library at import. */
function setAttributes(newTagName: string, set: sanitizeHtml.Attributes): sanitizeHtml.Transformer {
  return (_tagName, attribs) => ({ tagName: newTagName, attribs: Object.assign(attribs, set) });
}

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

const ALIGN = /^(left|right|center|justify)$/;
const IMPORTANT = /\s*!\s*important\s*$/i;

/**
 * A `style` attribute reduced to its text alignment, as sanitize-html's `allowedStyles: { '*': { 'text-align': ALIGN } }`
 * reduced it (`text-align:center`, `;`-joined, ` !important` kept), but without postcss (about 90 KB in each bundle
 * that sanitises): declarations split on `;` outside quotes, brackets and comments, comments dropped. A style postcss
 * could not parse (a brace, an unclosed quote/bracket/comment, a declaration without a colon) is dropped whole, as
 * sanitize-html dropped it. Undefined when nothing is left.
 */
export function alignmentStyle(style: string): string | undefined {
  const declarations: string[] = [];
  let current = '';
  let quote = '';
  let depth = 0;
  for (let i = 0; i < style.length; i += 1) {
    const c = style[i]!;
    if (quote) {
      current += c;
      if (c === '\\') current += style[++i] ?? '';
      else if (c === quote) quote = '';
    } else if (c === '/' && style[i + 1] === '*') {
      const end = style.indexOf('*/', i + 2);
      if (end === -1) return undefined;
      current += ' ';
      i = end + 1;
    } else if (c === '{' || c === '}') {
      return undefined;
    } else {
      if (c === '"' || c === "'") quote = c;
      else if (c === '(' || c === '[') depth += 1;
      else if (c === ')' || c === ']') depth -= 1;
      if (c === ';' && depth === 0) {
        declarations.push(current);
        current = '';
      } else {
        current += c;
      }
    }
  }
  if (quote || depth !== 0) return undefined;
  declarations.push(current);
  const kept: string[] = [];
  for (const declaration of declarations) {
    if (!declaration.trim()) continue;
    const colon = declaration.indexOf(':');
    if (colon === -1) return undefined;
    const prop = declaration.slice(0, colon).trim();
    const raw = declaration.slice(colon + 1).trim();
    const important = IMPORTANT.test(raw);
    const value = important ? raw.replace(IMPORTANT, '') : raw;
    if (prop === 'text-align' && ALIGN.test(value)) kept.push(`text-align:${value}${important ? ' !important' : ''}`);
  }
  return kept.length > 0 ? kept.join(';') : undefined;
}

/** Every tag's `style` narrowed to its alignment (dropped when none), other attributes untouched. */
function keepAlignmentOnly(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (attribs.style === undefined) return { tagName, attribs };
  const alignment = alignmentStyle(attribs.style);
  const out: sanitizeHtml.Attributes = {};
  // In the attributes' order, as sanitize-html writes them.
  for (const [name, value] of Object.entries(attribs)) {
    if (name !== 'style') out[name] = value;
    else if (alignment) out[name] = alignment;
  }
  return { tagName, attribs: out };
}

/**
 * Messages written in the app's editor and sent by email (My Team's Send Email; later notification templates):
 * headings, paragraphs, bold, italic, underline, strike, text alignment, lists, quotes, links (http, https, mailto)
 * and images (http, https); no `javascript:` or `data:` URLs. Links open in a new tab without giving the opened page
 * a handle on ours.
 */
const MESSAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'span',
    'div',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  // sanitize-html would parse styles with postcss; keepAlignmentOnly (transformTags '*') filters them instead.
  parseStyleAttributes: false,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: setAttributes('a', { target: '_blank', rel: 'noopener noreferrer' }),
    '*': keepAlignmentOnly,
  },
};

/** No tags at all: the text of a piece of HTML. */
const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Whether sanitised HTML carries any visible text (an editor's empty `<p></p>` counts as empty). */
export function hasText(html: string): boolean {
  return sanitize(html, TEXT_ONLY).trim().length > 0;
}

/** Course and playlist rich text; '' when nothing readable is left. */
export function sanitizeRichText(html: string): string {
  const clean = sanitize(html, RICH_TEXT).trim();
  return hasText(clean) ? clean : '';
}

/** An agreement statement's simple text; '' when nothing readable is left. */
export function sanitizeSimpleText(html: string): string {
  const clean = sanitize(html, SIMPLE_TEXT).trim();
  return hasText(clean) ? clean : '';
}

/** An email message's HTML (kept even when empty: the caller tells empty content apart with hasContent). */
export function sanitizeMessageHtml(html: string): string {
  return sanitize(html, MESSAGE_HTML).trim();
}

/** The text of sanitised message HTML (for the plain-text part of an email): blocks become lines, tags go. */
export function messageHtmlToPlain(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div|pre)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ');
  const text = sanitize(withBreaks, TEXT_ONLY);
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

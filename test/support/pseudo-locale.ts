import type { BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_NAME, NOTIFICATION_PLACEHOLDERS } from '@skillway/shared';
import { BRAND } from '../../web/src/app/brand';
import { specTexts } from '../../web/src/i18n/spec-texts';

/**
 * The pseudo-locale walk's checks (issue 34; test/e2e/pseudo-locale-walk.test.ts): with the test locale on, every text
 * from a catalogue shows accented and bracketed `[!! … !!]` (web/scripts/i18n/pseudo-text.ts), so a plain Latin letter
 * outside the brackets is text that skipped the catalogue, unless it is one of the few things that are never
 * translated (UNTRANSLATED_BY_DESIGN below). The test locale's text is 40 % longer, so text a longer language would
 * clip shows clipped too.
 */

/** The localStorage key web/src/i18n/language.ts reads. */
const PSEUDO_STORAGE_KEY = 'skillway:pseudo-locale';

/** Which way the test locale's text runs: right to left proves the layout mirrors (web/src/i18n/language.ts). */
export type TPseudoDirection = 'ltr' | 'rtl';

/** Turns the test locale on in every page of the context, before any of the app's code runs. */
export async function usePseudoLocale(context: BrowserContext, direction: TPseudoDirection = 'ltr'): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      try {
        (globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }).localStorage.setItem(
          key,
          value,
        );
      } catch {
        // A frame without storage (about:blank, a sandboxed frame) has no app in it.
      }
    },
    { key: PSEUDO_STORAGE_KEY, value: direction === 'rtl' ? 'rtl' : '1' },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// What the server sent: data, never translated (names, emails, course content, the API reference's OpenAPI text).
// ---------------------------------------------------------------------------------------------------------------

/**
 * The spec's texts (web/src/i18n/spec-texts.ts) are the one kind of server string the client must translate: the
 * server sends them in English and `specText` shows them in the active language. Shown as sent, they are a finding,
 * so they never count as data.
 */
const SPEC_TEXTS: ReadonlySet<string> = new Set(specTexts().map(normalise));

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
/** The tags of the HTML the server sends (course and playlist descriptions, notification emails). */
const HTML_TAG =
  /<\/?(?:a|b|blockquote|br|code|div|em|h[1-6]|hr|i|img|li|ol|p|pre|s|span|strong|sub|sup|table|tbody|td|th|thead|tr|u|ul)\b[^>]*>/i;

/** The texts a server string may show as: itself and, for HTML, its pieces of text as the page shows them. */
function piecesOf(text: string): string[] {
  if (!HTML_TAG.test(text)) return [text];
  const pieces = text
    .split(HTML_TAG)
    .map((piece) =>
      piece.replace(/&(#39|[a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity),
    );
  return [text, ...pieces];
}

/** A person's initials, as their avatar shows them (web/src/layout/user-menu.tsx, the team's cards). */
function initialsOf(value: Record<string, unknown>): string | undefined {
  const { first_name: first, last_name: last } = value;
  if (typeof first !== 'string' || typeof last !== 'string') return undefined;
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/**
 * The API reference's OpenAPI document is a dictionary of English words (its tags are the product's section names,
 * its parameters say `in`, `query`, `path`): its texts are data on the screen that shows it, not on the screens after.
 * All of it is the reference's data: its keys (the reference shows its schemas by their names) and the words it shares
 * with the spec's texts (its tag `Groups`).
 */
const SCREEN_ONLY = ['/v1/openapi.json'];

/**
 * Records the string values of the JSON the API (`/v1/…`) answers in a page (not its keys, which name fields and are
 * not shown; `progress` and `status` would pass for text) and the initials of the people in it, as the texts the page
 * may show as data: for the whole walk (a screen shows data fetched by the screens before it, which the query cache
 * keeps), or only until the next screen (SCREEN_ONLY). Bodies are read as they arrive; `read()` waits for the ones
 * still being read.
 */
export function recordServerTexts(page: Page) {
  const kept = new Set<string>();
  let screen = new Set<string>();
  const reading = new Set<Promise<void>>();
  const add = (value: unknown, into: Set<string>, reference = false): void => {
    if (typeof value === 'string') {
      const spec = (text: string) => !reference && SPEC_TEXTS.has(text);
      if (spec(normalise(value))) return;
      for (const piece of piecesOf(value)) {
        const text = normalise(piece);
        if (/[A-Za-z]/.test(text) && !spec(text)) into.add(text);
      }
    } else if (Array.isArray(value)) {
      for (const item of value) add(item, into, reference);
    } else if (value && typeof value === 'object') {
      const initials = initialsOf(value as Record<string, unknown>);
      if (initials) into.add(initials);
      for (const [key, item] of Object.entries(value)) {
        if (reference) add(key, into, reference);
        add(item, into, reference);
      }
    }
  };
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/v1/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const screenOnly = SCREEN_ONLY.includes(path);
    const body = response
      .json()
      .then((json: unknown) => add(json, screenOnly ? screen : kept, screenOnly))
      .catch(() => undefined)
      .finally(() => reading.delete(body));
    reading.add(body);
  });
  return {
    /** Waits for the bodies still being read; then the texts of this screen, longest first. */
    async read(): Promise<readonly string[]> {
      while (reading.size > 0) await Promise.all([...reading]);
      return [...new Set([...kept, ...screen])].sort((a, b) => b.length - a.length);
    },
    /** The next screen starts: the texts only its screen shows are forgotten. */
    nextScreen(): void {
      screen = new Set<string>();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What the page shows.
// ---------------------------------------------------------------------------------------------------------------

/** Where a text is: `text` is the visible text of one block (a paragraph, a button, a cell), the rest attributes. */
type TTextKind = 'text' | 'aria-label' | 'placeholder' | 'title' | 'alt' | 'value' | 'document title';

interface TShownText {
  kind: TTextKind;
  text: string;
  /** The element, as `landmark: grandparent > parent > element`. */
  where: string;
}

interface TClippedText {
  where: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
}

export interface TPageScan {
  texts: TShownText[];
  clipped: TClippedText[];
  scrollWidth: number;
  clientWidth: number;
  /** When the page is wider than the window: what reaches past its right edge (three at most). */
  widest: { where: string; text: string; right: number }[];
  /** The document's direction (`dir` on <html>) and its body's computed one. */
  dir: string;
  direction: string;
  /** The signed-in navigation's box, where the screen shows it (a desktop's side bar): it belongs at the start side. */
  navbar: { left: number; right: number } | null;
}

/** Just what the page function uses of the DOM (this workspace type-checks for Node, without the DOM library). */
interface TRect {
  left: number;
  right: number;
  width: number;
  height: number;
}
interface TElement {
  tagName: string;
  id: string;
  classList: Iterable<string>;
  parentElement: TElement | null;
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  clientHeight: number;
  value?: string;
  type?: string;
  getAttribute(name: string): string | null;
  closest(selector: string): TElement | null;
  checkVisibility(options?: { visibilityProperty?: boolean }): boolean;
  getBoundingClientRect(): TRect;
  querySelectorAll(selector: string): Iterable<TElement>;
  contains(other: TElement): boolean;
}
interface TTextNode {
  nodeValue: string | null;
  parentElement: TElement | null;
}
interface TScanGlobals {
  document: {
    body: TElement;
    title: string;
    documentElement: { scrollWidth: number; clientWidth: number; dir: string };
    querySelector(selector: string): TElement | null;
    fonts: { ready: Promise<unknown> };
    querySelectorAll(selector: string): Iterable<TElement>;
    createTreeWalker(root: TElement, whatToShow: number): { nextNode(): TTextNode | null };
    createRange(): { selectNodeContents(node: TTextNode): void; getClientRects(): Iterable<TRect> };
  };
  getComputedStyle(element: TElement): { display: string; overflowX: string; textOverflow: string; direction: string };
}

/**
 * Reads the page as it is now: the visible text, block by block (the text nodes under the nearest element that is
 * not inline, in order, so a message split by its links, `<Trans>`'s `<0>…</0>`, is read whole with its brackets);
 * the accessible names and hints that are not text nodes (aria-label, placeholder, title, alt, the value a text field
 * or a select shows, the document's title); text clipped by an `overflow: hidden | clip` box that does not mean to
 * truncate it (`text-overflow: ellipsis`); and the page's width against the window's. Frames are not read: their
 * documents are course content (e-learning packages, documents) and Stripe's payment fields.
 */
export async function scanPage(page: Page): Promise<TPageScan> {
  return page.evaluate(async () => {
    const { document, getComputedStyle } = globalThis as unknown as TScanGlobals;
    await document.fonts.ready;
    const SHOW_TEXT = 4;
    const styles = new Map<TElement, ReturnType<typeof getComputedStyle>>();
    const style = (element: TElement) => {
      let found = styles.get(element);
      if (!found) styles.set(element, (found = getComputedStyle(element)));
      return found;
    };
    const shown = (element: TElement) => element.checkVisibility({ visibilityProperty: true });
    const GENERATED_ID = /^(mantine-|_r_|:r|«|r\d)/;
    const one = (element: TElement) => {
      let name = element.tagName.toLowerCase();
      if (element.id && !GENERATED_ID.test(element.id)) name += `#${element.id}`;
      // Mantine's component classes (mantine-Button-label) and the CSS modules' names (_title_1abig_19 as title); not
      // Mantine's hashed, generated and state classes.
      const classes = [...element.classList]
        .filter(
          (item) => !/^(m_[0-9a-f]+|__m__-.*|mantine-(focus-.*|active|visible-from-.*|hidden-from-.*))$/.test(item),
        )
        .map((item) => /^_(.+)_[a-z0-9]{5}_\d+$/.exec(item)?.[1] ?? item)
        .slice(0, 2);
      if (classes.length > 0) name += `.${classes.join('.')}`;
      const role = element.getAttribute('role');
      if (role) name += `[role=${role}]`;
      return name;
    };
    const LANDMARKS = 'header, nav, main, aside, footer, [role="dialog"], [role="alert"], [role="status"]';
    const where = (element: TElement) => {
      const chain = [one(element)];
      for (let up = element.parentElement; up && chain.length < 3 && up !== document.body; up = up.parentElement)
        chain.unshift(one(up));
      const landmark = element.closest(LANDMARKS);
      return `${landmark ? `${one(landmark)}: ` : ''}${chain.join(' > ')}`;
    };
    const SKIPPED = 'script, style, noscript, template, iframe, object';
    /** Code (an API reference's schema, a SCIM endpoint) is written the same in every language. */
    const CODE = 'pre, code, kbd, samp';

    // Text, block by block: a block's text nodes as they read, those of one element run on (`{first}{last}` reads
    // `ML`), those of two elements joined by a zero-width space, so a word is never read across two elements.
    const blocks = new Map<TElement, { text: string; last: TElement }>();
    const walker = document.createTreeWalker(document.body, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Spaces count (`{first} {last}` is three nodes), but a block of nothing but spaces is no text.
      if (!parent || !node.nodeValue || parent.closest(SKIPPED) || parent.closest(CODE)) continue;
      // A select's options show in the select (closed, only the chosen one; all of them once opened).
      const holder = parent.closest('select') ?? parent;
      if (!shown(holder)) continue;
      let block: TElement = parent;
      while (block.parentElement && ['inline', 'contents'].includes(style(block).display)) block = block.parentElement;
      const read = blocks.get(block);
      const text = read ? `${read.text}${read.last === parent ? '' : '\u200b'}${node.nodeValue}` : node.nodeValue;
      blocks.set(block, { text, last: parent });
    }
    const texts: TShownText[] = [...blocks]
      .filter(([, { text }]) => text.trim())
      .map(([block, { text }]) => ({ kind: 'text', text, where: where(block) }));

    // Names and hints that are not text nodes.
    const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'] as const;
    const VALUE_TYPES = ['text', 'search', 'email', 'url', 'tel', 'submit', 'button', 'reset'];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt], input')) {
      if (element.closest(SKIPPED) || !shown(element)) continue;
      for (const name of ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push({ kind: name, text: value, where: where(element) });
      }
      if (element.tagName === 'INPUT' && VALUE_TYPES.includes(element.type ?? '') && element.value?.trim())
        texts.push({ kind: 'value', text: element.value, where: where(element) });
    }
    texts.push({ kind: 'document title', text: document.title, where: 'title' });

    // Clipped text: a box that hides its overflow, is wider inside than out, and does not mean to cut with an
    // ellipsis, with a line of text reaching past its edge (not a decoration, nor text in a scroller inside it).
    // Boxes of a pixel or less are visually hidden text for screen readers, clipped on purpose.
    const clipped: TClippedText[] = [];
    for (const box of document.querySelectorAll('body *')) {
      const boxStyle = style(box);
      if (!['hidden', 'clip'].includes(boxStyle.overflowX) || boxStyle.textOverflow === 'ellipsis') continue;
      if (box.scrollWidth <= box.clientWidth + 1 || box.clientWidth <= 1 || box.clientHeight <= 1) continue;
      if (box.closest(SKIPPED) || !shown(box)) continue;
      const edge = box.getBoundingClientRect();
      const inner = document.createTreeWalker(box, SHOW_TEXT);
      for (let node = inner.nextNode(); node; node = inner.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.nodeValue?.trim() || !shown(parent)) continue;
        let scrolls = false;
        for (let up: TElement | null = parent; up && up !== box; up = up.parentElement) {
          if (['auto', 'scroll'].includes(style(up).overflowX)) scrolls = true;
        }
        if (scrolls) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const past = [...range.getClientRects()].some(
          (rect) => rect.width > 0 && (rect.right > edge.right + 1 || rect.left < edge.left - 1),
        );
        if (past) {
          clipped.push({
            where: where(box),
            text: node.nodeValue.trim(),
            scrollWidth: box.scrollWidth,
            clientWidth: box.clientWidth,
          });
          break;
        }
      }
    }
    // What reaches past the window's right edge when the page scrolls sideways: text that runs out of its box (a
    // word too long for it), else the innermost elements that do.
    const { scrollWidth, clientWidth, dir } = document.documentElement;
    const culprits = new Map<TElement, number>();
    if (scrollWidth > clientWidth) {
      const all = document.createTreeWalker(document.body, SHOW_TEXT);
      for (let node = all.nextNode(); node; node = all.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.nodeValue?.trim() || parent.closest(SKIPPED) || !shown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const right = Math.max(0, ...[...range.getClientRects()].map((rect) => rect.right));
        if (right > clientWidth + 1) culprits.set(parent, Math.max(right, culprits.get(parent) ?? 0));
      }
      if (culprits.size === 0) {
        const wide = [...document.querySelectorAll('body *')].filter(
          (element) =>
            element.getBoundingClientRect().right > clientWidth + 1 && !element.closest(SKIPPED) && shown(element),
        );
        for (const element of wide) {
          if (!wide.some((other) => other !== element && element.contains(other)))
            culprits.set(element, element.getBoundingClientRect().right);
        }
      }
    }
    const widest = [...culprits].slice(0, 3).map(([element, right]) => ({
      where: where(element),
      text: (element.textContent ?? '').trim().slice(0, 200),
      right: Math.round(right),
    }));
    const nav = document.querySelector('#app-navigation');
    const navBox = nav && shown(nav) ? nav.getBoundingClientRect() : null;
    const navbar = navBox && navBox.width > 0 ? { left: navBox.left, right: navBox.right } : null;
    const direction = style(document.body).direction;
    return { texts, clipped, scrollWidth, clientWidth, widest, dir, direction, navbar };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The rule: Latin letters outside the brackets, less what is never translated.
// ---------------------------------------------------------------------------------------------------------------

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec';
const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun';

/**
 * Text never translated (each rule says why):
 * - the product's name and its company's legal name (web/src/app/brand.ts), and the names of the standards the
 *   product speaks (OpenID Connect, SAML, SCIM, OpenAPI): names, the same in every language;
 * - email and web addresses, domain and file names (`example.com`, `openapi.json`), the API reference's HTTP methods
 *   and the units of file sizes (KB, MB, GB): written the same in every language;
 * - each language's name in its own language (the Profile's and the company's language lists, LANGUAGE_NAME): shown so
 *   in every language on purpose, so someone who does not read the current one finds their own.
 */
const UNTRANSLATED_BY_DESIGN: readonly RegExp[] = [
  new RegExp(`\\b(?:${literal(BRAND.legalName)}|${literal(BRAND.name)}|OpenID Connect|SAML|SCIM|OpenAPI)\\b`, 'g'),
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\b(?:https?:\/\/|www\.)\S+/g,
  /\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,5}\b/g,
  /\b(?:GET|POST|PUT|PATCH|DELETE)\b/g,
  /\b(?:KB|MB|GB)\b/g,
  new RegExp(Object.values(LANGUAGE_NAME).map(literal).join('|'), 'g'),
  // A notification template's placeholders ({first_name}), which the administrator edits as written.
  new RegExp(NOTIFICATION_PLACEHOLDERS.map(literal).join('|'), 'g'),
];

/**
 * Dates: month and weekday names, am/pm and UTC. The pseudo-locale is English underneath (`en-XA`), so a date
 * formatted for the active language reads English here too; a date is data, whatever its language.
 */
const DATE_WORDS = new RegExp(`\\b(?:${WEEKDAYS}|${MONTHS})\\b\\.?|\\b(?:am|pm|AM|PM|UTC)\\b`, 'g');

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const LATIN = /[A-Za-z]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The parts of a text outside the pseudo-locale's brackets (which may nest: a message in a message's placeholder). */
export function outsideBrackets(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let at = 0; at < text.length;) {
    if (text.startsWith('[!!', at)) {
      if (depth === 0 && current) parts.push(current);
      if (depth === 0) current = '';
      depth += 1;
      at += 3;
    } else if (depth > 0 && text.startsWith('!!]', at)) {
      depth -= 1;
      at += 3;
    } else {
      if (depth === 0) current += text[at];
      at += 1;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * `part` with what it may show in English blanked out: every whole-word occurrence of the server's texts, and every
 * match of the rules. All are found in the text as shown, so no rule hides a server text from the others (`POST` in an
 * API description, `UK` of `English (UK)`).
 */
function withoutExcused(part: string, serverTexts: readonly string[]): string {
  const shown = part.split(''); // UTF-16 units, as the matches' indexes count
  const blank = (from: number, length: number) => shown.fill(' ', from, from + length);
  for (const rule of [...UNTRANSLATED_BY_DESIGN, DATE_WORDS]) {
    for (const found of part.matchAll(rule)) blank(found.index, found[0].length);
  }
  for (const text of serverTexts) {
    if (text.length > part.length) continue;
    for (let at = part.indexOf(text); at >= 0; at = part.indexOf(text, at + 1)) {
      const before = part[at - 1];
      const after = part[at + text.length];
      if ((!before || !WORD_CHAR.test(before)) && (!after || !WORD_CHAR.test(after))) blank(at, text.length);
    }
  }
  return shown.join('');
}

/** A server text cut short for the screen (`Your first two courses: how we…`) is still data. */
function truncatedServerText(part: string, serverTexts: readonly string[]): boolean {
  const cut = /^(.{8,}?)\s*(?:…|\.\.\.)$/.exec(normalise(part));
  return cut !== null && serverTexts.some((text) => text.includes(cut[1]!));
}

/**
 * The words of a shown text that are neither in the pseudo-locale's brackets, nor the server's data, nor untranslated
 * by design: empty when the text is fine.
 */
export function untranslatedWords(text: string, serverTexts: readonly string[]): string[] {
  const words: string[] = [];
  for (const part of outsideBrackets(text)) {
    if (!LATIN.test(part)) continue;
    // The zero-width space between two elements' text reads as a space: `{first} {last}`, `<b>3</b> courses`.
    const normalised = part.replace(/[\s\u200b]+/g, ' ');
    if (truncatedServerText(normalised, serverTexts)) continue;
    words.push(...(withoutExcused(normalised, serverTexts).match(/[A-Za-z][A-Za-z'’-]*/g) ?? []));
  }
  return words;
}

import {
  parse,
  type Content,
  type FunctionArg,
  type Octothorpe,
  type PlainArg,
  type Select,
} from '@messageformat/parser';

type TToken = Content | PlainArg | FunctionArg | Select | Octothorpe;

/** Latin letters with an accent each: text stays readable while showing it went through the catalogue. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúʋŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹḾÑÓƤɊŔŠŢÚṼŴẊÝŽ'][index]!,
  ]),
);

/**
 * Accents the letters of literal text, never inside markup: Lingui's component tags (`<0>`, `</0>`) and the HTML of
 * notification templates (`<a href="{link}">`), whose tags may span an argument. `inTag` carries over between the
 * message's pieces for that reason.
 */
function accenter(): (text: string) => string {
  let inTag = false;
  return (text) =>
    [...text]
      .map((char) => {
        if (char === '<') inTag = true;
        else if (char === '>') inTag = false;
        else if (!inTag) return ACCENTED[char] ?? char;
        return char;
      })
      .join('');
}

/** ICU's literal quoting: a single quote doubled, and `{`, `}` and (inside plural cases) `#` quoted. */
function quote(text: string, inPlural: boolean): string {
  const special = inPlural ? /[{}#]/ : /[{}]/;
  return text.replace(/'/g, "''").replace(new RegExp(special.source, 'g'), (char) => `'${char}'`);
}

function serialise(tokens: readonly TToken[], inPlural: boolean, transform: (text: string) => string): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return quote(transform((token as Content).value), inPlural);
        case 'argument':
          return `{${(token as PlainArg).arg}}`;
        case 'octothorpe':
          return '#';
        case 'function': {
          const fn = token as FunctionArg;
          const style = fn.param
            ?.map((part) => (part as Content).value ?? '')
            .join('')
            .trim();
          const param = style ? `, ${style}` : '';
          return `{${fn.arg}, ${fn.key}${param}}`;
        }
        default: {
          const select = token as Select;
          const plural = select.type === 'plural' || select.type === 'selectordinal';
          const offset = select.pluralOffset ? ` offset:${select.pluralOffset}` : '';
          const cases = select.cases
            .map((item) => `${item.key} {${serialise(item.tokens, plural, transform)}}`)
            .join(' ');
          return `{${select.arg}, ${select.type},${offset} ${cases}}`;
        }
      }
    })
    .join('');
}

/** The visible letters of a message (its literal text, placeholders and tags left out). */
function visibleLength(tokens: readonly TToken[]): number {
  let length = 0;
  for (const token of tokens) {
    if (token.type === 'content') length += (token as Content).value.replace(/<[^>]*>?/g, '').length;
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
      length += Math.max(0, ...(token as Select).cases.map((item) => visibleLength(item.tokens)));
    else if (token.type !== 'octothorpe') length += 6;
  }
  return length;
}

/**
 * `length` characters of padding: groups of at most four `·` with a space between them (`···· ···· ··`), so a long
 * paragraph's padding wraps like words instead of being one unbreakable word wider than a phone.
 */
function padding(length: number): string {
  return Array.from({ length }, (_, index) => (index % 5 === 4 ? ' ' : '·'))
    .join('')
    .trimEnd();
}

/**
 * The pseudo-locale's text of an English message (issue 34): every letter accented, the whole bracketed `[!! … !!]`
 * and 40 % longer (short groups of `·` before the closing bracket), placeholders, plural cases and component tags
 * kept. A screen in this locale shows at a glance which text did not come from a catalogue (plain letters) and what a
 * longer language would clip.
 */
export function pseudoText(message: string): string {
  const tokens = parse(message);
  const extra = Math.ceil(visibleLength(tokens) * 0.4);
  return `[!! ${serialise(tokens, false, accenter())}${extra > 0 ? ` ${padding(extra)}` : ''} !!]`;
}

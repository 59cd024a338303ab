import type { PDFFont } from 'pdf-lib';

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

/**
 * What a font can draw, as text it can draw: a character the font has no glyph for (the embedded DejaVu fonts of
 * pdf-fonts.ts cover Latin Extended, Greek and Cyrillic, not CJK or emoji; a standard PDF font only WinAnsi, where
 * pdf-lib would throw) is shown as '?'. Control characters become spaces; text is composed (NFC) first, so a letter
 * typed as a base and a combining accent is drawn as its one accented glyph.
 */
export function encodable(font: PDFFont): (text: string) => string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  const has = supported;
  return (text) =>
    Array.from(text.normalize('NFC'))
      .map((char) => {
        const code = char.codePointAt(0)!;
        if (code < 0x20 || code === 0x7f) return ' ';
        return has.has(code) ? char : '?';
      })
      .join('');
}

import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts only encode WinAnsi; anything else (emoji, most non-Latin scripts) would make pdf-lib
 * throw, so such characters are shown as '?'. Control characters become spaces.
 */
export function encodable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text)
      .map((char) => {
        const code = char.codePointAt(0)!;
        if (code < 0x20 || code === 0x7f) return ' ';
        return supported.has(code) ? char : '?';
      })
      .join('');
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { PDF_FONT_FILES, PDF_FONT_PACKAGE, type TPdfFontStyle } from './pdf-font-files';

export type TPdfFonts = Readonly<Record<TPdfFontStyle, PDFFont>>;

/**
 * Resolves the font package from this module: in the repository (tsx, vitest, the local stack) the installed
 * package; in a Lambda bundle the copy the build put in the bundle's own node_modules/ (infra/lib/bundling/bundle-files.ts).
 */
const fromHere = createRequire(import.meta.url);

let loading: Promise<Readonly<Record<TPdfFontStyle, Uint8Array>>> | undefined;

/** The fonts' bytes, read once per process (a warm Lambda renders its next PDF without reading them again). */
function fontBytes(): Promise<Readonly<Record<TPdfFontStyle, Uint8Array>>> {
  loading ??= (async () => {
    const read = (style: TPdfFontStyle) => readFile(fromHere.resolve(`${PDF_FONT_PACKAGE}/${PDF_FONT_FILES[style]}`));
    const [regular, bold, italic] = await Promise.all([read('regular'), read('bold'), read('italic')]);
    return { regular, bold, italic };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type TFontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * fontkit, laying text out glyph by glyph from the font's character map, as the standard fonts are (and as the PDF
 * draws it: pdf-lib writes glyph ids at their advance widths, no kerning). fontkit's own layout shapes every string
 * through the fonts' OpenType tables, which made a 500-row report take seconds per page for nothing a Latin script
 * needs: what it would add is ligatures and combining-mark placement (`encodable` composes text to NFC first).
 * Each font is parsed once per process: every document makes its own subset of it.
 */
function plainLayout(fontkit: TFontkit): TFontkit {
  const parsed = new WeakMap<Uint8Array, ReturnType<TFontkit['create']>>();
  return {
    create(bytes, postscriptName) {
      const known = postscriptName === undefined ? parsed.get(bytes) : undefined;
      if (known) return known;
      const font = fontkit.create(bytes, postscriptName);
      const layout = (text: string) => ({ glyphs: font.glyphsForString(text) });
      Object.assign(font, { layout: layout as unknown as typeof font.layout });
      if (postscriptName === undefined) parsed.set(bytes, font);
      return font;
    },
  };
}

let loadingFontkit: Promise<TFontkit> | undefined;

/**
 * fontkit (750 KB minified) on first use: in a Lambda bundle a file beside it (infra/lib/bundling/lazy-packages.ts),
 * so the report worker's cold start compiles none of it for an Excel or CSV file.
 */
function loadFontkit(): Promise<TFontkit> {
  loadingFontkit ??= import('@pdf-lib/fontkit')
    .then((module) => plainLayout(module.default as TFontkit))
    .catch((error: unknown) => {
      loadingFontkit = undefined;
      throw error;
    });
  return loadingFontkit;
}

/**
 * Embeds the Unicode fonts in a PDF, subset to the characters it draws (a page of text stays a few KB, not the
 * fonts' 1.8 MB). Text in them prints every Latin Extended letter; what a font still lacks (CJK, emoji) is shown as
 * '?' by `encodable` (pdf-text.ts).
 */
export async function embedPdfFonts(pdf: PDFDocument): Promise<TPdfFonts> {
  const [fontkit, bytes] = await Promise.all([loadFontkit(), fontBytes()]);
  pdf.registerFontkit(fontkit);
  const [regular, bold, italic] = await Promise.all([
    pdf.embedFont(bytes.regular, { subset: true }),
    pdf.embedFont(bytes.bold, { subset: true }),
    pdf.embedFont(bytes.italic, { subset: true }),
  ]);
  return { regular, bold, italic };
}

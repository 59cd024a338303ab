/**
 * The Unicode TrueType fonts every PDF is written in (certificates and report exports; issue 34): DejaVu, from the
 * `dejavu-fonts-ttf` package (Bitstream Vera licence, DejaVu changes public domain), which covers Latin Extended
 * (Polish ą ę ł ś ź ż ć ń, Spanish ñ á), Greek and Cyrillic where the standard PDF fonts encode WinAnsi only.
 *
 * Data only, so the bundler (infra/lib/bundling/bundle-files.ts) can read it: each Lambda bundle whose code
 * includes pdf-fonts.ts gets these files of the package in its own `node_modules/`, where the bundle resolves them
 * exactly as the source does from the repository's.
 */
export const PDF_FONT_PACKAGE = 'dejavu-fonts-ttf';

/** The font of each style, as a path inside the package. */
export const PDF_FONT_FILES = {
  regular: 'ttf/DejaVuSans.ttf',
  bold: 'ttf/DejaVuSans-Bold.ttf',
  /** The certificate's lines in a serif italic ("This is to certify that"). */
  italic: 'ttf/DejaVuSerif-Italic.ttf',
} as const;

export type TPdfFontStyle = keyof typeof PDF_FONT_FILES;

/** What a bundle carries of the package: its manifest (for resolution), its licence (which must travel with the fonts) and the fonts. */
export const PDF_FONT_PACKAGE_FILES: readonly string[] = ['package.json', 'LICENSE', ...Object.values(PDF_FONT_FILES)];

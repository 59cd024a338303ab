import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../i18n/server-texts';
import { embedPdfFonts } from './pdf-fonts';
import { encodable } from './pdf-text';
import type { TCell, TExportTable } from './table';

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const FONT_SIZE = 8;
const LINE_HEIGHT = 10;
const CELL_PAD = 3;
/** Lines one cell may take before it is cut with an ellipsis. */
const MAX_LINES = 3;
const INK = rgb(0.13, 0.13, 0.16);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.82, 0.83, 0.87);
const HEADER_FILL = rgb(0.91, 0.92, 0.96);

/** Splits text into lines that fit `width` (long words are broken), at most MAX_LINES with an ellipsis if cut. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    lines.push(line);
    line = '';
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) push();
    let rest = word;
    while (measure(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) push();
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  let last = `${kept[MAX_LINES - 1]}…`;
  while (measure(last) > width && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[MAX_LINES - 1] = last;
  return kept;
}

/**
 * A font's text width at FONT_SIZE as the sum of its characters' advances, each measured once: pdf-lib measures an
 * embedded font's text by shaping it (OpenType layout), far too slow for the thousands of measurements a long
 * table's wrapping makes. The PDF draws the glyphs at their advances (no kerning), so the sum is what is drawn.
 */
function textMeasure(font: PDFFont): (text: string) => number {
  const advances = new Map<string, number>();
  return (text) => {
    let width = 0;
    for (const char of text) {
      let advance = advances.get(char);
      if (advance === undefined) {
        advance = font.widthOfTextAtSize(char, FONT_SIZE);
        advances.set(char, advance);
      }
      width += advance;
    }
    return width;
  };
}

function cellText(cell: TCell): string {
  return cell === null || cell === undefined ? '' : String(cell);
}

/**
 * A PDF of one report: a title, a subtitle, and the table across as many A4 landscape pages as it needs, with the
 * header repeated on each page and page numbers. Columns share the width by their weights; long cells wrap. Written
 * in the embedded Unicode fonts (pdf-fonts.ts), so names in any Latin script print as they are; its own words
 * (page numbers, an empty table) in `language`, the requester's (the table's text comes in it already).
 */
export async function toPdf(table: TExportTable, now = new Date(), language?: TLanguage): Promise<Uint8Array> {
  const i18n = textsIn(language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(table.title);
  pdf.setCreator('Skillway');
  pdf.setCreationDate(now);
  if (language) pdf.setLanguage(language);
  const { regular, bold } = await embedPdfFonts(pdf);
  const safe = encodable(regular);

  const usable = PAGE.width - 2 * MARGIN;
  const totalWeight = table.columns.reduce((sum, column) => sum + (column.weight ?? 1), 0) || 1;
  const widths = table.columns.map((column) => ((column.weight ?? 1) / totalWeight) * usable);
  const measures = new Map<PDFFont, (text: string) => number>([
    [regular, textMeasure(regular)],
    [bold, textMeasure(bold)],
  ]);
  const measure = (font: PDFFont) => measures.get(font) ?? textMeasure(font);

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const drawRow = (cells: readonly string[], font: PDFFont, fill?: ReturnType<typeof rgb>) => {
    const wrapped = cells.map((text, index) => wrapText(safe(text), widths[index]! - 2 * CELL_PAD, measure(font)));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * LINE_HEIGHT + 2 * CELL_PAD;
    if (fill) page.drawRectangle({ x: MARGIN, y: y - height, width: usable, height, color: fill });
    let x = MARGIN;
    wrapped.forEach((lines, index) => {
      const right = table.columns[index]?.kind === 'number' || table.columns[index]?.kind === 'percent';
      lines.forEach((line, lineIndex) => {
        const textWidth = measure(font)(line);
        page.drawText(line, {
          x: right ? x + widths[index]! - CELL_PAD - textWidth : x + CELL_PAD,
          y: y - CELL_PAD - FONT_SIZE - lineIndex * LINE_HEIGHT + 1,
          size: FONT_SIZE,
          font,
          color: INK,
        });
      });
      x += widths[index]!;
    });
    y -= height;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + usable, y }, thickness: 0.5, color: RULE });
    return height;
  };

  const header = table.columns.map((column) => column.header);
  const startPage = (first: boolean) => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN;
    if (first) {
      page.drawText(safe(table.title), { x: MARGIN, y: y - 14, size: 14, font: bold, color: INK });
      y -= 22;
      if (table.subtitle) {
        page.drawText(safe(table.subtitle), { x: MARGIN, y: y - 9, size: 9, font: regular, color: MUTED });
        y -= 16;
      }
      y -= 4;
    }
    drawRow(header, bold, HEADER_FILL);
  };

  startPage(true);
  if (table.rows.length === 0) {
    page.drawText(i18n._('No rows.'), { x: MARGIN + CELL_PAD, y: y - 14, size: 9, font: regular, color: MUTED });
  }
  for (const row of table.rows) {
    const cells = table.columns.map((_, index) => cellText(row[index]));
    const lines = Math.max(
      1,
      ...cells.map((text, index) => wrapText(safe(text), widths[index]! - 2 * CELL_PAD, measure(regular)).length),
    );
    if (y - (lines * LINE_HEIGHT + 2 * CELL_PAD) < MARGIN + 14) startPage(false);
    drawRow(cells, regular);
  }

  pages.forEach((each, index) => {
    const label = i18n._('Page {page} of {pages}', { page: index + 1, pages: pages.length });
    each.drawText(label, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN - 16,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save();
}

import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { toXlsx } from './excel';
import { toPdf, wrapText } from './pdf-table';
import { fileSlug } from './tabular-export';
import type { TExportTable } from './table';

const table: TExportTable = {
  title: 'Fire Safety: Course Report',
  subtitle: '2 users',
  columns: [{ header: 'Name', weight: 2 }, { header: 'Note' }, { header: 'Progress (%)', kind: 'percent' }],
  rows: [
    ['=HYPERLINK("http://evil.test")', '@cmd', 50],
    ['Zoë 漢字 😀', null, 0],
  ],
};

describe('Excel export', () => {
  it('writes text as neutralised text and numbers as numbers, under a bold frozen header', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await toXlsx(table)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Fire Safety Course Report');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Note', 'Progress (%)']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A2').value).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(sheet.getCell('B2').value).toBe(`'@cmd`);
    expect(sheet.getCell('C2').value).toBe(50);
    expect(sheet.getCell('A3').value).toBe('Zoë 漢字 😀');
    expect(sheet.getCell('B3').value).toBeNull();
    // No cell is ever a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });
});

describe('PDF export', () => {
  it('writes characters the standard fonts cannot show as ? instead of failing', async () => {
    const pdf = await PDFDocument.load(await toPdf(table));
    expect(pdf.getTitle()).toBe('Fire Safety: Course Report');
    expect(pdf.getPageCount()).toBe(1);
  });

  it('breaks a long table over pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `Person ${i}`,
      'A note long enough to wrap '.repeat(3),
      i % 100,
    ]);
    const pdf = await PDFDocument.load(await toPdf({ ...table, rows }));
    expect(pdf.getPageCount()).toBeGreaterThan(2);
  });

  it('writes a table without rows', async () => {
    const pdf = await PDFDocument.load(await toPdf({ ...table, rows: [] }));
    expect(pdf.getPageCount()).toBe(1);
  });

  it('wraps text to the width, breaks long words and cuts at three lines', () => {
    const measure = (text: string) => text.length;
    expect(wrapText('one two three', 7, measure)).toEqual(['one two', 'three']);
    expect(wrapText('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
    const cut = wrapText('aa bb cc dd ee', 2, measure);
    expect(cut).toHaveLength(3);
    expect(cut[2]!.endsWith('…')).toBe(true);
    expect(wrapText('', 10, measure)).toEqual([]);
  });
});

describe('export file names', () => {
  it('are lower-case letters, digits and dashes', () => {
    expect(fileSlug('Exported: Fire Safety users')).toBe('exported-fire-safety-users');
    expect(fileSlug('Zoë’s "course" / 2')).toBe('zoe-s-course-2');
    expect(fileSlug('漢字')).toBe('export');
  });
});

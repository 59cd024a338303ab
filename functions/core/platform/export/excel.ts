import ExcelJS from 'exceljs';
import { neutraliseCell } from './csv';
import type { TCell, TExportTable } from './table';

const MAX_COLUMN_WIDTH = 60;
/** Excel's own limit on a sheet name, and the characters it refuses in one. */
const SHEET_NAME_MAX = 31;

function sheetName(title: string): string {
  return (
    title
      .replace(/[\\/?*[\]:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, SHEET_NAME_MAX)
      .trim() || 'Report'
  );
}

/** Text is neutralised like the CSV exports (a leading = + - @ would start a formula once re-saved as CSV). */
function cellValue(cell: TCell): string | number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  return typeof cell === 'number' ? cell : neutraliseCell(cell);
}

/**
 * An .xlsx workbook of one sheet: a bold, frozen header row with filters, then the rows. Numbers stay numbers (a
 * percent column holds whole percentages); every text cell is written as text, never as a formula.
 */
export async function toXlsx(table: TExportTable, now = new Date()): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Skillway';
  workbook.created = now;
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({ header: neutraliseCell(column.header), key: column.header }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EAF6' } };
  for (const row of table.rows) sheet.addRow(table.columns.map((_, index) => cellValue(row[index])));
  table.columns.forEach((column, index) => {
    const longest = Math.max(column.header.length, ...table.rows.map((row) => String(row[index] ?? '').length));
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.min(MAX_COLUMN_WIDTH, Math.max(8, longest + 2));
    if (column.kind === 'number' || column.kind === 'percent') sheetColumn.alignment = { horizontal: 'right' };
  });
  if (table.columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

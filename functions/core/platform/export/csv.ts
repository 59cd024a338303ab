import { stringify } from 'csv-stringify/sync';

/** Characters that make a spreadsheet treat a cell as a formula (and tab/CR, which some readers strip first). */
const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r]/;

/**
 * Neutralises formula injection (OWASP "CSV Injection"): a text cell that would start a formula gets a leading
 * single quote, so spreadsheets show it as text. Every export writes its cells through this.
 */
export function neutraliseCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A CSV document (RFC 4180 quoting, CRLF line ends, a BOM so Excel reads UTF-8) with every cell neutralised. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  const body = stringify([header.map(neutraliseCell), ...rows.map((row) => row.map(neutraliseCell))], {
    record_delimiter: 'windows',
    quoted_match: /[",\r\n]/,
  });
  return `\uFEFF${body}`;
}

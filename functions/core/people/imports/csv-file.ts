import { parse } from 'csv-parse/sync';
import { MSG } from '@skillway/shared';

/**
 * Reading a CSV import file, without I/O: the checks every import makes before looking at a value (the user CSV and
 * the external training CSV share them). A file that fails one is refused WHOLE with the reason.
 */

export class CsvRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvRefusal';
  }
}

/** Cells a spreadsheet would run as a formula (OWASP CSV injection); tab and CR prefixes are used to hide them. */
const FORMULA_START = /^[\t\r ]*[=+\-@]|^[\t\r]/;

/** UTF-8 (with or without BOM), or Windows-1252 as Excel writes "CSV" on Windows; binary data is refused. */
function decodeText(data: Buffer): string {
  if (data.includes(0)) throw new CsvRefusal(MSG.IMPORT_BINARY);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  // Control characters other than tab, CR and LF do not occur in a text CSV.
  if (hasControlCharacters(text)) throw new CsvRefusal(MSG.IMPORT_BINARY);
  return text;
}

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

function describeRows(rows: number[]): string {
  const shown = rows.slice(0, 10).join(', ');
  return rows.length > 10 ? `${shown} and ${rows.length - 10} more` : shown;
}

function parseRecords(text: string): { record: string[]; line: number }[] {
  try {
    const parsed = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      // A quote inside an unquoted cell is kept as text (Excel never writes one; hand-made files do).
      relax_quotes: true,
      info: true,
      max_record_size: 64 * 1024,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    const where = lines ? ` (row ${lines})` : '';
    if (code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
      throw new CsvRefusal(`${MSG.IMPORT_MALFORMED}: a row has a different number of columns from the header${where}.`);
    }
    if (code === 'CSV_QUOTE_NOT_CLOSED')
      throw new CsvRefusal(`${MSG.IMPORT_MALFORMED}: a quoted cell is not closed${where}.`);
    throw new CsvRefusal(`${MSG.IMPORT_MALFORMED}${where}.`);
  }
}

/** What one kind of import file looks like. */
export interface TCsvSpec<C extends string> {
  columns: readonly C[];
  required: readonly C[];
  /** Header spellings people use for our columns (after lower-casing and turning spaces and dashes into `_`). */
  aliases?: Readonly<Record<string, C>>;
  /** A reason to refuse a header (the user CSV refuses any role column), checked before the column names. */
  refuseHeader?: (columns: readonly string[]) => string | undefined;
  limits: { maxBytes: number; maxRows: number; maxCellLength: number };
  /** The message for a file without data rows. */
  emptyMessage: string;
}

export interface TCsvRecord<C extends string> {
  /** Line of the file the row ends on (the header is line 1). */
  line: number;
  /** A cell of the row by column, trimmed; undefined when the file has no such column. */
  cell: (column: C) => string | undefined;
  /** A cell is longer than the spec allows (the row is refused, the file is not). */
  tooLong: boolean;
}

function readHeader<C extends string>(header: string[], spec: TCsvSpec<C>): C[] {
  const columns = header.map((raw) => {
    const key = raw
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    return spec.aliases?.[key] ?? key;
  });
  const refused = spec.refuseHeader?.(columns);
  if (refused) throw new CsvRefusal(refused);
  const unknown = columns.filter((column) => !(spec.columns as readonly string[]).includes(column));
  if (unknown.length > 0) {
    const names = unknown.map((column) => (column ? `"${column}"` : '(a column with no name)')).join(', ');
    throw new CsvRefusal(`${MSG.IMPORT_UNKNOWN_COLUMNS}: ${names}. The columns are ${spec.columns.join(', ')}.`);
  }
  const duplicated = columns.filter((column, index) => columns.indexOf(column) !== index);
  if (duplicated.length > 0)
    throw new CsvRefusal(`${MSG.IMPORT_DUPLICATE_COLUMNS}: ${[...new Set(duplicated)].join(', ')}.`);
  const missing = spec.required.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new CsvRefusal(`${MSG.IMPORT_MISSING_COLUMNS}: ${missing.join(', ')}.`);
  return columns as C[];
}

/**
 * Reads an import CSV. Throws CsvRefusal when the file as a whole is not acceptable: not .csv, empty, too large or
 * too many rows, binary, unparseable, unknown, duplicated or missing columns, a refused header, or any formula cell
 * (with its row numbers). Otherwise answers its data rows.
 */
export function readCsvFile<C extends string>(data: Buffer, fileName: string, spec: TCsvSpec<C>): TCsvRecord<C>[] {
  if (!/\.csv$/i.test(fileName.trim())) throw new CsvRefusal(MSG.IMPORT_NOT_CSV);
  if (data.length > spec.limits.maxBytes) throw new CsvRefusal(MSG.IMPORT_TOO_LARGE);
  if (data.length === 0) throw new CsvRefusal(spec.emptyMessage);
  const records = parseRecords(decodeText(data));
  const [header, ...body] = records;
  if (!header) throw new CsvRefusal(spec.emptyMessage);
  const columns = readHeader(header.record, spec);
  if (body.length === 0) throw new CsvRefusal(spec.emptyMessage);
  if (body.length > spec.limits.maxRows) throw new CsvRefusal(MSG.IMPORT_TOO_MANY_ROWS);

  const formulaRows = body
    .filter(({ record }) => record.some((value) => FORMULA_START.test(value)))
    .map(({ line }) => line);
  if (formulaRows.length > 0) throw new CsvRefusal(`${MSG.IMPORT_FORMULA}: row ${describeRows(formulaRows)}.`);

  return body.map(({ record, line }) => ({
    line,
    tooLong: record.some((value) => value.length > spec.limits.maxCellLength),
    cell: (column: C) => {
      const index = columns.indexOf(column);
      return index < 0 ? undefined : (record[index] ?? '').trim();
    },
  }));
}

import { parse } from 'csv-parse/sync';
import * as z from 'zod/mini';
import {
  MSG,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_GROUP_SEPARATOR,
  USER_IMPORT_LIMITS,
  USER_IMPORT_REQUIRED_COLUMNS,
  ZEmail,
  type TImportRowError,
  type TUserImportColumn,
} from '@skillway/shared';

/**
 * Reading and checking a user CSV, without I/O. A file that is not a user CSV (size, encoding, columns, a role
 * column, formulas) is refused WHOLE with the reason, so nothing is half-imported; a file that is one yields its
 * rows, and rows with bad values become row errors while the good rows go on to be imported.
 */

export class CsvRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvRefusal';
  }
}

interface TCsvUserRow {
  /** Line of the file the row ends on (the header is line 1). */
  row: number;
  first_name: string;
  last_name: string;
  email: string;
  /** Undefined when the file has no unique_id column (the stored value is kept). */
  unique_id: string | null | undefined;
  /** Group names; undefined when the column is absent or the cell empty (the user's groups are kept). */
  groups: string[] | undefined;
}

export interface TParsedUserCsv {
  rows: TCsvUserRow[];
  errors: TImportRowError[];
  /** Data rows in the file (good and bad). */
  total: number;
}

/** Header spellings people use for our columns (after lower-casing and turning spaces and dashes into `_`). */
const ALIASES: Record<string, TUserImportColumn> = {
  firstname: 'first_name',
  forename: 'first_name',
  surname: 'last_name',
  lastname: 'last_name',
  email_address: 'email',
  e_mail: 'email',
  uniqueid: 'unique_id',
  group: 'groups',
};

/** Any column that could carry a role or access level: roles are never set by import. */
const ROLE_COLUMN =
  /(^|_)(role|roles|role_id|role_name|access|access_level|permission|permissions|is_admin|admin|manager)(_|$)/;

/** Cells a spreadsheet would run as a formula (OWASP CSV injection); tab and CR prefixes are used to hide them. */
const FORMULA_START = /^[\t\r ]*[=+\-@]|^[\t\r]/;

function normaliseHeader(raw: string): string {
  const key = raw
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? key;
}

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

function readHeader(header: string[]): TUserImportColumn[] {
  const columns = header.map(normaliseHeader);
  if (columns.some((column) => ROLE_COLUMN.test(column))) throw new CsvRefusal(MSG.IMPORT_ROLE_COLUMN);
  const unknown = columns.filter((column) => !(USER_IMPORT_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) {
    const names = unknown.map((column) => (column ? `"${column}"` : '(a column with no name)')).join(', ');
    throw new CsvRefusal(`${MSG.IMPORT_UNKNOWN_COLUMNS}: ${names}. The columns are ${USER_IMPORT_COLUMNS.join(', ')}.`);
  }
  const duplicated = columns.filter((column, index) => columns.indexOf(column) !== index);
  if (duplicated.length > 0)
    throw new CsvRefusal(`${MSG.IMPORT_DUPLICATE_COLUMNS}: ${[...new Set(duplicated)].join(', ')}.`);
  const missing = USER_IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new CsvRefusal(`${MSG.IMPORT_MISSING_COLUMNS}: ${missing.join(', ')}.`);
  return columns as TUserImportColumn[];
}

const nameCheck =
  (field: string) =>
  (value: string): string | undefined => {
    const label = field.replace(/_/g, ' ');
    if (!value) return `The ${label} field is required.`;
    if (value.length > 100) return `The ${label} may not be greater than 100 characters.`;
    return undefined;
  };

/** Group names of a cell: split on ';', trimmed, empty parts dropped, duplicates (any case) once. */
export function splitGroupNames(cell: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of cell.split(USER_IMPORT_GROUP_SEPARATOR)) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** Checks one data row; returns the row or the reasons it cannot be imported. */
function readRow(columns: TUserImportColumn[], record: string[], line: number): TCsvUserRow | TImportRowError {
  const cell = (column: TUserImportColumn) => {
    const index = columns.indexOf(column);
    return index < 0 ? undefined : (record[index] ?? '').trim();
  };
  const problems: string[] = [];
  const first = cell('first_name') ?? '';
  const last = cell('last_name') ?? '';
  for (const problem of [nameCheck('first_name')(first), nameCheck('last_name')(last)])
    if (problem) problems.push(problem);
  const emailCell = cell('email') ?? '';
  const email = z.safeParse(ZEmail, emailCell);
  if (!email.success) problems.push(email.error.issues[0]?.message ?? 'The email must be a valid email address.');
  const uniqueCell = cell('unique_id');
  if (uniqueCell && uniqueCell.length > 100) problems.push('The unique id may not be greater than 100 characters.');
  const groupsCell = cell('groups');
  const groups = groupsCell ? splitGroupNames(groupsCell) : undefined;
  if (groups?.some((name) => name.length > 100)) problems.push('A group name may not be greater than 100 characters.');
  if (problems.length > 0) return { row: line, email: emailCell || null, message: problems.join(' ') };
  return {
    row: line,
    first_name: first,
    last_name: last,
    email: email.success ? email.data : '',
    unique_id: uniqueCell === undefined ? undefined : uniqueCell || null,
    groups: groups && groups.length > 0 ? groups : undefined,
  };
}

/**
 * Reads a user CSV. Throws CsvRefusal when the file as a whole is not acceptable: not .csv, empty, over 2 MB or
 * 1000 rows, binary, unparseable, a role column, unknown, duplicated or missing columns, or any formula cell (with
 * its row numbers). Otherwise returns the good rows and the row errors (bad values, an email twice in the file).
 */
export function parseUserCsv(data: Buffer, fileName: string): TParsedUserCsv {
  if (!/\.csv$/i.test(fileName.trim())) throw new CsvRefusal(MSG.IMPORT_NOT_CSV);
  if (data.length > USER_IMPORT_LIMITS.maxBytes) throw new CsvRefusal(MSG.IMPORT_TOO_LARGE);
  if (data.length === 0) throw new CsvRefusal(MSG.IMPORT_EMPTY);
  const records = parseRecords(decodeText(data));
  const [header, ...body] = records;
  if (!header) throw new CsvRefusal(MSG.IMPORT_EMPTY);
  const columns = readHeader(header.record);
  if (body.length === 0) throw new CsvRefusal(MSG.IMPORT_EMPTY);
  if (body.length > USER_IMPORT_LIMITS.maxRows) throw new CsvRefusal(MSG.IMPORT_TOO_MANY_ROWS);

  const formulaRows = body
    .filter(({ record }) => record.some((value) => FORMULA_START.test(value)))
    .map(({ line }) => line);
  if (formulaRows.length > 0) throw new CsvRefusal(`${MSG.IMPORT_FORMULA}: row ${describeRows(formulaRows)}.`);
  const longRows = body
    .filter(({ record }) => record.some((value) => value.length > USER_IMPORT_LIMITS.maxCellLength))
    .map(({ line }) => line);

  const rows: TCsvUserRow[] = [];
  const errors: TImportRowError[] = [];
  const seen = new Map<string, number>();
  for (const { record, line } of body) {
    if (longRows.includes(line)) {
      errors.push({
        row: line,
        email: null,
        message: `A cell is longer than ${USER_IMPORT_LIMITS.maxCellLength} characters.`,
      });
      continue;
    }
    const result = readRow(columns, record, line);
    if ('message' in result) {
      errors.push(result);
      continue;
    }
    const firstRow = seen.get(result.email);
    if (firstRow !== undefined) {
      errors.push({
        row: line,
        email: result.email,
        message: `${MSG.IMPORT_DUPLICATE_EMAIL} (first on row ${firstRow})`,
      });
      continue;
    }
    seen.set(result.email, line);
    rows.push(result);
  }
  return { rows, errors, total: body.length };
}

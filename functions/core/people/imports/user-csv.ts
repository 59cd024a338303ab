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
import { readCsvFile, type TCsvRecord, type TCsvSpec } from './csv-file';

/**
 * Reading and checking a user CSV, without I/O. A file that is not a user CSV (size, encoding, columns, a role
 * column, formulas) is refused WHOLE with the reason, so nothing is half-imported; a file that is one yields its
 * rows, and rows with bad values become row errors while the good rows go on to be imported.
 */

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

const USER_CSV: TCsvSpec<TUserImportColumn> = {
  columns: USER_IMPORT_COLUMNS,
  required: USER_IMPORT_REQUIRED_COLUMNS,
  aliases: ALIASES,
  refuseHeader: (columns) => (columns.some((column) => ROLE_COLUMN.test(column)) ? MSG.IMPORT_ROLE_COLUMN : undefined),
  limits: USER_IMPORT_LIMITS,
  emptyMessage: MSG.IMPORT_EMPTY,
};

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
function readRow({ cell, line }: TCsvRecord<TUserImportColumn>): TCsvUserRow | TImportRowError {
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
  const body = readCsvFile(data, fileName, USER_CSV);
  const rows: TCsvUserRow[] = [];
  const errors: TImportRowError[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    const { line } = record;
    if (record.tooLong) {
      errors.push({
        row: line,
        email: null,
        message: `A cell is longer than ${USER_IMPORT_LIMITS.maxCellLength} characters.`,
      });
      continue;
    }
    const result = readRow(record);
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

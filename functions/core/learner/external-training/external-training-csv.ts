import * as z from 'zod/mini';
import {
  COURSE_TYPES,
  EXTERNAL_TRAINING_IMPORT_COLUMNS,
  EXTERNAL_TRAINING_IMPORT_LIMITS,
  EXTERNAL_TRAINING_IMPORT_REQUIRED_COLUMNS,
  EXTERNAL_TRAINING_MSG,
  ZEmail,
  ZExternalTrainingBody,
  type TExternalTrainingBody,
  type TExternalTrainingImportColumn,
  type TImportRowError,
} from '@skillway/shared';
import { readCsvFile, type TCsvRecord, type TCsvSpec } from '../../people/imports/csv-file';

/**
 * Reading and checking an external training CSV, without I/O. The file is refused whole when it is not one (size,
 * encoding, columns, formulas); otherwise every row is checked with the same rules as the Add panel, and each bad
 * row becomes a row error. Whether the emails name active users is the import's check (it reads the table).
 */

interface TCsvTrainingRow {
  /** Line of the file the row ends on (the header is line 1). */
  row: number;
  email: string;
  training: TExternalTrainingBody;
}

export interface TParsedTrainingCsv {
  rows: TCsvTrainingRow[];
  errors: TImportRowError[];
  total: number;
}

const ALIASES: Record<string, TExternalTrainingImportColumn> = {
  email_address: 'email',
  e_mail: 'email',
  user: 'email',
  course_title: 'name',
  title: 'name',
  course: 'name',
  date_completed: 'completed',
  completed_date: 'completed',
  training_type: 'type',
  institute: 'body',
  institute_body: 'body',
  'institute_/_body': 'body',
  score_percent: 'score',
  'score_(%)': 'score',
  'cost_(£)': 'cost',
  expiry_date: 'deadline',
  expiry: 'deadline',
};

const TRAINING_CSV: TCsvSpec<TExternalTrainingImportColumn> = {
  columns: EXTERNAL_TRAINING_IMPORT_COLUMNS,
  required: EXTERNAL_TRAINING_IMPORT_REQUIRED_COLUMNS,
  aliases: ALIASES,
  limits: EXTERNAL_TRAINING_IMPORT_LIMITS,
  emptyMessage: EXTERNAL_TRAINING_MSG.IMPORT_EMPTY,
};

/** A type cell: the type's name (any case) or its id; unknown text is passed on for the schema to refuse. */
function typeId(cell: string): string | number {
  const byName = COURSE_TYPES.find((type) => type.name.toLowerCase() === cell.trim().toLowerCase());
  return byName ? byName.id : cell;
}

function readRow(record: TCsvRecord<TExternalTrainingImportColumn>): TCsvTrainingRow | TImportRowError {
  const { cell, line } = record;
  const emailCell = cell('email') ?? '';
  if (record.tooLong) {
    return {
      row: line,
      email: emailCell || null,
      message: `A cell is longer than ${EXTERNAL_TRAINING_IMPORT_LIMITS.maxCellLength} characters.`,
    };
  }
  const problems: string[] = [];
  const email = z.safeParse(ZEmail, emailCell);
  if (!email.success) problems.push(email.error.issues[0]?.message ?? 'The email must be a valid email address.');
  const training = z.safeParse(ZExternalTrainingBody, {
    name: cell('name') ?? '',
    completed: cell('completed') ?? '',
    type: typeId(cell('type') ?? ''),
    body: cell('body') ?? '',
    score: cell('score') ?? null,
    result: (cell('result') ?? '').toLowerCase(),
    cost: (cell('cost') ?? '').replace(/^£/, '') || null,
    deadline: cell('deadline') ?? null,
  });
  if (!training.success) problems.push(...training.error.issues.map((issue) => issue.message));
  if (!email.success || !training.success) return { row: line, email: emailCell || null, message: problems.join(' ') };
  return { row: line, email: email.data, training: training.data };
}

/** Reads an external training CSV: throws CsvRefusal for a file refused whole, else its good rows and row errors. */
export function parseExternalTrainingCsv(data: Buffer, fileName: string): TParsedTrainingCsv {
  const body = readCsvFile(data, fileName, TRAINING_CSV);
  const rows: TCsvTrainingRow[] = [];
  const errors: TImportRowError[] = [];
  for (const record of body) {
    const result = readRow(record);
    if ('message' in result) errors.push(result);
    else rows.push(result);
  }
  return { rows, errors, total: body.length };
}

import type { TImportSummary } from '@skillway/shared';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import { importUserRecords } from './import-users';
import type { TUploadedFile } from '../people/imports/multipart-file';
import { CsvRefusal } from '../people/imports/csv-file';
import { parseUserCsv } from '../people/imports/user-csv';

/**
 * POST /user/import: a file that is not an acceptable user CSV is refused whole (422 naming the problem, nothing
 * written); otherwise its good rows are imported and its bad rows reported and logged.
 */
export async function importUsersCsv(companyId: string, file: TUploadedFile, log: TLog): Promise<TImportSummary> {
  let parsed;
  try {
    parsed = parseUserCsv(file.data, file.fileName);
  } catch (error) {
    if (error instanceof CsvRefusal) throw AppError.validation({ file: [error.message] }, error.message);
    throw error;
  }
  return importUserRecords(companyId, parsed.rows, {
    source: 'csv',
    fileName: file.fileName,
    updateExisting: true,
    rowErrors: parsed.errors,
    totalRows: parsed.total,
    log,
  });
}

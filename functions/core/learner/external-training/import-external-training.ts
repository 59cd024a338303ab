import { randomUUID } from 'node:crypto';
import { EXTERNAL_TRAINING_MSG, type TExternalTrainingImportResponse, type TImportRowError } from '@skillway/shared';
import { sortableId } from '../../platform/crypto/tokens';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { CsvRefusal } from '../../people/imports/csv-file';
import { writeErrorLogs } from '../../people/imports/error-log-repository';
import type { TUploadedFile } from '../../people/imports/multipart-file';
import { listCompanyUsers } from '../../people/users/user-repository';
import { trainingFields } from './external-training-commands';
import { parseExternalTrainingCsv } from './external-training-csv';
import { renewFromExternalTraining } from './external-training-renewal';
import { insertExternalTrainingBatch, type TExternalTrainingRecord } from './external-training-repository';

/** Row errors the 422 answer lists (all of them are in the error logs). */
const ANSWER_ROWS_MAX = 10;

/**
 * POST /bulk-admin-external-training, all or nothing. A file that is not an external training CSV is refused whole
 * (422, nothing written). Every row must pass the Add panel's rules and name an active user of the company by
 * email; if any row fails, nothing is saved, each failure is written to the error logs (container External) and
 * the answer is a 422 listing them. Otherwise every row is saved.
 */
export async function importExternalTrainingCsv(
  auth: TAuth,
  file: TUploadedFile,
): Promise<TExternalTrainingImportResponse> {
  let parsed;
  try {
    parsed = parseExternalTrainingCsv(file.data, file.fileName);
  } catch (error) {
    if (error instanceof CsvRefusal) throw AppError.validation({ file: [error.message] }, error.message);
    throw error;
  }
  const users = await listCompanyUsers(auth.companyId);
  const activeByEmail = new Map(
    users.filter((user) => user.is_archived !== 1).map((user) => [user.email.toLowerCase(), user]),
  );
  const errors: TImportRowError[] = [...parsed.errors];
  const records: TExternalTrainingRecord[] = [];
  for (const row of parsed.rows) {
    const owner = activeByEmail.get(row.email);
    if (!owner) {
      errors.push({ row: row.row, email: row.email, message: EXTERNAL_TRAINING_MSG.IMPORT_UNKNOWN_USER });
      continue;
    }
    records.push({
      company_id: auth.companyId,
      user_id: owner.user_id,
      training_id: sortableId(),
      ...trainingFields(row.training),
      created_by: auth.userId,
    });
  }
  if (errors.length > 0) {
    errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    await writeErrorLogs(auth.companyId, 'External', {
      importId: randomUUID(),
      source: 'csv',
      fileName: file.fileName,
      errors,
    });
    const rows = errors.slice(0, ANSWER_ROWS_MAX).map((error) => `Row ${error.row}: ${error.message}`);
    throw AppError.validation(
      { file: [EXTERNAL_TRAINING_MSG.IMPORT_FAILED], rows },
      EXTERNAL_TRAINING_MSG.IMPORT_FAILED,
    );
  }
  await insertExternalTrainingBatch(records);
  // The imported records renew courses as added ones do (one Query of the courses for the whole file).
  await renewFromExternalTraining(auth.companyId, records);
  return { message: EXTERNAL_TRAINING_MSG.IMPORT_DONE, data: { total_rows: parsed.total, created: records.length } };
}

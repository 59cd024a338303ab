import { MSG, USER_IMPORT_LIMITS } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { importUsersCsv } from '../../core/workflows/import-users-csv';
import { readMultipartFile } from '../../core/people/imports/multipart-file';

export const handler = defineHandler('imports.users', async ({ auth, event, log }) => {
  const file = await readMultipartFile(event, USER_IMPORT_LIMITS.maxBytes);
  const summary = await importUsersCsv(auth.companyId, file, log);
  return { message: summary.failed > 0 ? MSG.IMPORT_DONE_WITH_ERRORS : MSG.IMPORT_DONE, data: summary };
});

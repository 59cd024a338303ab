import { BREATHE_IMPORT_TYPE, MSG } from '@skillway/shared';
import { assertBreatheAvailable } from '../../core/people/imports/breathe/breathe-access';
import { importBreatheUsers } from '../../core/workflows/import-breathe-users';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('breathe.importUsers', async ({ auth, body, log }) => {
  const company = assertBreatheAvailable(auth.company);
  const summary = await importBreatheUsers(company, body.type ?? BREATHE_IMPORT_TYPE.NEW_AND_UPDATE, log);
  return { message: summary.failed > 0 ? MSG.IMPORT_DONE_WITH_ERRORS : MSG.IMPORT_DONE, data: summary };
});

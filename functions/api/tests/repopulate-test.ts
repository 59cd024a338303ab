import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { restoreTestFromCatalogue } from '../../core/content/tests/restore-test';

export const handler = defineHandler('tests.repopulate', async ({ auth, params }) => ({
  data: await restoreTestFromCatalogue(auth.companyId, params.id, 'repopulate'),
  message: MSG.QUIZ_REPOPULATED,
}));

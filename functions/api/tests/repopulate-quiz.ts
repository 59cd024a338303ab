import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { restoreQuizFromCatalogue } from '../../core/content/tests/restore-quiz';

export const handler = defineHandler('quizzes.repopulate', async ({ auth, params }) => ({
  data: await restoreQuizFromCatalogue(auth.companyId, params.id, 'repopulate'),
  message: MSG.QUIZ_REPOPULATED,
}));

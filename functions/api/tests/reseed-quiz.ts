import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/content/courses/course-scope';
import { defineHandler } from '../../core/platform/http/define-handler';
import { restoreQuizFromCatalogue } from '../../core/content/tests/restore-quiz';

export const handler = defineHandler('quizzes.reseed', async ({ auth, params, query }) => ({
  data: await restoreQuizFromCatalogue(await courseCompanyId(auth, query.company_id), params.id, 'reseed'),
  message: MSG.QUIZ_RESEEDED,
}));

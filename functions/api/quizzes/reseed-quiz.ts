import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/courses/course-scope';
import { defineHandler } from '../../core/http/define-handler';
import { restoreQuizFromCatalogue } from '../../core/quizzes/restore-quiz';

export const handler = defineHandler('quizzes.reseed', async ({ auth, params, query }) => ({
  data: await restoreQuizFromCatalogue(await courseCompanyId(auth, query.company_id), params.id, 'reseed'),
  message: MSG.QUIZ_RESEEDED,
}));

import { ROLE } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { AppError } from '../../core/platform/http/app-error';
import { listQuestionsPage } from '../../core/content/tests/manage-questions';
import { serveTestPaper } from '../../core/learner/test-taking/serve-test-paper';

/**
 * Two views of one path: `view=admin` is Test admin's list with the correct answers, for administrators only;
 * without it the caller is taking the test and gets a paper without answers (administrators included).
 */
export const handler = defineHandler('quizzes.questions', async ({ auth, params, query, event }) => {
  if (query.view === 'admin') {
    if (auth.roleId !== ROLE.ADMIN) throw new AppError('FORBIDDEN');
    return listQuestionsPage(auth.companyId, params.id, query, event.rawPath);
  }
  return serveTestPaper(auth, params.id, event.rawPath);
});

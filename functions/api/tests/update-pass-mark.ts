import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { setPassMark } from '../../core/content/tests/manage-quiz';

export const handler = defineHandler('quizzes.passMark', async ({ auth, params, body }) => ({
  data: await setPassMark(auth.companyId, params.id, body.pass_mark),
  message: MSG.PASSMARK_ADDED,
}));

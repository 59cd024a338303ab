import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/http/define-handler';
import { setQuizSettings } from '../../core/quizzes/manage-quiz';

export const handler = defineHandler('quizzes.settings', async ({ auth, params, body }) => ({
  data: await setQuizSettings(auth.companyId, params.id, body),
  message: MSG.SETTINGS_UPDATED,
}));

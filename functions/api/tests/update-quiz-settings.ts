import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { setQuizSettings } from '../../core/content/tests/manage-quiz';

export const handler = defineHandler('quizzes.settings', async ({ auth, params, body }) => ({
  data: await setQuizSettings(auth.companyId, params.id, body),
  message: MSG.SETTINGS_UPDATED,
}));

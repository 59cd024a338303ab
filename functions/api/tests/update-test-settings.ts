import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { setTestSettings } from '../../core/content/tests/manage-test';

export const handler = defineHandler('tests.settings', async ({ auth, params, body }) => ({
  data: await setTestSettings(auth.companyId, params.id, body),
  message: MSG.SETTINGS_UPDATED,
}));

import { ERASURE_MSG } from '@skillway/shared/constants/privacy';
import { defineHandler } from '../../core/platform/http/define-handler';
import { savePrivacySettings } from '../../core/people/privacy/retention/privacy-settings';

export const handler = defineHandler('privacy.updateRetentionSettings', async ({ auth, body }) => ({
  message: ERASURE_MSG.SETTINGS_SAVED,
  data: await savePrivacySettings(auth.companyId, body),
}));

import { defineHandler } from '../../core/platform/http/define-handler';
import { getPrivacySettings } from '../../core/people/privacy/retention/privacy-settings';

export const handler = defineHandler('privacy.retentionSettings', async ({ auth }) => ({
  data: await getPrivacySettings(auth.companyId),
}));

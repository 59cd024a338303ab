import { SSO_MESSAGES } from '@skillway/shared';
import { updateSsoSettings } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The login page's connection and enforcement (needs the connection's passed test); administrators keep passwords. */
export const handler = defineHandler('sso.updateSettings', async ({ auth, body, log }) => ({
  message: SSO_MESSAGES.SETTINGS_SAVED,
  data: await updateSsoSettings(auth, body, log),
}));

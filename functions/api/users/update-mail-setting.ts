import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { setMailEnabled } from '../../core/people/users/mail-setting';

export const handler = defineHandler('users.updateMailSetting', async ({ auth, body }) => {
  await setMailEnabled(auth.companyId, body.enable_mail);
  return { data: { enable_mail: body.enable_mail }, message: MSG.MAIL_SETTING_UPDATED };
});

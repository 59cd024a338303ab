import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/http/define-handler';
import { listCompanyUsers } from '../../core/users/user-repository';
import { massRecipients, queueWelcomeEmails } from '../../core/users/welcome-email-requests';

export const handler = defineHandler('users.sendMassWelcomeEmail', async ({ auth, body }) => {
  const users = await listCompanyUsers(auth.companyId);
  const recipients = massRecipients(users, body.send_mail_option, body.users, auth.userId);
  const queued = await queueWelcomeEmails(auth.companyId, recipients);
  return { message: MSG.WELCOME_EMAIL_QUEUED, data: { queued } };
});

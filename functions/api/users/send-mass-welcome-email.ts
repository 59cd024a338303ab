import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { listCompanyUsers } from '../../core/people/users/user-repository';
import { massRecipients, queueWelcomeEmails } from '../../core/people/users/welcome-email-requests';

export const handler = defineHandler('users.sendMassWelcomeEmail', async ({ auth, body }) => {
  const users = await listCompanyUsers(auth.companyId);
  const recipients = massRecipients(users, body.send_mail_option, body.users, auth.userId);
  const queued = await queueWelcomeEmails(auth.companyId, recipients);
  return { message: MSG.WELCOME_EMAIL_QUEUED, data: { queued } };
});

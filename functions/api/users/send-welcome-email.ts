import { MSG } from '@skillway/shared';
import { AppError } from '../../core/platform/http/app-error';
import { defineHandler } from '../../core/platform/http/define-handler';
import { getUser } from '../../core/people/users/user-repository';
import { queueWelcomeEmails } from '../../core/people/users/welcome-email-requests';

export const handler = defineHandler('users.sendWelcomeEmail', async ({ auth, params }) => {
  const user = await getUser(auth.companyId, params.id);
  if (user.is_archived === 1) throw AppError.notFound();
  // The row action shows only while the welcome email has not been sent; the server holds the same line.
  if (user.is_mail_sent === 1) throw AppError.field('id', MSG.WELCOME_EMAIL_ALREADY_SENT);
  const queued = await queueWelcomeEmails(auth.companyId, [user.user_id]);
  return { message: MSG.WELCOME_EMAIL_QUEUED, data: { queued } };
});

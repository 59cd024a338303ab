import { MSG } from '@skillway/shared';
import { resetWelcomeEmail } from '../../core/people/companies/reset-welcome-email';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.resetWelcomeEmail', async ({ body }) => {
  await resetWelcomeEmail(body.company_id, body.id);
  return { data: { id: body.id, is_mail_sent: 0 }, message: MSG.WELCOME_EMAIL_RESET };
});

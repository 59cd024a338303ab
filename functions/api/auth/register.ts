import { openSession } from '../../core/auth/sign-in';
import { registerCompany } from '../../core/companies/register-company';
import { defineHandler } from '../../core/http/define-handler';

/** Creates the company and its administrator, then signs them in at once (201 with a session). */
export const handler = defineHandler('auth.register', async ({ body }) => {
  const { user } = await registerCompany(body);
  return openSession(user, body.password);
});

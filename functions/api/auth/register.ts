import { openSession } from '../../core/people/auth/sign-in';
import { registerCompany } from '../../core/workflows/register-company';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Creates the company and its administrator, then signs them in at once (201 with a session). */
export const handler = defineHandler('auth.register', async ({ body }) => {
  const { user } = await registerCompany(body);
  return openSession(user, body.password);
});

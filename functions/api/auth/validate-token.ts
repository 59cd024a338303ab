import { isResetTokenValid } from '../../core/people/auth/reset-password';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('auth.validateToken', async ({ params, body }) => ({
  data: { email: body.email, valid: await isResetTokenValid(body.email, params.token) },
}));

import { isResetTokenValid } from '../../core/auth/reset-password';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('auth.validateToken', async ({ params, body }) => ({
  data: { email: body.email, valid: await isResetTokenValid(body.email, params.token) },
}));

import { refreshSession } from '../../core/auth/refresh-session';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('auth.refresh', async ({ body }) => refreshSession(body.refresh_token));

import { refreshSession } from '../../core/people/auth/refresh-session';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('auth.refresh', async ({ body }) => refreshSession(body.refresh_token));

import { signInSetup } from '../../core/people/auth/sign-in-second-step';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The forced setup's key and QR code, for a `setup` challenge only. */
export const handler = defineHandler('auth.loginSetup', async ({ body }) => signInSetup(body.challenge));

import { callerAddress } from '../../core/people/auth/caller-address';
import { signIn } from '../../core/people/auth/sign-in';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('auth.login', async ({ body, event, log }) =>
  signIn({ email: body.email, password: body.password, address: callerAddress(event) }, log),
);

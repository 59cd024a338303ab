import { login } from '../../factories/http';
import { ADMIN_ONLY, PUBLIC, SIGNED_IN, type TDomainMatrix } from './matrix-types';

export const authMatrix: TDomainMatrix = {
  expectations: {
    'auth.login': PUBLIC,
    'auth.logout': SIGNED_IN,
    'auth.register': PUBLIC,
    'auth.forgotPassword': PUBLIC,
    'auth.validateToken': PUBLIC,
    'auth.resetPassword': PUBLIC,
    // Public, but the refresh token is the credential: without a valid one the answer is 401.
    'auth.refresh': { ...PUBLIC, anonymous: 'deny' },
    'auth.verifyEmail': PUBLIC,
    'auth.confirmEmailChange': PUBLIC,
    'auth.hubSpot': PUBLIC,
    // The company's own verification email (409 for the demo company: nothing is held).
    'auth.resendVerification': ADMIN_ONLY,
    // The sign-in's second step: public, the challenge is the credential (a bogus one is 422 on `challenge`).
    'auth.loginVerify': PUBLIC,
    'auth.loginSetup': PUBLIC,
    'auth.loginSetupConfirm': PUBLIC,
  },
  samples: {
    'auth.login': ({ tenants }) => ({ body: { email: tenants.a.learner.email, password: tenants.a.learner.password } }),
    'auth.logout': () => ({ freshSession: true }),
    // Refused as 422: the point is that anyone may call it.
    'auth.register': () => ({ body: { first_name: '' } }),
    'auth.forgotPassword': () => ({ body: { email: 'nobody@example.test' } }),
    'auth.validateToken': () => ({ params: { token: 'not-a-token' }, body: { email: 'nobody@example.test' } }),
    'auth.resetPassword': () => ({
      body: { email: 'nobody@example.test', token: 'not-a-token', password: 'Valid!Pass1', isResetPassword: 1 },
    }),
    'auth.hubSpot': () => ({ body: { email: 'visitor@example.test' } }),
    'auth.loginVerify': () => ({ body: { challenge: 'not-a-challenge', code: '123456' } }),
    'auth.loginSetup': () => ({ body: { challenge: 'not-a-challenge' } }),
    'auth.loginSetupConfirm': () => ({ body: { challenge: 'not-a-challenge', code: '123456' } }),
    'auth.refresh': async ({ actor }) => {
      if (!actor.email || !actor.password) return { body: { refresh_token: 'not-a-refresh-token' } };
      return { body: { refresh_token: (await login(actor.email, actor.password)).refresh } };
    },
  },
};

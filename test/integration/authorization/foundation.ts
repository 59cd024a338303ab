import { login } from '../../factories/http';
import { PUBLIC, SIGNED_IN, SIGNED_IN_OWN_RECORD, type TDomainMatrix } from './matrix-types';

export const foundationMatrix: TDomainMatrix = {
  expectations: {
    'system.health': PUBLIC,
    'system.openapi': PUBLIC,
    'auth.login': PUBLIC,
    'auth.logout': SIGNED_IN,
    'auth.register': PUBLIC,
    'auth.forgotPassword': PUBLIC,
    'auth.validateToken': PUBLIC,
    'auth.resetPassword': PUBLIC,
    // Public, but the refresh token is the credential: without a valid one the answer is 401.
    'auth.refresh': { ...PUBLIC, anonymous: 'deny' },
    'auth.verifyEmail': PUBLIC,
    'profile.get': SIGNED_IN,
    'profile.update': SIGNED_IN,
    'profile.updatePassword': SIGNED_IN,
    'uploads.sign': SIGNED_IN,
    'uploads.verify': SIGNED_IN_OWN_RECORD,
    'images.get': PUBLIC,
    'notifications.list': SIGNED_IN,
    'notifications.unread': SIGNED_IN,
    'notifications.readAll': SIGNED_IN,
    'notifications.clearAll': SIGNED_IN,
    'notifications.delete': SIGNED_IN_OWN_RECORD,
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
    'auth.refresh': async ({ actor }) => {
      if (!actor.email || !actor.password) return { body: { refresh_token: 'not-a-refresh-token' } };
      return { body: { refresh_token: (await login(actor.email, actor.password)).refresh } };
    },
    'profile.update': ({ actor }) => ({
      body: { first_name: actor.firstName ?? 'A', last_name: actor.lastName ?? 'B', email: actor.email ?? 'x@example.test' },
    }),
    'profile.updatePassword': () => ({
      body: { old_password: 'Wrong!Pass1', new_password: 'Other!Pass2', confirm_password: 'Other!Pass2' },
    }),
    'uploads.sign': () => ({ body: { type: 'avatar', file_name: 'me.png', content_type: 'image/png', size: 1000 } }),
    'uploads.verify': ({ owner }) => ({ body: { type: 'avatar', key: owner.uploadKey } }),
    'images.get': ({ tenants }) => tenants.imageRequest,
    'notifications.list': () => ({ query: { page: '1', limit: '10' } }),
    'notifications.delete': async ({ owner }) => ({ params: { id: await owner.newNotification() } }),
  },
};

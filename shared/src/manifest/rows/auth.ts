import * as z from 'zod/mini';
import {
  ZForgotBody,
  ZHubSpotBody,
  ZLoginBody,
  ZLogoutResponse,
  ZRefreshBody,
  ZRefreshResponse,
  ZRegisterBody,
  ZResetBody,
  ZSession,
  ZValidateTokenBody,
  ZValidateTokenResponse,
} from '../../schemas/auth';
import { ZMessage } from '../../schemas/common';
import {
  ZLoginAnswer,
  ZLoginSetupBody,
  ZResetAnswer,
  ZLoginSetupConfirmBody,
  ZLoginVerifyBody,
  ZSessionWithRecoveryCodes,
  ZTwoStepSetup,
} from '../../schemas/two-step';
import { ZEmail, ZId } from '../../schemas/fields';
import { ADMINS } from '../access';
import { ROUTE_THROTTLES } from '../throttles';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

/** The query of a link the server signed into an email: whose it is, until when, and the signature over them. */
const SIGNED_LINK_QUERY = {
  cid: ZId,
  uid: ZId,
  exp: z.string().check(z.regex(/^\d{1,12}$/)),
  sig: z.string().check(z.minLength(1), z.maxLength(128)),
};

/** Sign-in, sign-out, signup, password reset and email verification (learner spec: Login, Signup, Forgot password). */
export const authRows = defineRows({
  'auth.login': {
    throttle: ROUTE_THROTTLES.signIn,
    method: 'POST',
    path: '/v1/clients/web/admin/login',
    handler: 'api/auth/login',
    access: 'public',
    tag: 'Auth',
    suspendedAccessible: true,
    summary:
      'Sign in with email and password. The refresh token is set as an HttpOnly cookie for the refresh call (refresh_token in the body is empty). When the user has two-step verification on, or their role requires it, the answer is instead a challenge (`two_step`: `code` or `setup`; no session, no cookie) for /login/verify or /login/setup.',
    request: { body: ZLoginBody },
    response: ZLoginAnswer,
    audit: NOT_AUDITED.SIGN_IN,
  },
  'auth.loginVerify': {
    throttle: ROUTE_THROTTLES.signIn,
    method: 'POST',
    path: '/v1/clients/web/admin/login/verify',
    handler: 'api/auth/login-verify',
    access: 'public',
    tag: 'Auth',
    suspendedAccessible: true,
    summary:
      "The sign-in's second step: the challenge and a 6-digit code (one step either side of now, each step once) or a recovery code (each once). Completes the sign-in as /login does. A wrong code is 422 and counts as a failed sign-in; after 5 tries, or 5 minutes, the challenge is refused (422 on challenge) and the user signs in again.",
    request: { body: ZLoginVerifyBody },
    response: ZSession,
    audit: NOT_AUDITED.SIGN_IN,
  },
  'auth.loginSetup': {
    throttle: ROUTE_THROTTLES.signIn,
    method: 'POST',
    path: '/v1/clients/web/admin/login/setup',
    handler: 'api/auth/login-setup',
    access: 'public',
    tag: 'Auth',
    suspendedAccessible: true,
    summary:
      'For a `setup` challenge (a role that must use two-step verification): the key to add to an authenticator app, its otpauth URI and a QR code of it. The only thing such a challenge allows besides its confirm.',
    request: { body: ZLoginSetupBody },
    response: ZTwoStepSetup,
    audit: NOT_AUDITED.SIGN_IN,
  },
  'auth.loginSetupConfirm': {
    throttle: ROUTE_THROTTLES.signIn,
    method: 'POST',
    path: '/v1/clients/web/admin/login/setup/confirm',
    handler: 'api/auth/login-setup-confirm',
    access: 'public',
    tag: 'Auth',
    suspendedAccessible: true,
    summary:
      'Confirm the setup with the first code: two-step verification is on, the sign-in completes as /login does, and the answer carries the 10 recovery codes (shown once).',
    request: { body: ZLoginSetupConfirmBody },
    response: ZSessionWithRecoveryCodes,
    audit: NOT_AUDITED.SIGN_IN,
  },
  'auth.logout': {
    method: 'DELETE',
    path: '/v1/logout',
    handler: 'api/auth/logout',
    access: 'authenticated',
    tag: 'Auth',
    suspendedAccessible: true,
    summary:
      "Sign out: the token stops working for this API, no session of the user refreshes, and the refresh cookie is cleared. When this browser's session came through an OpenID Connect connection whose IdP publishes an end_session_endpoint (the skillway_sso_session cookie the SSO callback set names it), the answer also offers the IdP's own logout: `idp_logout_url` (RP-Initiated Logout with client_id and post_logout_redirect_uri <origin>/login) and `idp_name` (the connection's name).",
    response: ZLogoutResponse,
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'auth.register': {
    throttle: ROUTE_THROTTLES.account,
    method: 'POST',
    path: '/v1/register',
    handler: 'api/auth/register',
    access: 'public',
    tag: 'Auth',
    status: 201,
    summary: 'Create a company in free trial with its administrator, and sign them in.',
    request: { body: ZRegisterBody },
    response: ZSession,
    audit: NOT_AUDITED.SIGN_UP,
  },
  'auth.forgotPassword': {
    throttle: ROUTE_THROTTLES.account,
    method: 'POST',
    path: '/v1/password/forgot',
    handler: 'api/auth/forgot-password',
    access: 'public',
    tag: 'Auth',
    summary: 'Email a password reset link (same answer whether or not the address exists).',
    request: { body: ZForgotBody },
    response: ZMessage,
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'auth.validateToken': {
    method: 'POST',
    path: '/v1/validate-token/{token}',
    handler: 'api/auth/validate-token',
    access: 'public',
    tag: 'Auth',
    summary: 'Check a password reset token before showing the form.',
    request: {
      params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
      body: ZValidateTokenBody,
    },
    response: ZValidateTokenResponse,
    audit: NOT_AUDITED.READ,
  },
  'auth.resetPassword': {
    throttle: ROUTE_THROTTLES.account,
    method: 'POST',
    path: '/v1/password/reset',
    handler: 'api/auth/reset-password',
    access: 'public',
    tag: 'Auth',
    summary:
      "Set a new password with a reset token (forgotten password, the welcome email's set-password link, or the default password), and sign in with it as /login does: a session (the refresh token as the HttpOnly cookie), or the two-step challenge when the user has it on or their role requires it.",
    request: { body: ZResetBody },
    response: ZResetAnswer,
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'auth.verifyEmail': {
    method: 'GET',
    path: '/v1/email/verify',
    handler: 'api/auth/verify-email',
    access: 'public',
    tag: 'Auth',
    status: 302,
    summary:
      "The link in the registration email: records the address as verified (the registering administrator's also lifts the company's mail hold and sends the held mail), then redirects to /login?verified=1 (0 if the link is invalid; &mail_released=1 when this verification lifted the hold).",
    request: {
      query: z.object(SIGNED_LINK_QUERY),
    },
    response: z.unknown(),
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'auth.resendVerification': {
    method: 'POST',
    path: '/v1/email/verify/resend',
    handler: 'api/auth/resend-verification',
    access: ADMINS,
    tag: 'Auth',
    summary:
      "While the company's mail is held (self-registered, its registering administrator's address not yet verified): sends the verification link again to the address the company registered with. 409 once verified; 429 after 5 in an hour.",
    response: ZMessage,
    audit: NOT_AUDITED.MESSAGE_ONLY,
  },
  'auth.confirmEmailChange': {
    method: 'GET',
    path: '/v1/email/change',
    handler: 'api/auth/confirm-email-change',
    access: 'public',
    tag: 'Auth',
    status: 302,
    summary:
      'The link sent to a new address: makes the change of address asked for on the profile, then redirects to /login?email_changed=1 (0 if the link is invalid, expired or used).',
    request: {
      query: z.object({ ...SIGNED_LINK_QUERY, email: ZEmail }),
    },
    response: z.unknown(),
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'auth.refresh': {
    method: 'POST',
    path: '/v1/groups/',
    handler: 'api/auth/refresh',
    access: 'public',
    tag: 'Auth',
    suspendedAccessible: true,
    summary:
      "Exchange the refresh cookie (the HttpOnly skillway_refresh cookie login and register set, or its value as refresh_token in the body) for a new access token; the answer sets the cookie's next one-time value, the old one works only in a short grace, and a reused one ends the session. A refusal clears the cookie.",
    request: { body: ZRefreshBody },
    response: ZRefreshResponse,
    audit: NOT_AUDITED.SIGN_IN,
  },
  'auth.hubSpot': {
    method: 'POST',
    path: '/v1/hub-spot',
    handler: 'api/auth/hub-spot',
    access: 'public',
    tag: 'Auth',
    summary:
      "Signup: pass the visitor's email to the marketing CRM (HubSpot on AWS, a log line locally); throttled per address and caller.",
    request: { body: ZHubSpotBody },
    response: ZMessage,
    audit: NOT_AUDITED.MESSAGE_ONLY,
  },
});

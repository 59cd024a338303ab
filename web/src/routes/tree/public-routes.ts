import { screenRoute } from './screen-route';

const login = screenRoute('/login', () => import('../../features/auth/pages/login-page'));
const twoStep = screenRoute('/login/two-step', () => import('../../features/auth/pages/two-step-page'));
const signup = screenRoute('/signup', () => import('../../features/auth/pages/signup-page'));
const forgotPassword = screenRoute('/forgot-password', () => import('../../features/auth/pages/forgot-password-page'));
const passwordReset = screenRoute('/password-reset', () => import('../../features/auth/pages/password-reset-page'));
const defaultPasswordReset = screenRoute(
  '/admin/password-reset',
  () => import('../../features/auth/pages/default-password-reset-page'),
);
const thankYou = screenRoute('/thankyou', () => import('../../features/auth/pages/thank-you-page'));

const privacyPolicy = screenRoute('/privacy-policy', () => import('../../features/legal/pages/privacy-policy-page'));
const terms = screenRoute('/terms', () => import('../../features/legal/pages/terms-page'));
const verifyCertificate = screenRoute(
  '/certificates/verify/$id',
  () => import('../../features/certificates/pages/verify-certificate-page'),
);
/** Where single sign-on returns (issue 30): the sign-in's end, and a test sign-in's window. */
const ssoComplete = screenRoute('/sso/complete', () => import('../../features/sso/pages/sso-complete-page'));
const ssoTestComplete = screenRoute(
  '/sso/test-complete',
  () => import('../../features/sso/pages/sso-test-complete-page'),
);
const apiDocs = screenRoute('/docs', () => import('../../features/system/pages/api-docs-page'));

/** The logged-out screens and the pages anyone may read. */
export const publicRoutes = [
  login,
  twoStep,
  signup,
  forgotPassword,
  passwordReset,
  defaultPasswordReset,
  thankYou,
  privacyPolicy,
  terms,
  verifyCertificate,
  apiDocs,
  ssoComplete,
  ssoTestComplete,
] as const;

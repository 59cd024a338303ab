import { publicPage, screenRoute } from './screen-route';

const login = screenRoute('/login', () => import('../../features/auth/pages/login-page'));
const twoStep = screenRoute('/login/two-step', () => import('../../features/auth/pages/two-step-page'));
const signup = screenRoute('/signup', publicPage('/signup'));
const forgotPassword = screenRoute('/forgot-password', publicPage('/forgot-password'));
const passwordReset = screenRoute('/password-reset', publicPage('/password-reset'));
const defaultPasswordReset = screenRoute('/admin/password-reset', publicPage('/admin/password-reset'));
const thankYou = screenRoute('/thankyou', publicPage('/thankyou'));

const privacyPolicy = screenRoute('/privacy-policy', publicPage('/privacy-policy'));
const terms = screenRoute('/terms', publicPage('/terms'));
const verifyCertificate = screenRoute('/certificates/verify/$id', publicPage('/certificates/verify/$id'));
/** Where single sign-on returns (issue 30): the sign-in's end, and a test sign-in's window. */
const ssoComplete = screenRoute('/sso/complete', publicPage('/sso/complete'));
const ssoTestComplete = screenRoute('/sso/test-complete', publicPage('/sso/test-complete'));
const apiDocs = screenRoute('/docs', publicPage('/docs'));

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

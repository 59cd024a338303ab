import { screenRoute } from './screen-route';

const LOGGED_OUT_ONLY = { public: true, onlyLoggedOut: true } as const;
/** Readable by anyone, signed in or not: legal text must be reachable from the signup form and the footer. */
const OPEN = { public: true, suspendedAccessible: true } as const;

const login = screenRoute(
  '/login',
  { title: 'Login', breadcrumbs: [], flags: LOGGED_OUT_ONLY, bare: true },
  () => import('../../features/auth/pages/login-page'),
);
const signup = screenRoute(
  '/signup',
  { title: 'Sign Up', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  () => import('../../features/auth/pages/signup-page'),
);
const forgotPassword = screenRoute(
  '/forgot-password',
  { title: 'Forgot Password', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  () => import('../../features/auth/pages/forgot-password-page'),
);
const passwordReset = screenRoute(
  '/password-reset',
  { title: 'Password Reset', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  () => import('../../features/auth/pages/password-reset-page'),
);
const defaultPasswordReset = screenRoute(
  '/admin/password-reset',
  { title: 'Choose Your Password', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  () => import('../../features/auth/pages/default-password-reset-page'),
);
const thankYou = screenRoute(
  '/thankyou',
  { title: 'Registration Complete', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  () => import('../../features/auth/pages/thank-you-page'),
);

const privacyPolicy = screenRoute(
  '/privacy-policy',
  { title: 'Privacy Policy', breadcrumbs: [], flags: OPEN },
  () => import('../../features/legal/pages/privacy-policy-page'),
);
const terms = screenRoute(
  '/terms',
  { title: 'Terms of Service', breadcrumbs: [], flags: OPEN },
  () => import('../../features/legal/pages/terms-page'),
);
const verifyCertificate = screenRoute(
  '/certificates/verify/$id',
  { title: 'Certificate Verification', breadcrumbs: [], flags: OPEN },
  () => import('../../features/certificates/pages/verify-certificate-page'),
);
const apiDocs = screenRoute(
  '/docs',
  { title: 'API Reference', breadcrumbs: [], flags: OPEN },
  () => import('../../features/system/pages/api-docs-page'),
);

/** The logged-out screens and the pages anyone may read. */
export const publicRoutes = [
  login,
  signup,
  forgotPassword,
  passwordReset,
  defaultPasswordReset,
  thankYou,
  privacyPolicy,
  terms,
  verifyCertificate,
  apiDocs,
] as const;

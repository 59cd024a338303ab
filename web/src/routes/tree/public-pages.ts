import type { TScreenPath } from '../screens';
import type { TPageModule } from './page-module';

/**
 * The public screens' pages but the sign-in's own (the login page and its two-step step, which the entry names
 * directly), one lazy chunk each, reached through this one small module as the learner's and staff pages are: the
 * entry carries one lazy import for all of them rather than each page's, with its list of chunks to preload. A
 * signed-out visitor's browser fetches it when first idle (screen-route.ts).
 */
export const publicPages = {
  '/signup': () => import('../../features/auth/pages/signup-page'),
  '/forgot-password': () => import('../../features/auth/pages/forgot-password-page'),
  '/password-reset': () => import('../../features/auth/pages/password-reset-page'),
  '/admin/password-reset': () => import('../../features/auth/pages/default-password-reset-page'),
  '/thankyou': () => import('../../features/auth/pages/thank-you-page'),
  '/privacy-policy': () => import('../../features/legal/pages/privacy-policy-page'),
  '/terms': () => import('../../features/legal/pages/terms-page'),
  '/certificates/verify/$id': () => import('../../features/certificates/pages/verify-certificate-page'),
  '/sso/complete': () => import('../../features/sso/pages/sso-complete-page'),
  '/sso/test-complete': () => import('../../features/sso/pages/sso-test-complete-page'),
  '/docs': () => import('../../features/system/pages/api-docs-page'),
} satisfies Partial<Record<TScreenPath, () => Promise<TPageModule>>>;

export type TPublicPagePath = keyof typeof publicPages;

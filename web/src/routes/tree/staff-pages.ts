import type { TScreenPath } from '../screens';
import type { TPageModule } from './page-module';

/**
 * The pages of the staff screens (an administrator's, a manager's, the super administrator's), one lazy chunk each,
 * reached through this one small module (as the course and report screens are: each feature's lazy-pages.ts). A learner
 * never loads it: the entry chunk carries one lazy import for all of them rather than each page's, with its list of
 * chunks to preload (a hundred-odd addresses). A staff member's shell fetches it when idle (screen-route.ts).
 */
export const staffPages = {
  '/admin': () => import('../../features/admin/pages/admin-landing-page'),
  '/admin/finance/account-status': () => import('../../features/billing/pages/account-status-page'),
  '/admin/finance/company': () => import('../../features/companies/pages/company-information-page'),
  '/admin/users': () => import('../../features/users/pages/users-page'),
  '/admin/archived-users': () => import('../../features/users/pages/archived-users-page'),
  '/admin/user-course-report/$id': () => import('../../features/users/pages/user-course-report-page'),
  '/admin/archived-user-report/$id': () => import('../../features/users/pages/archived-user-report-page'),
  '/admin/groups': () => import('../../features/groups/pages/groups-page'),
  '/admin/playlists': () => import('../../features/playlists/pages/playlists-page'),
  '/admin/playlists/organise/$id': () => import('../../features/playlists/pages/organise-playlist-page'),
  '/admin/notification': () => import('../../features/notifications/pages/notification-settings-page'),
  '/admin/compliance': () => import('../../features/compliance/pages/compliance-page'),
  '/admin/account/sso': () => import('../../features/sso/pages/sso-page'),
  '/admin/account/provisioning': () => import('../../features/provisioning/pages/provisioning-page'),
  '/admin/account/privacy': () => import('../../features/privacy/pages/privacy-requests-page'),
  '/admin/integrations/xapi': () => import('../../features/xapi-clients/pages/xapi-clients-page'),
  '/admin/audit-log': () => import('../../features/audit/pages/audit-log-page'),
  '/admin/help': () => import('../../features/help/pages/help-page'),
  '/admin/help/faq': () => import('../../features/help/pages/faq-page'),
  '/admin/help/guides': () => import('../../features/help/pages/guides-page'),
  '/admin/marketplace': () => import('../../features/marketplace/pages/marketplace-page'),
  '/super-admin/dashboard': () => import('../../features/companies/pages/platform-dashboard-page'),
  '/super-admin/companies': () => import('../../features/companies/pages/companies-page'),
  '/super-admin/company/$id': () => import('../../features/companies/pages/company-details-page'),
  '/super-admin/audit-log': () => import('../../features/audit/pages/platform-audit-log-page'),
  '/admin/reports/external-training': () =>
    import('../../features/external-training/pages/external-training-report-page'),
  '/profile/summary/$id': () => import('../../features/profile/pages/user-summary-page'),
  '/my-team': () => import('../../features/team/pages/my-team-page'),
} satisfies Partial<Record<TScreenPath, () => Promise<TPageModule>>>;

export type TStaffPagePath = keyof typeof staffPages;

import { screenRoute } from './screen-route';

const dashboard = screenRoute(
  '/super-admin/dashboard',
  () => import('../../features/companies/pages/platform-dashboard-page'),
);
const companies = screenRoute('/super-admin/companies', () => import('../../features/companies/pages/companies-page'));
const company = screenRoute(
  '/super-admin/company/$id',
  () => import('../../features/companies/pages/company-details-page'),
);
/** The platform's own audit log (issue 31); each company's is a tab of its details. */
const auditLog = screenRoute(
  '/super-admin/audit-log',
  () => import('../../features/audit/pages/platform-audit-log-page'),
);

/** The super administrator's screens: the platform dashboard, the Company List, one company's details, the audit log. */
export const superAdminRoutes = [dashboard, companies, company, auditLog] as const;

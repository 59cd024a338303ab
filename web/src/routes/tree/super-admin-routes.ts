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

/** The super administrator's screens: the platform dashboard, the Company List and one company's details. */
export const superAdminRoutes = [dashboard, companies, company] as const;

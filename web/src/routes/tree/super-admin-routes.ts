import { CRUMB } from '../breadcrumbs';
import { screenRoute } from './screen-route';

const SUPER_ADMIN = { superAdmin: true } as const;

const dashboard = screenRoute(
  '/super-admin/dashboard',
  { title: 'Dashboard', breadcrumbs: [CRUMB.superAdmin], flags: SUPER_ADMIN },
  () => import('../../features/companies/pages/platform-dashboard-page'),
);
const companies = screenRoute(
  '/super-admin/companies',
  { title: 'Company List', breadcrumbs: [CRUMB.superAdmin], flags: SUPER_ADMIN },
  () => import('../../features/companies/pages/companies-page'),
);
const company = screenRoute(
  '/super-admin/company/$id',
  { title: 'Company Details', breadcrumbs: [CRUMB.superAdmin, CRUMB.companies], flags: SUPER_ADMIN },
  () => import('../../features/companies/pages/company-details-page'),
);

/** The super administrator's screens: the platform dashboard, the Company List and one company's details. */
export const superAdminRoutes = [dashboard, companies, company] as const;

import { CRUMB } from '../breadcrumbs';
import { screenRoute } from './screen-route';

const companies = screenRoute(
  '/super-admin/companies',
  { title: 'Company List', breadcrumbs: [CRUMB.superAdmin], flags: { superAdmin: true } },
  () => import('../../features/companies/pages/companies-page'),
);

/** The super administrator's screens. */
export const superAdminRoutes = [companies] as const;

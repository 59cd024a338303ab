import { CRUMB } from '../breadcrumbs';
import { screenRoute } from './screen-route';

const ADMIN = { admin: true } as const;

const reportsLanding = screenRoute(
  '/admin/reports',
  { title: 'Reports', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  () => import('../../features/reports/pages/reports-landing-page'),
);
const externalTrainingReport = screenRoute(
  '/admin/reports/external-training',
  { title: 'External Training Report', breadcrumbs: [CRUMB.admin, CRUMB.reports], flags: ADMIN },
  () => import('../../features/external-training/pages/external-training-report-page'),
);

/** The reports landing and its five reports. */
export const reportRoutes = [reportsLanding, externalTrainingReport] as const;

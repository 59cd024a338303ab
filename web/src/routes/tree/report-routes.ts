import type { TReportPageName } from '../../features/reports/lazy-pages';
import type { TRouteMeta } from '../route-flags';
import { CRUMB } from '../breadcrumbs';
import { screenRoute } from './screen-route';

const ADMIN = { admin: true } as const;

/** The report screens, each its own lazy chunk, reached through one small module and one lazy import. */
const reportPage = (name: TReportPageName) => () =>
  import('../../features/reports/lazy-pages').then((pages) => pages.reportPages[name]());

/** A report's metadata: every report sits under Admin › Reports and is for administrators. */
const reportMeta = (title: string): TRouteMeta => ({ title, breadcrumbs: [CRUMB.admin, CRUMB.reports], flags: ADMIN });

const reportsLanding = screenRoute(
  '/admin/reports',
  { title: 'Reports', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  reportPage('landing'),
);
const userReport = screenRoute('/admin/reports/user', reportMeta('User Report'), reportPage('users'));
const courseReport = screenRoute('/admin/reports/course', reportMeta('Course Report'), reportPage('courses'));
const courseDetailsReport = screenRoute(
  '/admin/reports/course/$id',
  reportMeta('Course Details Report'),
  reportPage('course'),
);
const groupReport = screenRoute('/admin/reports/group', reportMeta('Group Report'), reportPage('groups'));
const playlistReport = screenRoute('/admin/reports/playlist', reportMeta('Playlist Report'), reportPage('playlists'));
/** The page an emailed report's link opens: it fetches a fresh download link of the file. */
const reportFile = screenRoute('/admin/reports/files/$id', reportMeta('Report Download'), reportPage('file'));
const externalTrainingReport = screenRoute(
  '/admin/reports/external-training',
  reportMeta('External Training Report'),
  () => import('../../features/external-training/pages/external-training-report-page'),
);

/** The reports landing, its five reports, the course details report and the emailed report's download page. */
export const reportRoutes = [
  reportsLanding,
  userReport,
  courseReport,
  courseDetailsReport,
  groupReport,
  playlistReport,
  reportFile,
  externalTrainingReport,
] as const;

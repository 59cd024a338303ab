import type { TReportPageName } from '../../features/reports/lazy-pages';
import { screenRoute, staffPage } from './screen-route';

/** The report screens, each its own lazy chunk, reached through one small module and one lazy import. */
const reportPage = (name: TReportPageName) => () =>
  import('../../features/reports/lazy-pages').then((pages) => pages.reportPages[name]());

const reportsLanding = screenRoute('/admin/reports', reportPage('landing'));
const userReport = screenRoute('/admin/reports/user', reportPage('users'));
const courseReport = screenRoute('/admin/reports/course', reportPage('courses'));
const courseDetailsReport = screenRoute('/admin/reports/course/$id', reportPage('course'));
const groupReport = screenRoute('/admin/reports/group', reportPage('groups'));
const playlistReport = screenRoute('/admin/reports/playlist', reportPage('playlists'));
/**
 * The page an emailed report's link opens: it fetches a fresh download link of the file. Outside /admin, as a team
 * manager may be sent a report; the /admin path serves links emailed before.
 */
const reportFile = screenRoute('/reports/files/$id', reportPage('file'));
const adminReportFile = screenRoute('/admin/reports/files/$id', reportPage('file'));
const externalTrainingReport = screenRoute(
  '/admin/reports/external-training',
  staffPage('/admin/reports/external-training'),
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
  adminReportFile,
  externalTrainingReport,
] as const;

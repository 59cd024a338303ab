/**
 * The report screens' page modules, one lazy chunk each, reached through this one small module (as the course
 * screens are) so the entry chunk carries a single lazy import for all of them.
 */
export const reportPages = {
  landing: () => import('./pages/reports-landing-page'),
  users: () => import('./pages/user-report-page'),
  courses: () => import('./pages/course-report-list-page'),
  course: () => import('./pages/course-details-report-page'),
  groups: () => import('./pages/group-report-page'),
  playlists: () => import('./pages/playlist-report-page'),
  file: () => import('./pages/report-file-page'),
};

export type TReportPageName = keyof typeof reportPages;

import { screenRoute, staffPage } from './screen-route';

const dashboard = screenRoute('/', () => import('../../features/profile/pages/dashboard-page'));
const welcome = screenRoute('/welcome', () => import('../../features/profile/pages/welcome-page'));
const aboutUs = screenRoute('/about-us', () => import('../../features/legal/pages/about-us-page'));
const partnerProgramme = screenRoute(
  '/partner-programme',
  () => import('../../features/legal/pages/partner-programme-page'),
);

const myCourses = screenRoute('/courses', () => import('../../features/learning/pages/my-courses-page'));
const courseDetails = screenRoute(
  '/courses/details/$id',
  () => import('../../features/learning/pages/course-details-page'),
);
const coursePlayer = screenRoute(
  '/courses/player/$id',
  () => import('../../features/learning/pages/course-player-page'),
);
const testLog = screenRoute(
  '/courses/test/log/$id/$userId',
  () => import('../../features/test-taking/pages/test-log-page'),
);

const myPlaylists = screenRoute('/playlists', () => import('../../features/playlists/pages/my-playlists-page'));
const playlistDetails = screenRoute(
  '/playlist/details/$id',
  () => import('../../features/playlists/pages/playlist-details-page'),
);

const profile = screenRoute('/profile/profile', () => import('../../features/profile/pages/profile-page'));
const password = screenRoute('/profile/password', () => import('../../features/profile/pages/password-page'));
const activity = screenRoute('/profile/activity', () => import('../../features/profile/pages/activity-page'));
const courseProgress = screenRoute('/profile/courses', () => import('../../features/profile/pages/courses-page'));
const playlistProgress = screenRoute('/profile/playlists', () => import('../../features/profile/pages/playlists-page'));
const myExternalTraining = screenRoute(
  '/profile/external-training',
  () => import('../../features/external-training/pages/my-external-training-page'),
);
// A manager's view of a team member, or the administrator's of any user (the server enforces which).
const userSummary = screenRoute('/profile/summary/$id', staffPage('/profile/summary/$id'));

// Download my data: the exports the caller may open (the bell leads here) and one export's page (the email's link).
const dataExports = screenRoute(
  '/privacy/exports',
  () => import('../../features/privacy/pages/personal-data-exports-page'),
);
const dataExport = screenRoute(
  '/privacy/exports/$id',
  () => import('../../features/privacy/pages/personal-data-export-page'),
);

const myTeam = screenRoute('/my-team', staffPage('/my-team'));

/** The screens of every signed-in role (the learner's own pages), plus the manager's team. */
export const learnerRoutes = [
  dashboard,
  welcome,
  aboutUs,
  partnerProgramme,
  myCourses,
  courseDetails,
  coursePlayer,
  testLog,
  myPlaylists,
  playlistDetails,
  profile,
  myExternalTraining,
  password,
  activity,
  courseProgress,
  playlistProgress,
  userSummary,
  dataExports,
  dataExport,
  myTeam,
] as const;

import { learnerPage, screenRoute, staffPage } from './screen-route';

const dashboard = screenRoute('/', () => import('../../features/profile/pages/dashboard-page'));
const welcome = screenRoute('/welcome', learnerPage('/welcome'));
const aboutUs = screenRoute('/about-us', learnerPage('/about-us'));
const partnerProgramme = screenRoute('/partner-programme', learnerPage('/partner-programme'));

const myCourses = screenRoute('/courses', () => import('../../features/learning/pages/my-courses-page'));
const courseDetails = screenRoute('/courses/details/$id', learnerPage('/courses/details/$id'));
const coursePlayer = screenRoute(
  '/courses/player/$id',
  () => import('../../features/learning/pages/course-player-page'),
);
const testLog = screenRoute('/courses/test/log/$id/$userId', learnerPage('/courses/test/log/$id/$userId'));

const myPlaylists = screenRoute('/playlists', learnerPage('/playlists'));
const playlistDetails = screenRoute('/playlist/details/$id', learnerPage('/playlist/details/$id'));

const profile = screenRoute('/profile/profile', learnerPage('/profile/profile'));
const password = screenRoute('/profile/password', learnerPage('/profile/password'));
const activity = screenRoute('/profile/activity', learnerPage('/profile/activity'));
const courseProgress = screenRoute('/profile/courses', learnerPage('/profile/courses'));
const playlistProgress = screenRoute('/profile/playlists', learnerPage('/profile/playlists'));
const myExternalTraining = screenRoute('/profile/external-training', learnerPage('/profile/external-training'));
// A manager's view of a team member, or the administrator's of any user (the server enforces which).
const userSummary = screenRoute('/profile/summary/$id', staffPage('/profile/summary/$id'));

// Download my data: the exports the caller may open (the bell leads here) and one export's page (the email's link).
const dataExports = screenRoute('/privacy/exports', learnerPage('/privacy/exports'));
const dataExport = screenRoute('/privacy/exports/$id', learnerPage('/privacy/exports/$id'));

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

import { CRUMB } from '../breadcrumbs';
import { screenRoute } from './screen-route';

/** Open to administrators of a suspended company too. */
const SUSPENDED_OK = { suspendedAccessible: true } as const;

const dashboard = screenRoute(
  '/',
  { title: 'Dashboard', breadcrumbs: [], flags: {} },
  () => import('../../features/profile/pages/dashboard-page'),
);
const welcome = screenRoute(
  '/welcome',
  { title: 'Welcome', breadcrumbs: [], flags: {} },
  () => import('../../features/profile/pages/welcome-page'),
);
const aboutUs = screenRoute(
  '/about-us',
  { title: 'About Us', breadcrumbs: [], flags: SUSPENDED_OK },
  () => import('../../features/legal/pages/about-us-page'),
);
const partnerProgramme = screenRoute(
  '/partner-programme',
  { title: 'Partner Programme', breadcrumbs: [], flags: SUSPENDED_OK },
  () => import('../../features/legal/pages/partner-programme-page'),
);

const myCourses = screenRoute(
  '/courses',
  { title: 'My Courses', breadcrumbs: [CRUMB.myAccount], flags: {} },
  () => import('../../features/learning/pages/my-courses-page'),
);
const courseDetails = screenRoute(
  '/courses/details/$id',
  { title: 'Course Details', breadcrumbs: [CRUMB.myAccount, CRUMB.myCourses], flags: {} },
  () => import('../../features/learning/pages/course-details-page'),
);
const coursePlayer = screenRoute(
  '/courses/player/$id',
  { title: 'Course', breadcrumbs: [CRUMB.myAccount, CRUMB.myCourses], flags: {} },
  () => import('../../features/learning/pages/course-player-page'),
);
const testLog = screenRoute(
  '/courses/test/log/$id/$userId',
  { title: 'Test Log', breadcrumbs: [CRUMB.myAccount, CRUMB.myCourses], flags: {} },
  () => import('../../features/test-taking/pages/test-log-page'),
);

const myPlaylists = screenRoute(
  '/playlists',
  { title: 'My Playlists', breadcrumbs: [CRUMB.myAccount], flags: {} },
  () => import('../../features/playlists/pages/my-playlists-page'),
);
const playlistDetails = screenRoute(
  '/playlist/details/$id',
  { title: 'Playlist Details', breadcrumbs: [CRUMB.myAccount, CRUMB.myPlaylists], flags: {} },
  () => import('../../features/playlists/pages/playlist-details-page'),
);

const profile = screenRoute(
  '/profile/profile',
  { title: 'My Profile', breadcrumbs: [CRUMB.myAccount], flags: SUSPENDED_OK },
  () => import('../../features/profile/pages/profile-page'),
);
const password = screenRoute(
  '/profile/password',
  { title: 'My Password', breadcrumbs: [CRUMB.myAccount], flags: SUSPENDED_OK },
  () => import('../../features/profile/pages/password-page'),
);
const activity = screenRoute(
  '/profile/activity',
  { title: 'My Progress Summary', breadcrumbs: [CRUMB.myAccount], flags: {} },
  () => import('../../features/profile/pages/activity-page'),
);
const courseProgress = screenRoute(
  '/profile/courses',
  { title: 'My Course Progress', breadcrumbs: [CRUMB.myAccount, CRUMB.progressSummary], flags: {} },
  () => import('../../features/profile/pages/courses-page'),
);
const playlistProgress = screenRoute(
  '/profile/playlists',
  { title: 'My Playlists Progress', breadcrumbs: [CRUMB.myAccount, CRUMB.progressSummary], flags: {} },
  () => import('../../features/profile/pages/playlists-page'),
);
const myExternalTraining = screenRoute(
  '/profile/external-training',
  { title: 'My External Training', breadcrumbs: [CRUMB.myAccount], flags: {} },
  () => import('../../features/external-training/pages/my-external-training-page'),
);
// A manager's view of a team member, or the administrator's of any user (the server enforces which).
const userSummary = screenRoute(
  '/profile/summary/$id',
  { title: 'User Summary', breadcrumbs: [CRUMB.myAccount], flags: { manager: true, admin: true } },
  () => import('../../features/profile/pages/user-summary-page'),
);

const myTeam = screenRoute(
  '/my-team',
  { title: 'My Team', breadcrumbs: [CRUMB.myAccount], flags: { manager: true } },
  () => import('../../features/team/pages/my-team-page'),
);

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
  myTeam,
] as const;

import type { TScreenPath } from '../screens';
import type { TPageModule } from './page-module';

/**
 * The pages of every signed-in user's screens but the first ones (the dashboard, My Courses and the course player,
 * which the entry names directly), one lazy chunk each, reached through this one small module as the staff pages are
 * (staff-pages.ts): the entry carries one lazy import for all of them rather than each page's, with its list of
 * chunks to preload. Every signed-in shell fetches it when the browser is first idle (screen-route.ts), so the next
 * screen waits only for its own chunk.
 */
export const learnerPages = {
  '/welcome': () => import('../../features/profile/pages/welcome-page'),
  '/about-us': () => import('../../features/legal/pages/about-us-page'),
  '/partner-programme': () => import('../../features/legal/pages/partner-programme-page'),
  '/courses/details/$id': () => import('../../features/learning/pages/course-details-page'),
  '/courses/test/log/$id/$userId': () => import('../../features/test-taking/pages/test-log-page'),
  '/playlists': () => import('../../features/playlists/pages/my-playlists-page'),
  '/playlist/details/$id': () => import('../../features/playlists/pages/playlist-details-page'),
  '/profile/profile': () => import('../../features/profile/pages/profile-page'),
  '/profile/password': () => import('../../features/profile/pages/password-page'),
  '/profile/activity': () => import('../../features/profile/pages/activity-page'),
  '/profile/courses': () => import('../../features/profile/pages/courses-page'),
  '/profile/playlists': () => import('../../features/profile/pages/playlists-page'),
  '/profile/external-training': () => import('../../features/external-training/pages/my-external-training-page'),
  '/privacy/exports': () => import('../../features/privacy/pages/personal-data-exports-page'),
  '/privacy/exports/$id': () => import('../../features/privacy/pages/personal-data-export-page'),
} satisfies Partial<Record<TScreenPath, () => Promise<TPageModule>>>;

export type TLearnerPagePath = keyof typeof learnerPages;

import type { TListParams } from '../../../lib/use-list-params';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  /** A user's course rows (GET /users/courses): `userId` null for one's own. */
  courseLists: () => [...profileKeys.all, 'courses'] as const,
  courses: (userId: string | null, params: TListParams) => [...profileKeys.courseLists(), userId, params] as const,
  playlists: (userId: string | null, params: TListParams) => [...profileKeys.all, 'playlists', userId, params] as const,
  /** The User Summary's header (GET /customer-user/{id}). */
  summary: (userId: string) => [...profileKeys.all, 'summary', userId] as const,
  /** One's own two-step verification (GET /user/two-step). */
  twoStep: () => [...profileKeys.all, 'two-step'] as const,
};

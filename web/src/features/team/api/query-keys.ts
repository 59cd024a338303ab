import type { TListParams } from '../../../lib/use-list-params';
import type { TAssignTarget } from '../lib/assign-target';

export const teamKeys = {
  all: ['team'] as const,
  list: (search: string) => [...teamKeys.all, 'list', search] as const,
  /** A page of the team (the team-wide steppers' Select Users step). */
  page: (params: TListParams) => [...teamKeys.all, 'page', params] as const,
  /** One user's Assigned or Unassigned courses or playlists. */
  userRows: (target: TAssignTarget, userId: string, scope: 'enrolled' | 'unenrolled') =>
    [...teamKeys.all, target, userId, scope] as const,
  /** A page of what the caller may hand out (the steppers' second step). */
  offered: (target: TAssignTarget, params: TListParams) => [...teamKeys.all, 'offered', target, params] as const,
};

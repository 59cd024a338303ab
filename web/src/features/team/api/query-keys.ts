import type { TApiArgs } from '../../../api';
import type { TListParams } from '../../../lib/use-list-params';
import type { TAssignTarget } from '../lib/assign-target';

export const teamKeys = {
  all: ['team'] as const,
  /** GET /team with the query it sent: the whole team (My Team) or a page of it (the steppers). */
  list: (query: NonNullable<TApiArgs<'team.list'>['query']>) => [...teamKeys.all, 'list', query] as const,
  /** One user's Assigned or Unassigned courses or playlists. */
  userRows: (target: TAssignTarget, userId: string, scope: 'enrolled' | 'unenrolled') =>
    [...teamKeys.all, target, userId, scope] as const,
  /** A page of what the caller may hand out (the steppers' second step). */
  offered: (target: TAssignTarget, params: TListParams) => [...teamKeys.all, 'offered', target, params] as const,
};

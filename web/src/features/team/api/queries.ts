import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { usePlaylists } from '../../playlists/api/queries';
import { MAX_PAGE_SIZE, type TPaginationMeta } from '@skillway/shared';
import { api, type TApiArgs } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import type { TAssignRow, TAssignTarget, TOfferedRow } from '../lib/assign-target';
import { teamKeys } from './query-keys';

type TTeamListQuery = NonNullable<TApiArgs<'team.list'>['query']>;

const TEAM_NAME_FIELDS = ['first_name', 'last_name'] as const;

/** My Team's cards: the whole team on one page (the spec's "limit 999999"; a team is at most a company). */
export function wholeTeamQuery(search: string): TTeamListQuery {
  return {
    limit: MAX_PAGE_SIZE,
    orderBy: 'first_name',
    sortedBy: 'asc',
    search: searchQuery(search, TEAM_NAME_FIELDS),
  };
}

/** One page of the team, searched by name on the server (the steppers' Select Users table). */
export function teamPageQuery(params: TListParams): TTeamListQuery {
  return { ...pageQuery(params), search: searchQuery(params.search, TEAM_NAME_FIELDS) };
}

/** GET /team, the signed-in manager's team: whole (`wholeTeamQuery`) or a page of it (`teamPageQuery`). */
export function useTeamList(query: TTeamListQuery, enabled = true) {
  return useQuery({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => api('team.list', { query }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

async function fetchUserRows(
  target: TAssignTarget,
  userId: string,
  scope: 'enrolled' | 'unenrolled',
  signal: AbortSignal,
): Promise<TAssignRow[]> {
  const request = {
    params: { id: userId },
    query: { limit: MAX_PAGE_SIZE, orderBy: 'name', sortedBy: 'asc' as const },
  };
  const page =
    target === 'courses'
      ? await api(scope === 'enrolled' ? 'team.enrolledCourses' : 'team.unenrolledCourses', request, { signal })
      : await api(scope === 'enrolled' ? 'playlists.userEnrolled' : 'playlists.userUnenrolled', request, { signal });
  return page.data;
}

/**
 * One user's assigned or unassigned courses or playlists, whole (a company has at most a few hundred): the panel
 * filters them by name locally, so ticks survive a change of the search.
 */
export function useUserAssignRows(target: TAssignTarget, userId: string, scope: 'enrolled' | 'unenrolled') {
  return useQuery({
    queryKey: teamKeys.userRows(target, userId, scope),
    queryFn: ({ signal }) => fetchUserRows(target, userId, scope, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * One page of what the caller may hand out, searched by name on the server (the steppers' second step): the
 * assignable courses, or the company's playlists (a manager's list holds only published ones, as the assignable
 * courses do), read through the playlists area's own hook so both share one cache.
 */
export function useOfferedRows(
  target: TAssignTarget,
  params: TListParams,
  enabled: boolean,
): UseQueryResult<{ data: TOfferedRow[]; meta: TPaginationMeta }> {
  const query = { ...pageQuery(params), search: searchQuery(params.search, ['name']) };
  const courses = useQuery({
    queryKey: teamKeys.offered(target, params),
    queryFn: ({ signal }) => api('team.assignableCourses', { query }, { signal }),
    enabled: enabled && target === 'courses',
    placeholderData: keepPreviousData,
  });
  const playlists = usePlaylists(query, undefined, enabled && target === 'playlists');
  return target === 'courses' ? courses : playlists;
}

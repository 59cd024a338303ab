import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type TCourseEnrolGroup, type TCourseEnrolUser } from '@skillway/shared';
import { api } from '../../api';
import type { TEnrolListOps, TEnrolTarget } from './enrol-target';

/** The row each enrol list holds (the same for courses and playlists). */
interface TEnrolListRows {
  enrolledUsers: TCourseEnrolUser;
  unenrolledUsers: TCourseEnrolUser;
  enrolledGroups: TCourseEnrolGroup;
  unenrolledGroups: TCourseEnrolGroup;
}

/**
 * One enrol list of one course or playlist; `disabled` on a user marks an enrolment only through a group. The
 * panels read whole lists (a company has at most a few hundred users and groups) and filter them by name locally,
 * so ticks survive a change of filter. `enabled` keeps an unused list from fetching.
 */
export function useEnrolList<M extends string, L extends keyof TEnrolListOps>(
  target: TEnrolTarget<M>,
  id: string,
  list: L,
  enabled: boolean,
): UseQueryResult<TEnrolListRows[L][]> {
  const op: TEnrolListOps[keyof TEnrolListOps] = target.lists[list];
  return useQuery({
    queryKey: target.listKey(id, op),
    queryFn: async ({ signal }): Promise<TEnrolListRows[L][]> => {
      const page = await api(op, { params: { id }, query: { limit: MAX_PAGE_SIZE } }, { signal });
      // The manifest types each list's rows; `L` picks the same row type for the one operation asked for.
      return page.data as TEnrolListRows[L][];
    },
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

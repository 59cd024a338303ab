import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@skillway/shared';
import { api } from '../../../api';
import { courseAdminKeys } from './query-keys';

type TUserList = 'courses.enrolledUsers' | 'courses.unenrolledUsers';
type TGroupList = 'courses.enrolledGroups' | 'courses.unenrolledGroups';

/**
 * The panels read whole lists (a company has at most a few hundred users and groups) and filter them by name
 * locally, so ticks survive a change of filter. `enabled` keeps a closed panel from fetching.
 */
const listOptions = { staleTime: 0, refetchOnWindowFocus: false } as const;

/** Users enrolled on, or not enrolled on, one course; `disabled` marks users enrolled only through a group. */
export function useCourseEnrolUsers(courseId: string, list: TUserList, enabled: boolean) {
  return useQuery({
    queryKey: courseAdminKeys.enrolment(courseId, list),
    queryFn: async ({ signal }) =>
      (await api(list, { params: { id: courseId }, query: { limit: MAX_PAGE_SIZE } }, { signal })).data,
    enabled,
    ...listOptions,
  });
}

/** Groups enrolled on, or not enrolled on, one course. */
export function useCourseEnrolGroups(courseId: string, list: TGroupList, enabled: boolean) {
  return useQuery({
    queryKey: courseAdminKeys.enrolment(courseId, list),
    queryFn: async ({ signal }) =>
      (await api(list, { params: { id: courseId }, query: { limit: MAX_PAGE_SIZE } }, { signal })).data,
    enabled,
    ...listOptions,
  });
}

import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { ROLE } from '@skillway/shared';
import { api, getSession } from '../../../api';
import { searchQuery } from '../../../lib/use-list-params';
import { learningKeys } from './query-keys';

/** Cards per page of My Courses; the next page loads as the list scrolls to its end. */
const MY_COURSES_PAGE_SIZE = 12;

type TMyCoursesSource = 'mine' | 'published';

/** An administrator's Show All lists every published course of the company; everyone else their enrolments. */
export function myCoursesSource(roleId: number | undefined, type: string): TMyCoursesSource {
  return roleId === ROLE.ADMIN && type === 'all' ? 'published' : 'mine';
}

function myCoursesQueryOptions(source: TMyCoursesSource, type: string, search: string) {
  return infiniteQueryOptions({
    queryKey: learningKeys.list(source, type, search),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api(
        source === 'mine' ? 'learning.myCourses' : 'learning.publishedCourses',
        {
          query: {
            page: pageParam,
            limit: MY_COURSES_PAGE_SIZE,
            type: source === 'mine' ? type : undefined,
            search: searchQuery(search, ['name']),
          },
        },
        { signal },
      ),
    getNextPageParam: (last) => {
      const { current_page, total_pages } = last.meta.pagination;
      return current_page < total_pages ? current_page + 1 : undefined;
    },
  });
}

/**
 * My Courses, page by page: the caller's enrolled courses with `type` = a status, or (`source` 'published') the
 * company's published courses with the caller's enrolment on each.
 */
export function useMyCourses(source: TMyCoursesSource, type: string, search: string) {
  return useInfiniteQuery(myCoursesQueryOptions(source, type, search));
}

/** Starts reading My Courses' first page as it first shows (Show All, no search) before the page renders. */
export function prefetchMyCourses(queryClient: QueryClient): void {
  const source = myCoursesSource(getSession()?.user.role_id, 'all');
  void queryClient.prefetchInfiniteQuery(myCoursesQueryOptions(source, 'all', ''));
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { searchQuery } from '../../../lib/use-list-params';
import { learningKeys } from './query-keys';

/** Cards per page of My Courses; the next page loads as the list scrolls to its end. */
const MY_COURSES_PAGE_SIZE = 12;


/**
 * My Courses, page by page: the caller's enrolled courses with `type` = a status, or (`source` 'published') the
 * company's published courses with the caller's enrolment on each.
 */
export function useMyCourses(source: 'mine' | 'published', type: string, search: string) {
  return useInfiniteQuery({
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

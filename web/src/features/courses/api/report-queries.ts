import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@skillway/shared';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { courseKeys } from './query-keys';

/** The course report's search matches first name or surname (the exports and the emailed file are narrowed alike). */
export const COURSE_REPORT_SEARCH_FIELDS = ['first_name', 'last_name'] as const;

/** The course details report: every enrolled user with progress, dates and test results. */
export function useCourseReport(courseId: string, params: TListParams) {
  return useQuery({
    queryKey: courseKeys.report(courseId, params),
    queryFn: ({ signal }) =>
      api(
        'reports.course',
        {
          params: { id: courseId },
          query: { ...pageQuery(params), search: searchQuery(params.search, COURSE_REPORT_SEARCH_FIELDS) },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One enrolment's archived runs, newest first (read whole: one user's archives of one course). */
export function useCourseHistory(enrolmentId: string | null) {
  return useQuery({
    queryKey: courseKeys.history(enrolmentId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api(
          'reports.userHistory',
          { params: { id: enrolmentId ?? '' }, query: { limit: MAX_PAGE_SIZE } },
          { signal },
        )
      ).data,
    enabled: enrolmentId !== null,
    staleTime: 0,
  });
}

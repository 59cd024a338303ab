import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { reportKeys } from './query-keys';

/** The user search matches first name, surname or email; the emailed file is narrowed the same way. */
export const USER_REPORT_SEARCH_FIELDS = ['first_name', 'last_name', 'email'] as const;

/**
 * The user report: active users with their course, group and playlist counters, paged and searched by name. A
 * report is what an administrator shows an auditor, so it is read afresh each time it is opened.
 */
export function useUserReport(params: TListParams) {
  return useQuery({
    queryKey: reportKeys.users(params),
    queryFn: ({ signal }) =>
      api(
        'users.reports',
        { query: { ...pageQuery(params), search: searchQuery(params.search, USER_REPORT_SEARCH_FIELDS) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The landing's charts: logins by month, completions by month per course type, and enrolments by state. */
export function useReportCharts() {
  return useQuery({
    queryKey: reportKeys.charts(),
    queryFn: ({ signal }) => api('reports.charts', undefined, { signal }),
    staleTime: 0,
  });
}

/**
 * A fresh short-lived link to an emailed report's file. Never cached: each opening (and Download again) asks for a
 * new link; a report that is gone answers 404 and is not retried.
 */
export function useReportFile(id: string) {
  return useQuery({
    queryKey: reportKeys.file(id),
    queryFn: ({ signal }) => api('reports.file', { params: { id } }, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The company's scheduled reports (Email to… every week or month), next due first. */
export function useReportSchedules() {
  return useQuery({
    queryKey: reportKeys.schedules(),
    queryFn: async ({ signal }) => (await api('reports.schedules', undefined, { signal })).data,
  });
}

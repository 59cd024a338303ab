import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { companyKeys } from './query-keys';

/** How often the delete progress is asked for while the job runs. */
const DELETE_POLL_MS = 1000;

/**
 * A page of every customer company, newest first unless sorted, searched by name on the server and narrowed to
 * one state when `state` is set.
 */
export function useCompanies(params: TListParams, state: number | null = null) {
  return useQuery({
    queryKey: companyKeys.companies(params, state),
    queryFn: async ({ signal }) =>
      api(
        'companies.list',
        {
          query: {
            ...pageQuery(params),
            search: searchQuery(params.search, ['company_name']),
            state: state === null ? undefined : String(state),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in administrator's company: name, address and phone (Account Information). */
export function useCompanyDetails() {
  return useQuery({
    queryKey: companyKeys.details(),
    queryFn: async ({ signal }) => (await api('companies.details', {}, { signal })).data,
  });
}

/** One company for the platform console's header and Details tab. */
export function useCompany(id: string) {
  return useQuery({
    queryKey: companyKeys.companyDetail(id),
    queryFn: async ({ signal }) => (await api('companies.get', { params: { id } }, { signal })).data,
  });
}

/** The company's compliance figure (% of required learners in date today) for the Details tab. */
export function useCompanyCompliance(id: string) {
  return useQuery({
    queryKey: companyKeys.compliance(id),
    queryFn: async ({ signal }) => (await api('compliance.company', { params: { id } }, { signal })).data,
  });
}

/** The Users tab: the company's active users, paged and searched by name. */
export function useCompanyUsers(id: string, params: TListParams) {
  return useQuery({
    queryKey: companyKeys.users(id, params),
    queryFn: ({ signal }) =>
      api(
        'companies.users',
        {
          params: { id },
          query: { ...pageQuery(params), search: searchQuery(params.search, ['first_name', 'last_name']) },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The Courses tab: the company's course library (the super administrator names the company), with each test. */
export function useCompanyCourses(id: string, params: TListParams) {
  return useQuery({
    queryKey: companyKeys.courses(id, params),
    queryFn: ({ signal }) =>
      api(
        'courses.list',
        {
          query: {
            ...pageQuery(params),
            search: searchQuery(params.search, ['name']),
            include: 'test',
            company_id: id,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A company's delete job, asked for every second until it is done (`enabled` once the delete was accepted). */
export function useDeleteStatus(id: string, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.deleteStatus(id),
    queryFn: async ({ signal }) => (await api('companies.deleteStatus', { params: { id } }, { signal })).data,
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : DELETE_POLL_MS),
  });
}

/** The platform dashboard's figures: companies by state, users, learners active this month. */
export function usePlatformFigures() {
  return useQuery({
    queryKey: companyKeys.figures(),
    queryFn: async ({ signal }) => (await api('companies.figures', {}, { signal })).data,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type TExpiringWithin } from '@skillway/shared';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { NO_COMPLIANCE_FILTERS, complianceKeys, type TComplianceFilters } from './query-keys';

/** The matrix's search matches first name, surname or email, as the user report's does; its files are narrowed alike. */
export const COMPLIANCE_SEARCH_FIELDS = ['first_name', 'last_name', 'email'] as const;

/**
 * The headline: the % of required learners in date, overall and per required course, for everyone the viewer may see
 * (the server narrows a manager's to their team) or for a group or manager's team. What an auditor asks for, so it
 * is read afresh each time a screen shows it; a change of filter keeps the last figures until the new ones come.
 */
export function useComplianceSummary(filters: TComplianceFilters = NO_COMPLIANCE_FILTERS) {
  return useQuery({
    queryKey: complianceKeys.summary(filters),
    queryFn: async ({ signal }) =>
      (
        await api(
          'compliance.summary',
          { query: { group_id: filters.groupId ?? undefined, manager_id: filters.managerId ?? undefined } },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One page of the matrix: users × required courses, searched, narrowed by group or manager, sorted on the server. */
export function useComplianceMatrix(params: TListParams, filters: TComplianceFilters) {
  return useQuery({
    queryKey: complianceKeys.matrix(params, filters),
    queryFn: ({ signal }) =>
      api(
        'compliance.matrix',
        {
          query: {
            ...pageQuery(params),
            search: searchQuery(params.search, COMPLIANCE_SEARCH_FIELDS),
            group_id: filters.groupId ?? undefined,
            manager_id: filters.managerId ?? undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * A manager's whole team with their statuses (My Team's cards): the matrix on one page, which the server narrows to
 * the manager's team. A team is at most a company, as My Team's own list assumes.
 */
export function useTeamCompliance() {
  return useQuery({
    queryKey: complianceKeys.team(),
    queryFn: ({ signal }) =>
      api('compliance.matrix', { query: { limit: MAX_PAGE_SIZE, orderBy: 'first_name', sortedBy: 'asc' } }, { signal }),
    staleTime: 0,
  });
}

/** Certificates expiring in the next 30, 60 or 90 days, soonest first. */
export function useExpiringCertificates(within: TExpiringWithin) {
  return useQuery({
    queryKey: complianceKeys.expiring(within),
    queryFn: async ({ signal }) => (await api('compliance.expiring', { query: { within } }, { signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

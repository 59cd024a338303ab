import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import type { TListParams } from '../../../lib/use-list-params';
import { externalTrainingKeys, type TExternalTrainingFilters } from './query-keys';

/** The report's filters as the list and the export send them: the course title, the user, the day, types. */
export function reportFilterQuery(search: string, filters: TExternalTrainingFilters) {
  return {
    search: search.trim() || undefined,
    searchUser: filters.user.trim() || undefined,
    completed: filters.completed ?? undefined,
    // One comma-separated value, as the spec's call takes it.
    type: filters.types.length > 0 ? filters.types.join(',') : undefined,
  };
}

/** GET /external-training: the caller's own records, paged on the server. */
export function useMyExternalTraining(params: TListParams) {
  return useQuery({
    queryKey: externalTrainingKeys.mine(params),
    queryFn: ({ signal }) =>
      api('externalTraining.list', { query: { page: params.page, limit: params.limit, include: 'file' } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /admin-external-training: the company's records with their users, filtered. Each new search aborts the
 * request of the one before (the query's signal), so a slow answer never overwrites a newer one.
 */
export function useExternalTrainingReport(params: TListParams, filters: TExternalTrainingFilters) {
  return useQuery({
    queryKey: externalTrainingKeys.report(params, filters),
    queryFn: ({ signal }) =>
      api(
        'externalTraining.adminList',
        {
          query: {
            page: params.page,
            limit: params.limit,
            include: 'file,user',
            ...reportFilterQuery(params.search, filters),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /users/{id}/external-training: one user's records, for their manager or the administrator. */
export function useUserExternalTraining(userId: string, params: TListParams) {
  return useQuery({
    queryKey: externalTrainingKeys.ofUser(userId, params),
    queryFn: ({ signal }) =>
      api(
        'externalTraining.ofUser',
        { params: { id: userId }, query: { page: params.page, limit: params.limit, include: 'file' } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /external-training/{id}: the record the Edit panel starts from, as the server holds it now. */
export function useExternalTraining(id: string | null) {
  return useQuery({
    queryKey: externalTrainingKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api('externalTraining.get', { params: { id: id ?? '' }, query: { include: 'file' } }, { signal })).data,
    enabled: id !== null,
    staleTime: 0,
  });
}

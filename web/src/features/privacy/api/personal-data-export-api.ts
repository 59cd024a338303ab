import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERSONAL_DATA_EXPORT_POLL_MS, type TPersonalDataExport } from '@skillway/shared';
import { api, isApiError } from '../../../api';

/** Download my data: the export requests, their status while the worker builds them, and their download links. */
const dataExportKeys = {
  all: ['personal-data-exports'] as const,
  /** GET /personal-data-exports (`user_id` for an administrator's exports of a user). */
  list: (userId?: string) => [...dataExportKeys.all, 'list', userId ?? 'mine'] as const,
  one: (id: string) => [...dataExportKeys.all, 'one', id] as const,
};

/** Asks again while any export is still being built; stops once none is. */
function pollWhilePending(exports: readonly TPersonalDataExport[] | undefined): number | false {
  return exports?.some((item) => item.status === 'pending') ? PERSONAL_DATA_EXPORT_POLL_MS : false;
}

/** The caller's exports (and an administrator's exports for users); with `userId`, the administrators' of that user. */
export function useDataExports(userId?: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: dataExportKeys.list(userId),
    queryFn: async ({ signal }) =>
      (await api('privacy.exportList', { query: userId ? { user_id: userId } : {} }, { signal })).data,
    refetchInterval: (query) => pollWhilePending(query.state.data),
    staleTime: 0,
  });
}

/** One export's status, polled while pending; 404 and 410 (expired) are answers, not retried. */
export function useDataExport(id: string) {
  return useQuery({
    queryKey: dataExportKeys.one(id),
    queryFn: async ({ signal }) => (await api('privacy.exportGet', { params: { id } }, { signal })).data,
    refetchInterval: (query) => pollWhilePending(query.state.data ? [query.state.data] : undefined),
    retry: (count, error) => !(isApiError(error) && [403, 404, 410].includes(error.status)) && count < 2,
    staleTime: 0,
  });
}

/** Asks for an export: the caller's own (Profile), or with `userId` an administrator's of that user. */
export function useRequestDataExport(userId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (userId ? api('privacy.exportUser', { params: { id: userId } }) : api('privacy.exportMine')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.all }),
  });
}

/** A fresh short-lived link to a ready export's zip. */
export function useDownloadDataExport() {
  return useMutation({
    mutationFn: async (id: string) => (await api('privacy.exportDownload', { params: { id } })).data,
  });
}

import { useQuery } from '@tanstack/react-query';
import { ERROR_LOG_FETCH_LIMIT, type TErrorLogContainer } from '@skillway/shared';
import { api } from '../../../api';
import { importKeys } from './query-keys';

/** The newest import errors of a container (the spec's limit 10). */
export function useImportErrorLogs(container: TErrorLogContainer, enabled: boolean) {
  return useQuery({
    queryKey: importKeys.errorLogs(container),
    queryFn: async ({ signal }) =>
      (await api('imports.errorLogs', { query: { container, limit: ERROR_LOG_FETCH_LIMIT } }, { signal })).data,
    enabled,
    staleTime: 0,
  });
}

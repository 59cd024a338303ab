import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { xapiClientKeys } from './query-keys';

export function xapiClientsQueryOptions() {
  return queryOptions({
    queryKey: xapiClientKeys.list(),
    queryFn: ({ signal }) => api('xapi.listClients', undefined, { signal }),
  });
}

/** The company's LRS clients and the endpoint to give authoring tools. */
export function useXapiClients() {
  return useQuery(xapiClientsQueryOptions());
}

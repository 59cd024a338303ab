import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { provisioningKeys } from './query-keys';

export function scimTokensQueryOptions() {
  return queryOptions({
    queryKey: provisioningKeys.tokens(),
    queryFn: ({ signal }) => api('scim.listTokens', undefined, { signal }),
  });
}

/** The company's SCIM bearer tokens: name, created, by whom, last used. */
export function useScimTokens() {
  return useQuery(scimTokensQueryOptions());
}

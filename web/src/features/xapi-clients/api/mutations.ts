import { useMutation } from '@tanstack/react-query';
import type { TXapiClientCreateBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { xapiClientKeys } from './query-keys';

/** Creates an LRS client; the answer carries its secret this once. */
export function useCreateXapiClient() {
  const invalidate = useInvalidate(xapiClientKeys.all);
  return useMutation({
    mutationFn: (body: TXapiClientCreateBody) => api('xapi.createClient', { body }),
    onSuccess: invalidate,
  });
}

export function useRevokeXapiClient() {
  const invalidate = useInvalidate(xapiClientKeys.all);
  return useMutation({
    mutationFn: (id: string) => api('xapi.revokeClient', { params: { id } }),
    onSuccess: invalidate,
  });
}

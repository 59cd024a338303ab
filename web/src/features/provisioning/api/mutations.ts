import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { provisioningKeys } from './query-keys';

/** Creates a token; the answer carries it this once. */
export function useCreateScimToken() {
  const invalidate = useInvalidate(provisioningKeys.all);
  return useMutation({
    mutationFn: (name: string) => api('scim.createToken', { body: { name } }),
    onSuccess: invalidate,
  });
}

export function useRevokeScimToken() {
  const invalidate = useInvalidate(provisioningKeys.all);
  return useMutation({
    mutationFn: (id: string) => api('scim.revokeToken', { params: { id } }),
    onSuccess: invalidate,
  });
}

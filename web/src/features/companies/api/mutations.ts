import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { companyKeys } from './query-keys';

/** Turns a company's BreatheHR import on or off; the company list shows the new state after the refresh. */
export function useSetBreatheEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, enabled }: { companyId: string; enabled: boolean }) =>
      api('imports.breatheSetEnabled', { params: { id: companyId }, body: { breathe_enabled: enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyDetailsBody } from '@skillway/shared';
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

/** Edit Account Info: saves the address and phone (the company name is read-only) and refreshes the page's figures. */
export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyDetailsBody) => api('companies.updateDetails', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.details() }),
  });
}

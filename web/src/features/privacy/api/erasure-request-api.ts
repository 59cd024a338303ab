import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPrivacyDecisionBody, TPrivacySettingsBody } from '@skillway/shared';
import { api } from '../../../api';

/** Erasure, erasure requests and the company's privacy rules (issue 31; docs/privacy.md). */
const erasureKeys = {
  all: ['privacy-erasure'] as const,
  settings: () => [...erasureKeys.all, 'settings'] as const,
  requests: () => [...erasureKeys.all, 'requests'] as const,
  mine: () => [...erasureKeys.all, 'mine'] as const,
};

/** The company's privacy rules (legal records, retention): the administrator's. */
export function usePrivacySettings(enabled = true) {
  return useQuery({
    queryKey: erasureKeys.settings(),
    queryFn: async ({ signal }) => (await api('privacy.retentionSettings', {}, { signal })).data,
    enabled,
  });
}

export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPrivacySettingsBody) => api('privacy.updateRetentionSettings', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: erasureKeys.settings() }),
  });
}

/** Erases a user (the confirmation word typed in the dialog). */
export function useEraseUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) =>
      api('privacy.eraseUser', { params: { id: userId }, body: { confirm: confirm as 'ERASE' } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The caller's own erasure requests (Profile). */
export function useMyErasureRequests() {
  return useQuery({
    queryKey: erasureKeys.mine(),
    queryFn: async ({ signal }) => (await api('privacy.myErasureRequests', {}, { signal })).data,
  });
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api('privacy.requestErasure', { body: reason ? { reason } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: erasureKeys.all }),
  });
}

/** The company's erasure requests (Admin › Erasure Requests). */
export function useErasureRequests() {
  return useQuery({
    queryKey: erasureKeys.requests(),
    queryFn: async ({ signal }) => (await api('privacy.erasureRequests', {}, { signal })).data,
  });
}

export function useDecideErasureRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TPrivacyDecisionBody & { id: string }) =>
      api('privacy.decideErasureRequest', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { TSsoConnectionBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { ssoKeys } from './query-keys';

/** Adds a connection (id null) or changes one; a left-out client secret keeps the stored one. */
export function useSaveConnection() {
  const invalidate = useInvalidate(ssoKeys.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TSsoConnectionBody }) =>
      id ? api('sso.updateConnection', { params: { id }, body }) : api('sso.createConnection', { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteConnection() {
  const invalidate = useInvalidate(ssoKeys.all);
  return useMutation({
    mutationFn: (id: string) => api('sso.deleteConnection', { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Starts a test sign-in: the URL to open in a new window and the id its result is read by. */
export function useStartTest() {
  return useMutation({
    mutationFn: async (id: string) => (await api('sso.testConnection', { params: { id } })).data,
  });
}

export function useAddDomain() {
  const invalidate = useInvalidate(ssoKeys.all);
  return useMutation({
    mutationFn: (domain: string) => api('sso.addDomain', { body: { domain } }),
    onSuccess: invalidate,
  });
}

export function useVerifyDomain() {
  const invalidate = useInvalidate(ssoKeys.all);
  return useMutation({
    mutationFn: (domain: string) => api('sso.verifyDomain', { params: { domain } }),
    onSuccess: invalidate,
  });
}

export function useRemoveDomain() {
  const invalidate = useInvalidate(ssoKeys.all);
  return useMutation({
    mutationFn: (domain: string) => api('sso.removeDomain', { params: { domain } }),
    onSuccess: invalidate,
  });
}

/** The login page's connection and enforcement. */
export function useSaveSsoSettings() {
  const invalidate = useInvalidate(ssoKeys.all);
  return useMutation({
    mutationFn: (body: { enforced: boolean; connection_id: string | null }) => api('sso.updateSettings', { body }),
    onSuccess: invalidate,
  });
}

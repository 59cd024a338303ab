import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGroupBody, TGroupCreateBody, TGroupMembersBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { PEOPLE_RESOURCES } from '../../users/api/people-resources';
import { groupKeys } from './query-keys';

export function useSaveGroup() {
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TGroupBody & Pick<TGroupCreateBody, 'assign_users'> }) =>
      id ? api('groups.update', { params: { id }, body }) : api('groups.create', { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: (id: string) => api('groups.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useAssignGroupUsers() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TGroupMembersBody }) =>
      api('groups.assignUsers', { params: { id }, body }),
    // Refetched, not removed: removing the panel's query would unmount its editor (and with it this mutation's
    // per-call onSuccess, the toast and the close) before the save's outcome is shown.
    onSuccess: (_result, { id }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: groupKeys.candidates(id) }), invalidate()]),
  });
}

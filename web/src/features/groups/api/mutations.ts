import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGroupBody, TGroupMembersBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidatePeople } from '../../../lib/use-invalidate-people';
import { groupKeys } from './query-keys';

export function useSaveGroup() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TGroupBody }) =>
      id ? api('groups.update', { params: { id }, body }) : api('groups.create', { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (id: string) => api('groups.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useAssignGroupUsers() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TGroupMembersBody }) =>
      api('groups.assignUsers', { params: { id }, body }),
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: groupKeys.candidates(id) });
      return invalidate();
    },
  });
}

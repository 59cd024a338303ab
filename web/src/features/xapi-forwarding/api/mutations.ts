import { useMutation } from '@tanstack/react-query';
import type {
  TXapiForwardTargetCreateBody,
  TXapiForwardTargetUpdateBody,
} from '@skillway/shared/schemas/xapi-forwarding';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { xapiForwardingKeys } from './query-keys';

export function useCreateForwardTarget() {
  const invalidate = useInvalidate(xapiForwardingKeys.all);
  return useMutation({
    mutationFn: (body: TXapiForwardTargetCreateBody) => api('xapi.createForwardTarget', { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateForwardTarget() {
  const invalidate = useInvalidate(xapiForwardingKeys.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TXapiForwardTargetUpdateBody }) =>
      api('xapi.updateForwardTarget', { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteForwardTarget() {
  const invalidate = useInvalidate(xapiForwardingKeys.all);
  return useMutation({
    mutationFn: (id: string) => api('xapi.deleteForwardTarget', { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Retry or discard dead letters: those named, or (no ids) the oldest of the target's. */
export function useDeadLetterAction(action: 'retry' | 'discard') {
  const invalidate = useInvalidate(xapiForwardingKeys.all);
  return useMutation({
    mutationFn: ({ targetId, ids }: { targetId: string; ids?: string[] }) =>
      api(action === 'retry' ? 'xapi.retryForwardDeadLetters' : 'xapi.discardForwardDeadLetters', {
        params: { id: targetId },
        body: ids ? { ids } : {},
      }),
    onSuccess: invalidate,
  });
}

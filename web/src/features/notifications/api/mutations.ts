import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { notificationKeys } from './query-keys';

const NOTIFICATION_RESOURCES = [notificationKeys.all] as const;

export function useMarkAllRead() {
  const invalidate = useInvalidate(...NOTIFICATION_RESOURCES);
  return useMutation({ mutationFn: () => api('notifications.readAll'), onSuccess: invalidate });
}

export function useClearAll() {
  const invalidate = useInvalidate(...NOTIFICATION_RESOURCES);
  return useMutation({ mutationFn: () => api('notifications.clearAll'), onSuccess: invalidate });
}

export function useDeleteNotification() {
  const invalidate = useInvalidate(...NOTIFICATION_RESOURCES);
  return useMutation({
    mutationFn: (id: string) => api('notifications.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Marks one notification read (a click on it in the drawer, before following it). */
export function useMarkRead() {
  const invalidate = useInvalidate(...NOTIFICATION_RESOURCES);
  return useMutation({
    mutationFn: (id: string) => api('notifications.read', { params: { id } }),
    onSuccess: invalidate,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { notificationKeys } from './query-keys';

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkAllRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: () => api('notifications.readAll'), onSuccess: invalidate });
}

export function useClearAll() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: () => api('notifications.clearAll'), onSuccess: invalidate });
}

export function useDeleteNotification() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => api('notifications.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

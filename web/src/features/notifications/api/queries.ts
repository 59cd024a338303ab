import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { notificationKeys } from './query-keys';

const PAGE_SIZE = 20;
/** The bell's count is polled; a minute keeps it current without hammering the API. */
const UNREAD_POLL_MS = 60_000;

/** `enabled` false holds the first request (the header waits until the page is idle). */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) => (await api('notifications.unread', undefined, { signal })).data.count,
    refetchInterval: UNREAD_POLL_MS,
    enabled,
  });
}

export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      api('notifications.list', { query: { page: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { current_page, total_pages } = last.meta.pagination;
      return current_page < total_pages ? current_page + 1 : undefined;
    },
    enabled,
  });
}

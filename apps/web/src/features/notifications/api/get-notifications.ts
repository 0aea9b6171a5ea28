import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PAGE = 30;

/** GET /notifications?before=&limit=: one's notifications, newest first, a page at a time. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ pageParam }) =>
      api('GET /notifications', { query: { limit: PAGE, ...(pageParam ? { before: pageParam } : {}) } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());

/** The bell's count: the first notification's page answers `unread` too. */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unread,
    queryFn: async () => (await api('GET /notifications', { query: { limit: 1 } })).unread,
  });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadQueryOptions(), enabled });

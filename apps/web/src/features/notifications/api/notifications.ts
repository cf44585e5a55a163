import type { NotificationList, UnreadNotifications } from '@skillsync/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...queryRoots.notifications, 'list'] as const,
  unread: () => [...queryRoots.notifications, 'unread'] as const,
};

/** The bell's figure. The server says when it changes (realtime-sync.ts), so it is never polled. */
const unreadQuery = queryOptions({
  queryKey: notificationKeys.unread(),
  queryFn: ({ signal }) => api<UnreadNotifications>('/notifications/unread', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useUnreadNotifications = () => useQuery(unreadQuery).data?.unread ?? 0;

/** The member's notifications, newest first, a page at a time. */
export const useNotifications = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: notificationKeys.list(),
      queryFn: ({ pageParam, signal }) =>
        api<NotificationList>(`/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  );

/** Marks one notification read (`id`), or all of them (no id); the bell takes the server's new figure. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      api<UnreadNotifications>(id ? `/notifications/${id}/read` : '/notifications/read', { method: 'POST' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.unread(), answer);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}

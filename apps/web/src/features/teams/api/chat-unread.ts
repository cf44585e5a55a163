import type { ChatRoomRef, ChatUnread } from '@skillsync/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { chatKeys } from './chat-keys.ts';

/** The member's unread chat. The server says when it changes (app/realtime-sync.ts), so it is never polled. */
const chatUnreadQuery = queryOptions({
  queryKey: chatKeys.unread(),
  queryFn: ({ signal }) => api<ChatUnread>('/chat/unread', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The member's unread figures, asked for only while someone is signed in (a visitor's page never asks). */
export function useChatUnread() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return useQuery({ ...chatUnreadQuery, enabled: isAuthenticated });
}

/** What the Messages link counts: unread messages over all the member's rooms, and requests waiting for an answer. */
export function useUnreadMessagesCount() {
  const { data } = useChatUnread();
  return data ? data.total + data.requests : 0;
}

const isRoom = (a: ChatRoomRef, b: ChatRoomRef) => a.kind === b.kind && a.id === b.id;

/** One room's unread messages of others; 0 when none, or not known. */
export function useRoomUnread(room: ChatRoomRef) {
  const { data } = useChatUnread();
  return data?.rooms.find((entry) => isRoom(entry.room, room))?.unread ?? 0;
}

/** The member read a room: its count as the server now has it, at once (the server's event confirms it later). */
export function setRoomUnread(queryClient: QueryClient, room: ChatRoomRef, unread: number) {
  queryClient.setQueryData<ChatUnread>(chatKeys.unread(), (figures) => {
    const entry = figures?.rooms.find((candidate) => isRoom(candidate.room, room));
    if (!figures || !entry || entry.unread === unread) return figures;
    return {
      ...figures,
      total: figures.total - entry.unread + unread,
      rooms: figures.rooms.flatMap((candidate) =>
        candidate !== entry ? [candidate] : unread > 0 ? [{ ...entry, unread }] : [],
      ),
    };
  });
}

import type { ChatRoomRef, ChatSearchResults } from '@skillsync/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys, chatRoomPath } from './chat-keys.ts';

/** Results a search page holds. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * A room's messages matching `q` (its words in any language), newest first, a page at a time ("More results");
 * nothing is asked while `q` is empty. Kept briefly, so reopening the search shows the last results at once.
 */
export function useChatSearch(room: ChatRoomRef, q: string) {
  const query = q.trim();
  return useInfiniteQuery({
    queryKey: [...chatKeys.room(room), 'search', query] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q: query, limit: String(SEARCH_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<ChatSearchResults>(`${chatRoomPath(room)}/messages/search?${params}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}

import type { Conversation, ConversationList } from '@skillsync/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ConversationBox, conversationKeys } from './conversation-keys.ts';

const conversationPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;

/**
 * The member's conversations newest first (`inbox`), or the requests waiting for their answer, a page at a time.
 * The server says when they change (`conversations-changed`, `new-direct-message`: app/realtime-sync.ts).
 */
export const useConversations = (box: ConversationBox) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: conversationKeys.list(box),
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ box });
        if (pageParam) query.set('cursor', pageParam);
        return api<ConversationList>(`/conversations?${query}`, { signal });
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  );

/** One conversation: who the other member is, and whether it is open, a request, or ignored. */
export const useConversation = (id: string) =>
  useQuery({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => api<Conversation>(conversationPath(id), { signal }),
  });

/** Accepts a request (the two may then write freely) or ignores it (its sender is not told). */
export function useAnswerRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'ignore') =>
      api<Conversation | undefined>(`${conversationPath(id)}/${answer}`, { method: 'POST' }),
    onSuccess: (conversation) => {
      if (conversation) queryClient.setQueryData(conversationKeys.detail(id), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}

import type { ChatMessage, ChatMessageList, SendMessageBody } from '@skillsync/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { projectTeamKeys } from './project-team-keys.ts';

const messagesPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/messages`;

/** A project's team chat: the API pages from the newest message back, so page 1 holds the latest. */
const projectMessagesQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: projectTeamKeys.messages(projectId),
    queryFn: ({ pageParam, signal }) =>
      api<ChatMessageList>(`${messagesPath(projectId)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // A chat is read as it is now: opening it again fetches afresh rather than showing an old history.
    staleTime: 0,
  });

/** The chat history, fetched only while the chat is open. */
export const useProjectMessages = (projectId: string, isOpen: boolean) =>
  useInfiniteQuery({ ...projectMessagesQuery(projectId), enabled: isOpen });

/** Oldest to newest, as the chat shows them: pages and the messages in each come newest first. */
export const oldestFirst = (data: InfiniteData<ChatMessageList> | undefined) =>
  [...(data?.pages.flatMap((page) => page.messages) ?? [])].reverse();

/**
 * Sends a message; the answer is the stored message, put at the head of the newest page at once (no refetch
 * of the whole history), unless it is already there.
 */
export function useSendProjectMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => api<ChatMessage>(messagesPath(projectId), { method: 'POST', body }),
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<ChatMessageList>>(projectTeamKeys.messages(projectId), (data) => {
        if (!data) return data;
        if (data.pages.some((page) => page.messages.some((known) => known._id === message._id))) return data;
        const [newest, ...older] = data.pages;
        return {
          ...data,
          pages: [{ ...(newest ?? { nextCursor: null }), messages: [message, ...(newest?.messages ?? [])] }, ...older],
        };
      });
    },
  });
}

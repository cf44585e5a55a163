import { queryRoots } from '../../../lib/query-keys.ts';

/** Which of the member's conversations a list shows: theirs, or the requests waiting for their answer. */
export type ConversationBox = 'inbox' | 'requests';

export const conversationKeys = {
  all: queryRoots.conversations,
  lists: () => [...queryRoots.conversations, 'list'] as const,
  list: (box: ConversationBox) => [...queryRoots.conversations, 'list', box] as const,
  detail: (id: string) => [...queryRoots.conversations, 'detail', id] as const,
};

import type { ChatMessage } from '@skillsync/shared';
import { api } from '../../../lib/api.ts';

// What a member does to one message. Each answer is the message as it is now, for the open chat to merge at once;
// its live `message-changed` event then arrives as a repeat the merge ignores (same version).

const messagePath = (messageId: string) => `/chat/messages/${encodeURIComponent(messageId)}`;

/** Its sender rewrites it, within CHAT_EDIT_WINDOW_MS of sending. */
export const editChatMessage = (messageId: string, content: string) =>
  api<ChatMessage>(messagePath(messageId), { method: 'PATCH', body: { content } });

/** Its sender, or the room's owner, deletes it: a tombstone keeps its place. */
export const deleteChatMessage = (messageId: string) => api<ChatMessage>(messagePath(messageId), { method: 'DELETE' });

/** Adds the reader's reaction (`isOn`) or takes it back. */
export const setChatReaction = (messageId: string, emoji: string, isOn: boolean) =>
  api<ChatMessage>(`${messagePath(messageId)}/reactions/${encodeURIComponent(emoji)}`, {
    method: isOn ? 'PUT' : 'DELETE',
  });

import type { ChatRoomInfo, ChatRoomRef } from '@skillsync/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api.ts';
import { useDocumentVisible } from '../../../lib/use-document-visible.ts';
import { chatKeys, chatRoomPath } from './chat-keys.ts';
import { setRoomUnread } from './chat-unread.ts';

/** How long the newest message stays in view before it counts as read: a scroll past it is not reading. */
export const MARK_READ_DELAY_MS = 1000;

type HeldMessage = { seq?: number | undefined; sender: { _id: string } };

/** The newest number the chat holds, and the newest of a message by someone else (own messages are never unread). */
function newestSeqs(messages: readonly HeldMessage[], currentUserId: string) {
  let newest = 0;
  let newestOfOthers = 0;
  for (const { seq, sender } of messages) {
    if (seq === undefined) continue;
    newest = Math.max(newest, seq);
    if (sender._id !== currentUserId) newestOfOthers = Math.max(newestOfOthers, seq);
  }
  return { newest, newestOfOthers };
}

type MarkReadOptions = {
  messages: readonly HeldMessage[];
  currentUserId: string;
  /** Where the member had read to when the room opened (useChatRoomInfo); nothing is marked before it is known. */
  readSeq: number | undefined;
  /** The newest message is in view: the history is scrolled to its end. */
  isAtEnd: boolean;
};

/**
 * Marks the open room read up to the newest message it holds, on the server (so every device of the member's
 * agrees), while the member can see it: the page in front, the history at its end. Once the newest message of
 * someone else has stayed in view MARK_READ_DELAY_MS, and again as new ones arrive while the member reads there;
 * never for the member's own messages alone, and never backwards.
 */
export function useMarkChatRead(room: ChatRoomRef, { messages, currentUserId, readSeq, isAtEnd }: MarkReadOptions) {
  const queryClient = useQueryClient();
  const isVisible = useDocumentVisible();
  const marked = useRef(0);
  const { newest, newestOfOthers } = newestSeqs(messages, currentUserId);
  const { kind, id } = room;

  useEffect(() => {
    if (readSeq === undefined || !isAtEnd || !isVisible) return;
    if (newestOfOthers <= Math.max(marked.current, readSeq)) return;
    const timer = setTimeout(() => {
      const before = marked.current;
      marked.current = newest;
      api<ChatRoomInfo>(`${chatRoomPath({ kind, id })}/messages/read`, { method: 'PUT', body: { seq: newest } }).then(
        (info) => {
          queryClient.setQueryData(chatKeys.room(info.room), info);
          setRoomUnread(queryClient, info.room, info.unread);
        },
        // Still unread on the server: the next message, or the reader's coming back to the page, tries again.
        () => {
          if (marked.current === newest) marked.current = before;
        },
      );
    }, MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, kind, id, readSeq, isAtEnd, isVisible, newest, newestOfOthers]);
}

import { useLayoutEffect, useRef } from 'react';
import type { ChatModalMessage } from './chat-list-types.ts';
import { type ChatVirtualizer, NEAR_END_PX } from './use-chat-virtualizer.ts';

type HistoryScroll = {
  messages: readonly ChatModalMessage[];
  currentUserId: string;
  /** The row of the New messages line, or -1. */
  unreadIndex: number;
  /** The history holds the newest messages (not away after a jump): a send goes to the end. */
  isFollowing: boolean;
};

/**
 * Where the history scrolls by itself, besides what the virtualizer keeps (the row in view when older messages load
 * above, the end when new ones arrive there). It opens at the end, or at the New messages line when more is unread
 * than fits; a line known only after the messages came is scrolled to if the reader is still at the end; the
 * reader's own new message is scrolled to wherever they were.
 */
export function useHistoryScroll(
  virtualizer: ChatVirtualizer,
  { messages, currentUserId, unreadIndex, isFollowing }: HistoryScroll,
) {
  const seen = useRef<{ last?: string | undefined; hasLine: boolean }>({ hasLine: false });
  useLayoutEffect(() => {
    const last = messages.at(-1);
    if (!last) return;
    const before = seen.current;
    seen.current = { last: last._id, hasLine: before.hasLine || unreadIndex >= 0 };
    const isOpening = before.last === undefined;
    if (unreadIndex >= 0 && !before.hasLine && (isOpening || virtualizer.isAtEnd(NEAR_END_PX))) {
      // Aligned at the top, clamped to the end: when all that is unread fits, the history still ends at the newest.
      virtualizer.scrollToIndex(unreadIndex, { align: 'start' });
      return;
    }
    if (isOpening) virtualizer.scrollToEnd();
    else if (last._id !== before.last && isFollowing && last.sender._id === currentUserId) virtualizer.scrollToEnd();
  }, [virtualizer, messages, currentUserId, unreadIndex, isFollowing]);
}

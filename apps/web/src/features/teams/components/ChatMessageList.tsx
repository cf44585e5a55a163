import type { ChatMessage as StoredMessage } from '@skillsync/shared';
import { type FocusEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatChatDay } from '../../../lib/chat-days.ts';
import { useFormatting } from '../../../lib/format.ts';
import { createMentionMatcher, type MentionPerson } from '../utils/chat-mentions.ts';
import { estimateRowHeight, findDayStarts } from '../utils/chat-rows.ts';
import type { ChatSnapshot } from '../utils/chat-session.ts';
import type { ChatListSettings, ChatModalMessage, ChatTimeFallback } from './chat-list-types.ts';
import { MessageItem } from './MessageBubble.tsx';
import { NewMessagesLine } from './NewMessagesLine.tsx';
import { useChatVirtualizer } from './use-chat-virtualizer.ts';
import { useHistoryScroll } from './use-history-scroll.ts';
import { useJumpTarget, useJumpTo, useReveal } from './use-jump-target.ts';

export type { ChatModalMessage, ChatTimeFallback } from './chat-list-types.ts';
export { HIGHLIGHT_MS } from './use-jump-target.ts';

/**
 * Where the reader had read to when the chat opened, and the newest message then: the "New messages" line goes
 * above the first message of others between the two, and stays there while the reader reads (messages arriving
 * later are simply new, not where they left off). Fixed from the first render that knows `readSeq`, until another
 * `readSeq` comes (another room in the same place).
 */
function useUnreadStart(messages: ChatModalMessage[], currentUserId: string, readSeq: number | undefined) {
  const [fixed, setFixed] = useState<{ readSeq: number; upToSeq: number } | null>(null);
  if (readSeq !== undefined && readSeq !== fixed?.readSeq && messages.length > 0) {
    const upToSeq = Math.max(...messages.map((message) => message.seq ?? 0));
    setFixed({ readSeq, upToSeq });
  }
  if (!fixed) return undefined;
  return messages.find(
    (message) =>
      message.sender._id !== currentUserId &&
      message.seq !== undefined &&
      message.seq > fixed.readSeq &&
      message.seq <= fixed.upToSeq,
  )?._id;
}

export type ChatMessageListProps = {
  /** Oldest first. */
  messages: ChatModalMessage[];
  currentUserId: string;
  timeFallback: ChatTimeFallback;
  /** The room's people: their `@Name`s are highlighted (the reader's own the most). */
  people?: readonly MentionPerson[] | undefined;
  /** How far the reader had read when the chat opened: a "New messages" line above the first later message of others. */
  readSeq?: number | undefined;
  /** The reader owns the room: Delete on every message. */
  canDeleteAny?: boolean | undefined;
  /** Reply on each message: the composer quotes it. */
  onReply?: ((message: ChatModalMessage) => void) | undefined;
  /** Loads a message not in the list (a reply's original): the list goes to it once it shows. */
  onJumpTo?: ((messageId: string) => unknown) | undefined;
  /** Merges an action's answer (edit, delete, reaction) into the chat; no such actions without it. */
  onReceive?: ((message: StoredMessage) => void) | undefined;
  /** The message a jump brings into view and highlights (null: the newest). */
  jumpTarget?: ChatSnapshot['jumpTarget'] | undefined;
  /** Away from the newest messages after a jump: later pages load below without pulling the history down. */
  isDetached?: boolean | undefined;
};

/** The row that holds focus (a message, its actions, its editor or dialog), kept mounted while scrolled away. */
function useFocusedRow(listRef: RefObject<HTMLElement | null>) {
  const [focused, setFocused] = useState<string | null>(null);
  // What held focus may go without a blur (Show, once pressed): the row is let go at the next render.
  useEffect(() => {
    if (focused && !listRef.current?.contains(document.activeElement)) setFocused(null);
  });
  const rowFocus = useCallback(
    (messageId: string) => ({
      onFocus: () => setFocused(messageId),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused((current) => (current === messageId ? null : current));
      },
    }),
    [],
  );
  return { focused, rowFocus };
}

/** Whether the history was detached at the last render too: a page that ends a detachment is not followed either. */
function useWasDetached(isDetached: boolean) {
  const previous = useRef(isDetached);
  useEffect(() => {
    previous.current = isDetached;
  });
  return previous.current;
}

/**
 * The history, oldest first, virtual: only the rows near the view are in the DOM (a room of any length opens as
 * fast as an empty one). A day's first message carries its heading (Today, Yesterday, Tuesday, 21 November 2026,
 * in the reader's language and on the reader's calendar, so the bare times beside the messages are never
 * ambiguous), and the first unread one the New messages line. It scrolls in its parent, the history's log.
 */
export function ChatMessageList({
  messages,
  currentUserId,
  timeFallback,
  people,
  readSeq,
  canDeleteAny = false,
  onReply,
  onJumpTo,
  onReceive,
  jumpTarget,
  isDetached = false,
}: ChatMessageListProps) {
  useFormatting();
  const now = new Date();
  const listRef = useRef<HTMLOListElement>(null);
  const unreadStart = useUnreadStart(messages, currentUserId, readSeq);
  // The line is said to a screen reader the first time it shows, not each time its row comes back.
  const hasShownLine = useRef(false);
  const matcher = useMemo(() => createMentionMatcher(people ?? []), [people]);
  const messageById = useMemo(() => new Map(messages.map((message) => [message._id, message])), [messages]);
  const indexOf = useMemo(() => new Map(messages.map((message, index) => [message._id, index])), [messages]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: worked out again as the messages change, not the clock.
  const dayStarts = useMemo(() => findDayStarts(messages, now), [messages]);
  const unreadIndex = unreadStart === undefined ? -1 : (indexOf.get(unreadStart) ?? -1);
  const [shownBlocked, setShownBlocked] = useState<ReadonlySet<string>>(new Set());
  const { focused, rowFocus } = useFocusedRow(listRef);
  const revealing = useState<string | null>(null);
  const wasDetached = useWasDetached(isDetached);
  const isFollowing = !isDetached && !wasDetached;

  // Stable while the messages are: a new key function has the virtualizer lay out every row again.
  const getItemKey = useCallback((index: number) => messages[index]?._id ?? String(index), [messages]);
  const estimateSize = useCallback(
    (index: number) => {
      const message = messages[index];
      if (!message) return 0;
      return estimateRowHeight(message, { isDayStart: dayStarts.has(index), isUnreadStart: index === unreadIndex });
    },
    [messages, dayStarts, unreadIndex],
  );
  const virtualizer = useChatVirtualizer(listRef, {
    count: messages.length,
    getItemKey,
    estimateSize,
    kept: [focused, revealing[0]].map((id) => (id ? (indexOf.get(id) ?? -1) : -1)),
    isFollowing,
  });
  useHistoryScroll(virtualizer, { messages, currentUserId, unreadIndex, isFollowing });
  const reveal = useReveal(listRef, virtualizer, indexOf, revealing);
  useJumpTarget(listRef, virtualizer, jumpTarget, reveal);
  const jumpTo = useJumpTo(reveal, onJumpTo);

  const chat: ChatListSettings = {
    currentUserId,
    timeFallback,
    mentions: { matcher, readerId: currentUserId },
    canDeleteAny,
    onReply,
    onReceive,
    messageById,
    jumpTo,
    shownBlocked,
    showBlocked: (messageId) => setShownBlocked((shown) => new Set(shown).add(messageId)),
  };
  return (
    <ol ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const message = messages[row.index];
        if (!message) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            // Placed by `top`, not a transform, which would trap a message's menus under the rows after it.
            style={{ top: row.start - virtualizer.options.scrollMargin }}
            className="absolute inset-x-0 space-y-4"
            {...rowFocus(message._id)}
          >
            {dayStarts.has(row.index) && (
              <h3 className="flex items-center gap-3 text-xs font-medium text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
                {formatChatDay(message.createdAt ?? now, now)}
              </h3>
            )}
            {row.index === unreadIndex && (
              <NewMessagesLine isFirst={!hasShownLine.current} onShown={() => (hasShownLine.current = true)} />
            )}
            <MessageItem message={message} chat={chat} />
          </li>
        );
      })}
    </ol>
  );
}

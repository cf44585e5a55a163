import type { ChatMessage as StoredMessage } from '@skillsync/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatChatDay, localDay } from '../../../lib/chat-days.ts';
import { useFormatting } from '../../../lib/format.ts';
import { createMentionMatcher, type MentionPerson } from '../utils/chat-mentions.ts';
import type { ChatListSettings, ChatModalMessage, ChatTimeFallback } from './chat-list-types.ts';
import { MessageItem } from './MessageBubble.tsx';
import { NewMessagesLine } from './NewMessagesLine.tsx';

export type { ChatModalMessage, ChatTimeFallback } from './chat-list-types.ts';

/** How long a message the reader jumped to stays highlighted. */
export const HIGHLIGHT_MS = 2000;
/** How long a jump to a message not in the list waits for it to load. */
const JUMP_WAIT_MS = 10_000;

type DayGroup = { day: number; firstAt: string | Date; messages: ChatModalMessage[] };

/** Consecutive messages of one local day together; a message not stamped yet is being sent today. */
function groupByDay(messages: ChatModalMessage[], now: Date) {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const at = message.createdAt ?? now;
    const day = localDay(at);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, firstAt: at, messages: [message] });
  }
  return groups;
}

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

/** A message's item in a list (or the history around it), by its id. */
export const findItem = (list: HTMLElement | null, messageId: string) =>
  [...(list?.querySelectorAll<HTMLElement>('[data-message-id]') ?? [])].find(
    (item) => item.dataset.messageId === messageId,
  );

/** Scrolls to a message, highlights it a moment and focuses it (for a keyboard, the next Tab is there). */
export function showItem(item: HTMLElement) {
  item.scrollIntoView?.({ block: 'center' });
  item.focus({ preventScroll: true });
  item.dataset.highlighted = '';
  setTimeout(() => delete item.dataset.highlighted, HIGHLIGHT_MS);
}

/**
 * Goes to a message: in the list, at once; else `onJumpTo` loads it, and once it shows the list goes to it (given
 * up after JUMP_WAIT_MS). Without `onJumpTo`, a message not loaded is not gone to.
 */
function useJumpTo(messages: ChatModalMessage[], onJumpTo: ((messageId: string) => unknown) | undefined) {
  const listRef = useRef<HTMLDivElement>(null);
  const [awaited, setAwaited] = useState<string | null>(null);

  // Looked for again each time the messages change: the awaited one may have just loaded.
  useEffect(() => {
    if (!awaited || messages.length === 0) return;
    const item = findItem(listRef.current, awaited);
    if (item) {
      showItem(item);
      setAwaited(null);
      return;
    }
    const timer = setTimeout(() => setAwaited(null), JUMP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaited, messages]);

  const jumpTo = useCallback(
    (messageId: string) => {
      const item = findItem(listRef.current, messageId);
      if (item) return showItem(item);
      if (!onJumpTo) return;
      setAwaited(messageId);
      onJumpTo(messageId);
    },
    [onJumpTo],
  );
  return { listRef, jumpTo };
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
};

/**
 * The history, oldest first, under a heading for each day (Today, Yesterday, Tuesday, 21 November 2026) in the
 * reader's language and on the reader's calendar, so the bare times beside the messages are never ambiguous.
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
}: ChatMessageListProps) {
  useFormatting();
  const now = new Date();
  const { listRef, jumpTo } = useJumpTo(messages, onJumpTo);
  const unreadStart = useUnreadStart(messages, currentUserId, readSeq);
  // The line scrolls into view the first time it shows, not when an older page moves it.
  const hasShownLine = useRef(false);
  const matcher = useMemo(() => createMentionMatcher(people ?? []), [people]);
  const messageById = useMemo(() => new Map(messages.map((message) => [message._id, message])), [messages]);
  const chat: ChatListSettings = {
    currentUserId,
    timeFallback,
    mentions: { matcher, readerId: currentUserId },
    canDeleteAny,
    onReply,
    onReceive,
    messageById,
    jumpTo,
  };
  const renderList = (list: ChatModalMessage[]) => (
    <ol className="space-y-4">
      {list.map((message) => (
        <MessageItem key={message._id} message={message} chat={chat} />
      ))}
    </ol>
  );
  return (
    <div ref={listRef} className="space-y-4">
      {groupByDay(messages, now).map((group) => {
        const at = group.messages.findIndex((message) => message._id === unreadStart);
        return (
          <div key={group.messages[0]?._id} className="space-y-4">
            <h3 className="flex items-center gap-3 text-xs font-medium text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
              {formatChatDay(group.firstAt, now)}
            </h3>
            {at < 0 ? (
              renderList(group.messages)
            ) : (
              <>
                {at > 0 && renderList(group.messages.slice(0, at))}
                <NewMessagesLine isFirst={!hasShownLine.current} onShown={() => (hasShownLine.current = true)} />
                {renderList(group.messages.slice(at))}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}

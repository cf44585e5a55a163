import { localDay } from '../../../lib/chat-days.ts';
import type { ChatMessage } from './chat-messages.ts';

/**
 * A row's height before it is measured, in pixels, roughly: close estimates keep the scrollbar steady and a jump
 * close to its mark before the rows around it are measured. Each part as the row draws it (see MessageBubble).
 */
const ROW_PX = {
  /** Name and time, and a one-line bubble. */
  base: 64,
  /** Each further line of words, at about this many characters a line. */
  line: 20,
  charsPerLine: 60,
  dayHeading: 32,
  newMessagesLine: 32,
  replyQuote: 48,
  picture: 196,
  pdf: 56,
  reactions: 36,
};

export function estimateRowHeight(message: ChatMessage, { isDayStart = false, isUnreadStart = false } = {}) {
  const gap = 16;
  let height = ROW_PX.base;
  if (!message.deleted) {
    const lines = message.content
      .split('\n')
      .reduce((sum, line) => sum + Math.ceil(line.length / ROW_PX.charsPerLine), 0);
    height += Math.max(0, lines - 1) * ROW_PX.line;
    if (message.replyTo) height += ROW_PX.replyQuote;
    for (const attachment of message.attachments ?? [])
      height += attachment.kind === 'image' ? ROW_PX.picture : ROW_PX.pdf;
    if (message.reactions?.length) height += ROW_PX.reactions;
  }
  if (isDayStart) height += ROW_PX.dayHeading + gap;
  if (isUnreadStart) height += ROW_PX.newMessagesLine + gap;
  return height;
}

/** A message's local day, worked out once per message (the formatter is not free, and histories are long). */
const days = new WeakMap<ChatMessage, number>();
function dayOf(message: ChatMessage, now: Date) {
  if (!message.createdAt) return localDay(now);
  let day = days.get(message);
  if (day === undefined) {
    day = localDay(message.createdAt);
    days.set(message, day);
  }
  return day;
}

/**
 * The indexes of the messages (oldest first) that begin a day on the reader's calendar, the first one included:
 * their rows carry the day's heading. A message not stamped yet is being sent today.
 */
export function findDayStarts(messages: readonly ChatMessage[], now: Date) {
  const starts = new Set<number>();
  let previous: number | null = null;
  messages.forEach((message, index) => {
    const day = dayOf(message, now);
    if (day !== previous) starts.add(index);
    previous = day;
  });
  return starts;
}

import type { Removal } from '@skillsync/shared';

/** A chat message as the server stores it and as the chat shows it. */
export type ChatMessage = {
  _id: string;
  sender: { _id: string; name: string; avatar: string | null };
  content: string;
  /** Missing on a message not stamped yet: the chat shows 'Now' (or 'Just now'). */
  createdAt?: string | null;
  /**
   * The message's number in its team's conversation (1, 2, 3… in the order the server stored them, without holes).
   * Missing on a message that did not come from the server (and in older tests): those fall back to time.
   */
  seq?: number;
  /** Moderators removed it: its text is empty but for its sender, who gets `removal`, why. */
  removed?: boolean;
  removal?: Removal | null;
};

/** When a message was written; one without a time is the newest there is. */
const timeOf = (message: ChatMessage) => {
  const time = message.createdAt ? Date.parse(message.createdAt) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/** Two numbered messages go by their numbers (the server's commit order); otherwise by time. */
const byOrder = (a: ChatMessage, b: ChatMessage) =>
  a.seq !== undefined && b.seq !== undefined ? a.seq - b.seq : timeOf(a) - timeOf(b);

/**
 * `incoming` merged into `current` (both oldest first): each message once, by `_id`, oldest to newest (by `seq`
 * when both have one, since a message stamped earlier may commit later; else by time). A message
 * that arrives twice (the send's answer and its live event, a catch-up page overlapping the history) keeps its
 * first copy. Messages of the same moment keep the order they arrived in. `current` itself is returned when
 * nothing is new, so a repeat delivery renders nothing.
 */
export function mergeMessages<T extends ChatMessage>(current: readonly T[], incoming: readonly T[]): T[] {
  const known = new Set(current.map((message) => message._id));
  const added: T[] = [];
  for (const message of incoming) {
    if (known.has(message._id)) continue;
    known.add(message._id);
    added.push(message);
  }
  if (added.length === 0) return current as T[];
  // Array.prototype.sort is stable: equal times stay in arrival order.
  return [...current, ...added].sort(byOrder);
}

/**
 * The numbered message that ends the unbroken run: from the oldest numbered message held, the one numbered n + 1,
 * n + 2… while it is held. Everything up to it is here; what follows it may not be. `isWholeHistory`: no older page
 * exists, so the run must start at the team's first message (1); null when it does not (nothing unbroken is held).
 */
function runEnd(messages: readonly ChatMessage[], isWholeHistory: boolean): ChatMessage | null | undefined {
  const bySeq = new Map<number, ChatMessage>();
  for (const message of messages) if (message.seq !== undefined) bySeq.set(message.seq, message);
  if (bySeq.size === 0) return undefined;
  let seq = Number.POSITIVE_INFINITY;
  for (const held of bySeq.keys()) seq = Math.min(seq, held);
  if (isWholeHistory && seq > 1) return null;
  while (bySeq.has(seq + 1)) seq += 1;
  return bySeq.get(seq);
}

/**
 * Where a catch-up starts (it asks for what follows this message): the end of the unbroken run, so the messages
 * missed before a live one that already arrived are fetched too. Without numbers, the newest message. Undefined:
 * from the newest page (nothing held, or the history is whole and its first messages are missing).
 */
export function catchUpFrom(messages: readonly ChatMessage[], isWholeHistory = false) {
  const end = runEnd(messages, isWholeHistory);
  if (end === null) return undefined;
  return (end ?? messages.at(-1))?._id;
}

/** Whether a numbered message is held beyond the unbroken run: some before it never arrived. */
export function hasGap(messages: readonly ChatMessage[], isWholeHistory = false) {
  const run = runEnd(messages, isWholeHistory);
  if (run === null) return true;
  const end = run?.seq;
  if (end === undefined) return false;
  return messages.some((message) => message.seq !== undefined && message.seq > end + 1);
}

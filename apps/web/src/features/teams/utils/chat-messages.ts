import type { ChatMessage as StoredMessage } from '@skillsync/shared';

/**
 * A chat message as the server stores it and as the chat shows it. Only what every message has is required: a
 * message not stamped yet (and older tests) may lack its time, numbers and details.
 */
export type ChatMessage = Pick<StoredMessage, '_id' | 'sender' | 'content'> &
  Partial<Omit<StoredMessage, '_id' | 'sender' | 'content' | 'createdAt'>> & {
    /** Missing on a message not stamped yet: the chat shows 'Now' (or 'Just now'). */
    createdAt?: string | null;
  };

/** When a message was written; one without a time is the newest there is. */
const timeOf = (message: ChatMessage) => {
  const time = message.createdAt ? Date.parse(message.createdAt) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/** Two numbered messages go by their numbers (the server's commit order); otherwise by time. */
const byOrder = (a: ChatMessage, b: ChatMessage) =>
  a.seq !== undefined && b.seq !== undefined ? a.seq - b.seq : timeOf(a) - timeOf(b);

/** Whether `incoming` is a later state of the message `held` (edited, deleted, reacted to, removed since). */
const isNewer = (incoming: ChatMessage, held: ChatMessage) =>
  incoming.version !== undefined && held.version !== undefined && incoming.version > held.version;

/**
 * `incoming` merged into `current` (both oldest first): each message once, by `_id`, oldest to newest (by `seq`
 * when both have one, since a message stamped earlier may commit later; else by time). A message that arrives
 * twice (the send's answer and its live event, a catch-up page overlapping the history) keeps the copy with the
 * higher `version`, the later change, or its first copy. Messages of the same moment keep the order they arrived
 * in. `current` itself is returned when nothing changed, so a repeat delivery renders nothing.
 */
export function mergeMessages<T extends ChatMessage>(current: readonly T[], incoming: readonly T[]): T[] {
  const index = new Map(current.map((message, at) => [message._id, at]));
  let merged: T[] | null = null;
  const added: T[] = [];
  for (const message of incoming) {
    const at = index.get(message._id);
    if (at === undefined) {
      index.set(message._id, current.length + added.length);
      added.push(message);
      continue;
    }
    const held = at < current.length ? (merged ?? current)[at] : added[at - current.length];
    if (!held || !isNewer(message, held)) continue;
    if (at < current.length) {
      merged ??= [...current];
      merged[at] = message;
    } else {
      added[at - current.length] = message;
    }
  }
  if (added.length === 0) return merged ?? (current as T[]);
  // Array.prototype.sort is stable: equal times stay in arrival order.
  return [...(merged ?? current), ...added].sort(byOrder);
}

/** A chat message as the server stores it and as the chat shows it. */
export type ChatMessage = {
  _id: string;
  sender: { _id: string; name: string; avatar: string | null };
  content: string;
  /** Missing on a message not stamped yet: the chat shows 'Now' (or 'Just now'). */
  createdAt?: string | null;
};

/** When a message was written; one without a time is the newest there is. */
const timeOf = (message: ChatMessage) => {
  const time = message.createdAt ? Date.parse(message.createdAt) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/**
 * `incoming` merged into `current` (both oldest first): each message once, by `_id`, oldest to newest. A message
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
  return [...current, ...added].sort((a, b) => timeOf(a) - timeOf(b));
}

/** The newest message the server gave us: where a catch-up after a reconnect starts. */
export const lastMessageId = (messages: readonly ChatMessage[]) => messages.at(-1)?._id;

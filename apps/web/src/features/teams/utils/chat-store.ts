import { type ChatMessage, mergeMessages } from './chat-messages.ts';
import type { ChatPage, ChatSnapshot } from './chat-session-types.ts';

const EMPTY: ChatSnapshot = {
  messages: [],
  isLoading: true,
  error: null,
  olderCursor: null,
  isLoadingOlder: false,
  blockedSenderIds: [],
  isDetached: false,
  isLoadingNewer: false,
  isJumping: false,
  jumpTarget: null,
};

/** Whether a message arriving from any source belongs among those held (see `receive`). */
function isInView(message: ChatMessage, snapshot: ChatSnapshot, held: ReadonlySet<string>, hasWholeHistory: boolean) {
  if (held.has(message._id)) return true;
  const { messages, isDetached } = snapshot;
  const oldest = messages[0]?.seq;
  const newest = messages.at(-1)?.seq;
  if (message.seq === undefined || oldest === undefined || newest === undefined) return !isDetached;
  if (!hasWholeHistory && message.seq <= oldest) return false;
  // Away from the newest messages, a new one would show after a gap; the reader gets there by scrolling or Jump.
  return !isDetached || message.seq < newest;
}

/** A session's state and who listens to it; once the session is disposed (`signal` aborted) nothing changes. */
export function createSnapshotStore(signal: AbortSignal) {
  const subscribers = new Set<() => void>();
  let snapshot = EMPTY;
  /** The highest message number met from any source, held or not: a page below it is not the newest. */
  let latestSeq = 0;
  const noteSeqs = (messages: readonly ChatMessage[]) => {
    for (const message of messages) latestSeq = Math.max(latestSeq, message.seq ?? 0);
  };

  function update(patch: Partial<ChatSnapshot>) {
    if (signal.aborted) return;
    if (patch.messages) noteSeqs(patch.messages);
    snapshot = { ...snapshot, ...patch };
    for (const subscriber of subscribers) subscriber();
  }
  return {
    get: () => snapshot,
    update,
    latestSeq: () => latestSeq,
    /** Notes the blocked senders a page names (a page of older messages may name one no longer on the team). */
    noteBlocked(page: ChatPage) {
      const known = snapshot.blockedSenderIds;
      const added = page.blockedSenderIds.filter((id) => !known.includes(id));
      if (added.length > 0) update({ blockedSenderIds: [...known, ...added] });
    },
    /**
     * Merges messages from any source in: each shows once, in order, as its latest change left it. A change to a
     * message older than those held is left for the page that will hold it (it comes as it is now); while the
     * newest messages are not held (after a jump), so are new ones.
     */
    receive(incoming: ChatMessage[], hasWholeHistory: boolean) {
      noteSeqs(incoming);
      const held = new Set(snapshot.messages.map((message) => message._id));
      const inView = incoming.filter((message) => isInView(message, snapshot, held, hasWholeHistory));
      const messages = mergeMessages(snapshot.messages, inView);
      if (messages !== snapshot.messages) update({ messages });
    },
    subscribe(subscriber: () => void) {
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    clear: () => subscribers.clear(),
  };
}

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;

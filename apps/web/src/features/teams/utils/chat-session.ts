import { type ChatMessage, catchUpFrom, hasGap, mergeMessages } from './chat-messages.ts';

/**
 * A page of history as the API answers it: newest first, or with `after` oldest first; with the senders the reader
 * blocked (their messages show collapsed).
 */
export type ChatPage = { messages: ChatMessage[]; nextCursor: string | null; blockedSenderIds: string[] };
export type ChatPageQuery = { limit: number; cursor?: string; after?: string };

export type ChatTransport = {
  fetchPage: (query: ChatPageQuery, signal: AbortSignal) => Promise<ChatPage>;
  /** Stores a message; sending the same `clientId` again answers the message stored the first time. */
  postMessage: (body: { content: string; clientId: string }) => Promise<ChatMessage>;
};

export type ChatSnapshot = {
  /** Oldest first, each once. */
  messages: ChatMessage[];
  /** The newest page is on its way (the chat just opened). */
  isLoading: boolean;
  /** What failed last: the first page, an earlier page, or catching up after a reconnect; `retry` tries it again. */
  error: 'history' | 'older' | 'catch-up' | null;
  /** Where the page before the oldest message starts; null when the oldest message is the first ever. */
  olderCursor: string | null;
  isLoadingOlder: boolean;
  /** Senders the reader blocked, as the pages so far named them. */
  blockedSenderIds: readonly string[];
};

/** The newest page when a chat opens, and each earlier one. */
export const HISTORY_PAGE_SIZE = 30;
/** A catch-up asks for this many at once, and again while it gets a full page. */
export const CATCH_UP_PAGE_SIZE = 50;

/** A fresh uuid per message; `crypto.randomUUID` exists only on https (and localhost), so we build one otherwise. */
export function newClientId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A session's state and who listens to it; once the session is disposed (`signal` aborted) nothing changes. */
function createSnapshotStore(signal: AbortSignal) {
  const subscribers = new Set<() => void>();
  let snapshot: ChatSnapshot = {
    messages: [],
    isLoading: true,
    error: null,
    olderCursor: null,
    isLoadingOlder: false,
    blockedSenderIds: [],
  };
  function update(patch: Partial<ChatSnapshot>) {
    if (signal.aborted) return;
    snapshot = { ...snapshot, ...patch };
    for (const subscriber of subscribers) subscriber();
  }
  return {
    get: () => snapshot,
    update,
    /** Notes the blocked senders a page names (a page of older messages may name one no longer on the team). */
    noteBlocked(page: ChatPage) {
      const known = snapshot.blockedSenderIds;
      const added = page.blockedSenderIds.filter((id) => !known.includes(id));
      if (added.length > 0) update({ blockedSenderIds: [...known, ...added] });
    },
    /** Merges messages from any source in: each shows once and in order. */
    receive(incoming: ChatMessage[]) {
      const messages = mergeMessages(snapshot.messages, incoming);
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

type SnapshotStore = ReturnType<typeof createSnapshotStore>;

/**
 * Fetches what was said since the end of the unbroken run in `store` (not its newest message: live messages that
 * came after a reconnect may sit beyond a hole), page after page until a page is not full.
 */
async function fetchMissed(transport: ChatTransport, store: SnapshotStore, signal: AbortSignal) {
  const { messages, olderCursor } = store.get();
  let after = catchUpFrom(messages, olderCursor === null);
  if (!after) {
    // Nothing seen yet: the newest page is all there is to catch up with, and what is older lies behind it.
    const page = await transport.fetchPage({ limit: HISTORY_PAGE_SIZE }, signal);
    store.noteBlocked(page);
    store.receive([...page.messages].reverse());
    store.update({ olderCursor: page.nextCursor });
    return;
  }
  for (;;) {
    const page = await transport.fetchPage({ after, limit: CATCH_UP_PAGE_SIZE }, signal);
    store.noteBlocked(page);
    store.receive(page.messages);
    const last = page.messages.at(-1);
    if (!last || page.messages.length < CATCH_UP_PAGE_SIZE) return;
    after = last._id;
  }
}

/** Loads the page before the oldest message in `store`, if there is one and it is not on its way already. */
async function loadOlderPage(transport: ChatTransport, store: SnapshotStore, signal: AbortSignal) {
  const { olderCursor: cursor, isLoadingOlder } = store.get();
  if (!cursor || isLoadingOlder) return;
  store.update({ isLoadingOlder: true, error: null });
  try {
    const page = await transport.fetchPage({ cursor, limit: HISTORY_PAGE_SIZE }, signal);
    store.noteBlocked(page);
    store.update({
      messages: mergeMessages(store.get().messages, [...page.messages].reverse()),
      olderCursor: page.nextCursor,
      isLoadingOlder: false,
    });
  } catch (error) {
    if (!isAbort(error)) store.update({ isLoadingOlder: false, error: 'older' });
  }
}

/**
 * `task` run one call after another (two catch-ups at once would ask for the same messages). A call while one is
 * queued and not started yet joins it: that one will find all a second would.
 */
function serialized(task: () => Promise<void>) {
  let queue = Promise.resolve();
  let isQueued = false;
  return () => {
    if (isQueued) return queue;
    isQueued = true;
    queue = queue.then(() => {
      isQueued = false;
      return task();
    });
    return queue;
  };
}

/**
 * One open chat, outside React: its history, the messages that arrive live, and what a reconnect missed. Every
 * source goes through `mergeMessages`, so whatever order the history, the live events, the send's answer and the
 * catch-up arrive in, each message shows once and in order. `dispose` (the chat closing) drops all of it.
 */
export function createChatSession(transport: ChatTransport) {
  const controller = new AbortController();
  const { signal } = controller;
  const store = createSnapshotStore(signal);
  let hasHistory = false;
  let isJoined = false;
  /** The message being sent, so sending it again after a failure reuses its `clientId`. */
  let outgoing: { content: string; clientId: string } | null = null;

  async function loadHistory() {
    store.update({ isLoading: true, error: null });
    try {
      const page = await transport.fetchPage({ limit: HISTORY_PAGE_SIZE }, signal);
      hasHistory = true;
      store.noteBlocked(page);
      store.update({
        messages: mergeMessages(store.get().messages, [...page.messages].reverse()),
        olderCursor: page.nextCursor,
        isLoading: false,
      });
      // Joined while the page was on its way: what was said in between came neither live nor in the page.
      if (isJoined || hasGap(store.get().messages, page.nextCursor === null)) await catchUp();
    } catch (error) {
      if (!isAbort(error)) store.update({ isLoading: false, error: 'history' });
    }
  }

  /** Fetches what was said since the end of the unbroken run; before the history is here, its load does it. */
  const catchUp = serialized(async () => {
    if (!hasHistory || signal.aborted) return;
    try {
      await fetchMissed(transport, store, signal);
      if (store.get().error === 'catch-up') store.update({ error: null });
    } catch (error) {
      if (!isAbort(error)) store.update({ error: 'catch-up' });
    }
  });

  const loadOlder = () => loadOlderPage(transport, store, signal);

  /** Merges messages in; one that leaves a hole in the numbers catches up (through the store: it starts no other). */
  function receive(incoming: ChatMessage[]) {
    const before = store.get().messages;
    store.receive(incoming);
    const { messages, olderCursor } = store.get();
    return messages !== before && hasGap(messages, hasHistory && olderCursor === null) ? catchUp() : Promise.resolve();
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    loadHistory,
    loadOlder,
    /** Messages from the live link; the answer settles when the catch-up a hole starts is done. */
    receive,
    /** The room was joined (again, after a reconnect: catch up, which the answer waits for) or left. */
    setJoined(joined: boolean) {
      isJoined = joined;
      return joined ? catchUp() : Promise.resolve();
    },
    catchUp,
    retry() {
      if (store.get().error === 'older') return loadOlder();
      if (!hasHistory) return loadHistory();
      return catchUp();
    },
    /** Sends `content`; the stored message joins the history at once (its live event is then a repeat). */
    async send(content: string) {
      if (outgoing?.content !== content) outgoing = { content, clientId: newClientId() };
      const message = await transport.postMessage(outgoing);
      outgoing = null;
      void receive([message]);
      return message;
    },
    dispose() {
      controller.abort();
      store.clear();
    },
  };
}

export type ChatSession = ReturnType<typeof createChatSession>;

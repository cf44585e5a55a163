import { type ChatMessage, mergeMessages } from './chat-messages.ts';

/**
 * A page of history as the API answers it: newest first, or with `since` in the order of their last change; with
 * the room's event number when it was read, and the senders the reader blocked (their messages show collapsed).
 */
export type ChatPage = {
  messages: ChatMessage[];
  nextCursor: string | null;
  version: number;
  blockedSenderIds: string[];
};
export type ChatPageQuery = { limit: number; cursor?: string; since?: number };

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
    /**
     * Merges messages from any source in: each shows once, in order, as its latest change left it. A change to a
     * message older than those held is left for the page that will hold it (it comes as it is now).
     */
    receive(incoming: ChatMessage[], hasWholeHistory: boolean) {
      const held = new Set(snapshot.messages.map((message) => message._id));
      const oldest = snapshot.messages[0]?.seq;
      const inView = incoming.filter(
        (message) =>
          hasWholeHistory ||
          held.has(message._id) ||
          oldest === undefined ||
          message.seq === undefined ||
          message.seq > oldest,
      );
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

type SnapshotStore = ReturnType<typeof createSnapshotStore>;

/**
 * How far the session has heard its room: every change up to `version` (the room's event number) is held, for the
 * messages in view. Null until the first page says where the room stands.
 */
type Heard = { version: number | null; hasHistory: boolean };

const hasWholeHistory = (heard: Heard, store: SnapshotStore) => heard.hasHistory && store.get().olderCursor === null;

/**
 * Fetches what changed since the room's event number heard (new messages, edits, deletions, reactions), page after
 * page until a page is not full; with nothing heard yet, the newest page, with what is older lying behind it.
 */
async function fetchMissed(transport: ChatTransport, store: SnapshotStore, heard: Heard, signal: AbortSignal) {
  if (heard.version === null) {
    const page = await transport.fetchPage({ limit: HISTORY_PAGE_SIZE }, signal);
    store.noteBlocked(page);
    store.receive([...page.messages].reverse(), true);
    store.update({ olderCursor: page.nextCursor });
    heard.version = page.version;
    return;
  }
  let since = heard.version;
  for (;;) {
    const page = await transport.fetchPage({ since, limit: CATCH_UP_PAGE_SIZE }, signal);
    store.noteBlocked(page);
    store.receive(page.messages, hasWholeHistory(heard, store));
    const last = page.messages.at(-1);
    if (!last || page.messages.length < CATCH_UP_PAGE_SIZE) {
      // The page holds every change up to the room's number when it was read, and any committed while it was.
      heard.version = Math.max(since, page.version, last?.version ?? 0);
      return;
    }
    since = last.version ?? since;
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
  const heard: Heard = { version: null, hasHistory: false };
  let isJoined = false;
  /** The message being sent, so sending it again after a failure reuses its `clientId`. */
  let outgoing: { content: string; clientId: string } | null = null;

  async function loadHistory() {
    store.update({ isLoading: true, error: null });
    try {
      const page = await transport.fetchPage({ limit: HISTORY_PAGE_SIZE }, signal);
      heard.hasHistory = true;
      heard.version = page.version;
      store.noteBlocked(page);
      store.update({
        messages: mergeMessages(store.get().messages, [...page.messages].reverse()),
        olderCursor: page.nextCursor,
        isLoading: false,
      });
      // Joined while the page was on its way: what was said in between came neither live nor in the page.
      if (isJoined) await catchUp();
    } catch (error) {
      if (!isAbort(error)) store.update({ isLoading: false, error: 'history' });
    }
  }

  /** Fetches what changed since the last change heard; before the history is here, its load does it. */
  const catchUp = serialized(async () => {
    if (!heard.hasHistory || signal.aborted) return;
    try {
      await fetchMissed(transport, store, heard, signal);
      if (store.get().error === 'catch-up') store.update({ error: null });
    } catch (error) {
      if (!isAbort(error)) store.update({ error: 'catch-up' });
    }
  });

  const loadOlder = () => loadOlderPage(transport, store, signal);

  /**
   * Merges messages in (live events, a send's answer). Each carries its room's event number: the next one moves
   * what was heard on; one beyond it means an event never arrived, and the session catches up.
   */
  function receive(incoming: ChatMessage[]) {
    store.receive(incoming, hasWholeHistory(heard, store));
    let isMissing = false;
    const versions = incoming.flatMap((message) => (message.version === undefined ? [] : [message.version]));
    for (const version of versions.sort((a, b) => a - b)) {
      if (heard.version === null || version <= heard.version) continue;
      if (version === heard.version + 1) heard.version = version;
      else isMissing = true;
    }
    return isMissing && heard.hasHistory ? catchUp() : Promise.resolve();
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
      if (!heard.hasHistory) return loadHistory();
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

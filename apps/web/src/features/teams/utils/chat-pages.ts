import { mergeMessages } from './chat-messages.ts';
import type { ChatPageQuery, ChatSnapshot, ChatTransport } from './chat-session-types.ts';
import type { SnapshotStore } from './chat-store.ts';

// How a chat session reads its room's pages: the newest, earlier and later ones, the page around a message, and
// what changed since the last change heard.

/** The newest page when a chat opens, and each earlier one. */
export const HISTORY_PAGE_SIZE = 30;
/** A catch-up asks for this many at once, and again while it gets a full page. */
export const CATCH_UP_PAGE_SIZE = 50;

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * How far the session has heard its room: every change up to `version` (the room's event number) is held, for the
 * messages in view. Null until the first page says where the room stands.
 */
export type Heard = { version: number | null; hasHistory: boolean };

export const hasWholeHistory = (heard: Heard, store: SnapshotStore) =>
  heard.hasHistory && store.get().olderCursor === null;

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

/**
 * What a session's parts share. `replaced` counts the times the held messages were replaced (a jump): a page asked
 * for before belongs to messages no longer held, and is dropped. `widened` counts the pages merged in that were
 * read before the last change heard: a catch-up running then must not claim those changes for them.
 */
export type SessionParts = {
  transport: ChatTransport;
  store: SnapshotStore;
  signal: AbortSignal;
  heard: Heard;
  view: { replaced: number; widened: number };
  catchUp: () => Promise<void>;
};

/**
 * A page read when the room stood at `version` joined the held messages: were changes heard after it, they may be
 * missing from the page, so the session hears the room again from there (changes outside the view are dropped).
 */
function settleHeard(parts: SessionParts, version: number) {
  const { heard } = parts;
  heard.hasHistory = true;
  if (heard.version !== null && version >= heard.version) return;
  const isBehind = heard.version !== null;
  heard.version = version;
  if (!isBehind) return;
  parts.view.widened += 1;
  void parts.catchUp();
}

/** Loads the page before the oldest message held, if there is one and it is not on its way already. */
export async function loadOlderPage(parts: SessionParts) {
  const { transport, store, signal, view } = parts;
  const { olderCursor: cursor, isLoadingOlder } = store.get();
  if (!cursor || isLoadingOlder) return;
  const replaced = view.replaced;
  store.update({ isLoadingOlder: true, error: null });
  try {
    const page = await transport.fetchPage({ cursor, limit: HISTORY_PAGE_SIZE }, signal);
    if (replaced !== view.replaced) return;
    store.noteBlocked(page);
    store.update({
      messages: mergeMessages(store.get().messages, [...page.messages].reverse()),
      olderCursor: page.nextCursor,
      isLoadingOlder: false,
    });
    settleHeard(parts, page.version);
  } catch (error) {
    if (!isAbort(error) && replaced === view.replaced) store.update({ isLoadingOlder: false, error: 'older' });
  }
}

/**
 * After a jump, loads the page after the newest message held; a page that is not full reaches the newest, and
 * the chat shows new messages live again.
 */
export async function loadNewerPage(parts: SessionParts) {
  const { transport, store, signal, view } = parts;
  const { isDetached, isLoadingNewer, messages } = store.get();
  const last = messages.at(-1);
  if (!isDetached || isLoadingNewer || !last) return;
  const replaced = view.replaced;
  store.update({ isLoadingNewer: true, error: null });
  try {
    const page = await transport.fetchPage({ after: last._id, limit: HISTORY_PAGE_SIZE }, signal);
    if (replaced !== view.replaced) return;
    store.noteBlocked(page);
    store.update({
      messages: mergeMessages(store.get().messages, page.messages),
      isDetached: page.messages.length >= HISTORY_PAGE_SIZE,
      isLoadingNewer: false,
    });
    settleHeard(parts, page.version);
  } catch (error) {
    if (!isAbort(error) && replaced === view.replaced) store.update({ isLoadingNewer: false, error: 'newer' });
  }
}

/**
 * Replaces the held messages with the page `query` asks for (newest first): the one around a message, or the
 * newest. `isNewest` says the page is known to reach the newest message; otherwise it does when its newest
 * message is the newest the session ever met. Answers whether the page came.
 */
export async function replaceWithPage(parts: SessionParts, query: ChatPageQuery, target: ChatSnapshot['jumpTarget']) {
  const { transport, store, signal, view } = parts;
  const replaced = ++view.replaced;
  store.update({ isJumping: true, isLoadingOlder: false, isLoadingNewer: false, error: null });
  try {
    const page = await transport.fetchPage(query, signal);
    if (replaced !== view.replaced) return;
    const messages = [...page.messages].reverse();
    const latest = store.latestSeq();
    const newest = messages.at(-1)?.seq ?? 0;
    store.noteBlocked(page);
    store.update({
      messages,
      olderCursor: page.nextCursor,
      isDetached: query.around !== undefined && !(latest > 0 && newest >= latest),
      isLoading: false,
      isJumping: false,
      jumpTarget: target,
    });
    view.widened += 1;
    settleHeard(parts, page.version);
  } catch (error) {
    if (!isAbort(error) && replaced === view.replaced) store.update({ isJumping: false, error: 'jump' });
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

/** Fetches what changed since the last change heard; before the history is here, its load does it. */
export function createCatchUp(parts: Omit<SessionParts, 'catchUp'>) {
  const { transport, store, signal, heard, view } = parts;
  return serialized(async () => {
    if (!heard.hasHistory || signal.aborted) return;
    const widened = view.widened;
    const progress = { ...heard };
    try {
      await fetchMissed(transport, store, progress, signal);
      // A page merged meanwhile holds changes only up to where it was read: the catch-up it started goes on.
      if (widened === view.widened) heard.version = Math.max(heard.version ?? 0, progress.version ?? 0);
      if (store.get().error === 'catch-up') store.update({ error: null });
    } catch (error) {
      if (!isAbort(error)) store.update({ error: 'catch-up' });
    }
  });
}

/** Jumps to a message (a search result, a quoted one) and back to the newest; `retryJump` repeats the last. */
export function createJumps(parts: SessionParts) {
  const { store } = parts;
  let jumps = 0;
  let lastJumpId: string | null = null;

  /** Brings a message into view: at once when it is held, else with the page around it (see `isDetached`). */
  function jumpTo(messageId: string) {
    lastJumpId = messageId;
    const target = { messageId, serial: ++jumps };
    if (store.get().messages.some((message) => message._id === messageId)) {
      store.update({ jumpTarget: target, error: null });
      return Promise.resolve();
    }
    return replaceWithPage(parts, { around: messageId, limit: HISTORY_PAGE_SIZE }, target);
  }

  /** Back from a jump: the newest page, live again. */
  function jumpToLatest() {
    lastJumpId = null;
    return replaceWithPage(parts, { limit: HISTORY_PAGE_SIZE }, { messageId: null, serial: ++jumps });
  }

  return { jumpTo, jumpToLatest, retryJump: () => (lastJumpId ? jumpTo(lastJumpId) : jumpToLatest()) };
}

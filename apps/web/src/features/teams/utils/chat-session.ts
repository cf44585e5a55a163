import { type ChatMessage, mergeMessages } from './chat-messages.ts';
import {
  createCatchUp,
  createJumps,
  type Heard,
  HISTORY_PAGE_SIZE,
  hasWholeHistory,
  isAbort,
  loadNewerPage,
  loadOlderPage,
  type SessionParts,
} from './chat-pages.ts';
import type { ChatSendExtras, ChatTransport, OutgoingMessage } from './chat-session-types.ts';
import { createSnapshotStore } from './chat-store.ts';

export type {
  ChatPage,
  ChatPageQuery,
  ChatSendExtras,
  ChatSnapshot,
  ChatTransport,
  OutgoingMessage,
} from './chat-session-types.ts';

/** A fresh uuid per message; `crypto.randomUUID` exists only on https (and localhost), so we build one otherwise. */
export function newClientId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether two sends carry the same body but for their `clientId`: a retry of the same message. */
const isSameBody = (outgoing: OutgoingMessage, content: string, extras: ChatSendExtras) =>
  outgoing.content === content &&
  outgoing.replyToId === extras.replyToId &&
  (outgoing.attachmentIds ?? []).join() === (extras.attachmentIds ?? []).join();

/** The body a send posts: `clientId` fresh, unless it repeats the message that failed (`previous`). */
function outgoingFor(previous: OutgoingMessage | null, content: string, extras: ChatSendExtras): OutgoingMessage {
  if (previous && isSameBody(previous, content, extras)) return previous;
  return {
    content,
    clientId: newClientId(),
    ...(extras.replyToId && { replyToId: extras.replyToId }),
    ...(extras.attachmentIds?.length && { attachmentIds: [...extras.attachmentIds] }),
  };
}

/**
 * One open chat, outside React: its history, the messages that arrive live, and what a reconnect missed. Every
 * source goes through `mergeMessages`, so whatever order the history, the live events, the send's answer and the
 * catch-up arrive in, each message shows once and in order. A jump holds the messages around an older one
 * instead, and later pages lead back to the newest. `dispose` (the chat closing) drops all of it.
 */
export function createChatSession(transport: ChatTransport) {
  const controller = new AbortController();
  const { signal } = controller;
  const store = createSnapshotStore(signal);
  const heard: Heard = { version: null, hasHistory: false };
  const view = { replaced: 0, widened: 0 };
  const catchUp = createCatchUp({ transport, store, signal, heard, view });
  const parts: SessionParts = { transport, store, signal, heard, view, catchUp };
  let isJoined = false;
  /** The message being sent, so sending it again after a failure reuses its `clientId`. */
  let outgoing: OutgoingMessage | null = null;
  const { jumpTo, jumpToLatest, retryJump } = createJumps(parts);

  async function loadHistory() {
    const replaced = view.replaced;
    store.update({ isLoading: true, error: null });
    try {
      const page = await transport.fetchPage({ limit: HISTORY_PAGE_SIZE }, signal);
      if (replaced !== view.replaced) return;
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
      if (!isAbort(error) && replaced === view.replaced) store.update({ isLoading: false, error: 'history' });
    }
  }

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
    loadOlder: () => loadOlderPage(parts),
    /** After a jump, the page after the newest message held (the reader scrolled down to it). */
    loadNewer: () => loadNewerPage(parts),
    jumpTo,
    jumpToLatest,
    /** Messages from the live link; the answer settles when the catch-up a hole starts is done. */
    receive,
    /** The room was joined (again, after a reconnect: catch up, which the answer waits for) or left. */
    setJoined(joined: boolean) {
      isJoined = joined;
      return joined ? catchUp() : Promise.resolve();
    },
    catchUp,
    retry() {
      const { error } = store.get();
      if (error === 'older') return loadOlderPage(parts);
      if (error === 'newer') return loadNewerPage(parts);
      if (error === 'jump') return retryJump();
      if (!heard.hasHistory) return loadHistory();
      return catchUp();
    },
    /**
     * Sends `content` (with the message it answers and its files); the stored message joins the history at once
     * (its live event is then a repeat). Sent away from the newest messages, the chat goes back to them.
     */
    async send(content: string, extras: ChatSendExtras = {}) {
      outgoing = outgoingFor(outgoing, content, extras);
      const message = await transport.postMessage(outgoing);
      outgoing = null;
      if (store.get().isDetached) void jumpToLatest();
      else void receive([message]);
      return message;
    },
    dispose() {
      controller.abort();
      store.clear();
    },
  };
}

export type ChatSession = ReturnType<typeof createChatSession>;

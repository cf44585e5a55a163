import type { ChatMessage } from './chat-messages.ts';

// The shapes a chat session trades in: its pages, its transport and its snapshot (chat-session.ts and its parts).

/**
 * A page of history as the API answers it: newest first (with `after`, oldest first; with `since`, in the order of
 * their last change); with the room's event number when it was read, and the senders the reader blocked (their
 * messages show collapsed).
 */
export type ChatPage = {
  messages: ChatMessage[];
  nextCursor: string | null;
  version: number;
  blockedSenderIds: string[];
};
export type ChatPageQuery = { limit: number; cursor?: string; since?: number; after?: string; around?: string };

/** What a send carries besides its text: the message it answers, the files uploaded for it. */
export type ChatSendExtras = { replyToId?: string | undefined; attachmentIds?: readonly string[] | undefined };
/** A message's body as sent: the same body again (same `clientId`) after a failure. */
export type OutgoingMessage = { content: string; clientId: string; replyToId?: string; attachmentIds?: string[] };

export type ChatTransport = {
  fetchPage: (query: ChatPageQuery, signal: AbortSignal) => Promise<ChatPage>;
  /** Stores a message; sending the same `clientId` again answers the message stored the first time. */
  postMessage: (body: OutgoingMessage) => Promise<ChatMessage>;
};

export type ChatSnapshot = {
  /** Oldest first, each once. */
  messages: ChatMessage[];
  /** The newest page is on its way (the chat just opened). */
  isLoading: boolean;
  /**
   * What failed last: the first page, an earlier or a later page, catching up after a reconnect, or a jump;
   * `retry` tries it again.
   */
  error: 'history' | 'older' | 'newer' | 'catch-up' | 'jump' | null;
  /** Where the page before the oldest message starts; null when the oldest message is the first ever. */
  olderCursor: string | null;
  isLoadingOlder: boolean;
  /** Senders the reader blocked, as the pages so far named them. */
  blockedSenderIds: readonly string[];
  /**
   * After a jump to an older message: the newest messages are not held. New ones do not show (they would
   * follow a gap) until later pages reach the newest again, or the reader jumps to the latest.
   */
  isDetached: boolean;
  isLoadingNewer: boolean;
  /** A jump to a message not held is on its way. */
  isJumping: boolean;
  /**
   * The message the history should bring into view and highlight (null `messageId`: the newest); `serial` tells
   * one jump from the next to the same message.
   */
  jumpTarget: { messageId: string | null; serial: number } | null;
};

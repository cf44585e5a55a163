import { z } from 'zod';
import type { ChatMessage, ChatRoomRef } from './chat.schemas.ts';
import { CHAT_ATTACHMENTS_PER_MESSAGE, CHAT_MESSAGE_MAX, PRESENCE_WATCH_BATCH } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { PageQuery } from './pagination.schemas.ts';
import { text } from './text.schemas.ts';

/**
 * A chat message as sent: the project chat names its text `content`, the collaboration chat `message` (spec §7);
 * either is accepted on both. `clientId` (a uuid the client makes once per message) makes a resend idempotent:
 * the same sender sending the same clientId again gets the stored message back, never a second one.
 */
export const SendChatMessageBody = z
  .object({
    content: text().optional(),
    message: text().optional(),
    clientId: z.uuid().optional(),
    /** The message of the same room it answers. */
    replyToId: z.uuid().optional(),
    /** Pictures or PDFs the sender uploaded to this room and has not sent yet; with them the text may be empty. */
    attachmentIds: z.array(z.uuid()).max(CHAT_ATTACHMENTS_PER_MESSAGE, MESSAGES.tooManyAttachments).optional(),
  })
  .transform((body, context) => {
    const content = (body.content ?? body.message ?? '').trim();
    const attachmentIds = [...new Set(body.attachmentIds ?? [])];
    if (content.length === 0 && attachmentIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['content'], message: MESSAGES.messageRequired });
      return z.NEVER;
    }
    if (content.length > CHAT_MESSAGE_MAX) {
      context.addIssue({ code: 'custom', path: ['content'], message: MESSAGES.messageTooLong });
      return z.NEVER;
    }
    return { content, clientId: body.clientId, replyToId: body.replyToId, attachmentIds };
  });
export type SendChatMessageBody = z.output<typeof SendChatMessageBody>;
export type SendChatMessageInput = z.input<typeof SendChatMessageBody>;

/**
 * A page of history, newest first (`cursor` for older pages); with `after` (a message id) the messages that came
 * after that one, oldest first; with `since` (the room's event number) the messages changed after it, in the
 * order of their last change: what a client asks for after a reconnect to catch up; with `around` (a message id,
 * a search result's) the page that holds it in its middle, newest first, older pages by `nextCursor` and newer
 * ones by `after`.
 */
export const ChatHistoryQuery = PageQuery.extend({
  after: z.uuid().optional(),
  around: z.uuid().optional(),
  since: z.coerce.number().int().min(0).optional(),
});
export type ChatHistoryQuery = z.output<typeof ChatHistoryQuery>;

/** A collaboration chat in a path: the problem team's id (the problem's id, as `GET /api/users/{id}/collaborations` gives it). */
export const CollaborationIdParams = z.object({ id: z.uuid({ error: MESSAGES.problemNotFound }) });
export type CollaborationIdParams = z.infer<typeof CollaborationIdParams>;

// ---- The realtime link (socket.io), spec §7: the event names are the spec's. ----

/** What a refused or failed client event answers in its acknowledgement (an accepted one answers `{ok: true}`). */
export type RealtimeAck<T = undefined> = { ok: true; data?: T } | { ok: false; message: string; code?: string };

/**
 * Who came online and who went offline among the members a socket sees: its member's teammates, and those it
 * watches (`watch-presence`: the people on the page it shows). Only changes travel, never the whole list.
 */
export type PresenceEvent = { online: string[]; offline: string[] };

/** `watch-presence` / `unwatch-presence`: the members a page shows, by id. */
export const PresenceWatchList = z.array(z.uuid()).max(PRESENCE_WATCH_BATCH);

export type NewMessageEvent = { projectId: string; message: ChatMessage };
export type NewCollaborationMessageEvent = { collaborationId: string; message: ChatMessage };
/** Someone in the room is typing (sent at most every CHAT_TYPING_THROTTLE_MS while they type; shown a little longer). */
export type TypingEvent = { room: ChatRoomRef; user: { _id: string; name: string } };
/** A member's unread chat changed (a message arrived in one of their rooms, or they read one on any device). */
export type ChatUnreadChangedEvent = { room: ChatRoomRef };
/** A message in a direct conversation. */
export type NewDirectMessageEvent = { conversationId: string; message: ChatMessage };
/** A message of the room changed (edited, deleted, reacted to, removed): the message as it is now. */
export type MessageChangedEvent = { room: ChatRoomRef; message: ChatMessage };
/** Something about a project changed (its team, board, milestones, status): pages showing it reload it. */
export type ProjectUpdatedEvent = { projectId: string; reason: string; by?: string };
/** Something arrived in, or was answered from, a member's inbox (the navbar badge and the inbox refresh). */
export type RequestsChangedEvent = { reason: 'received' | 'answered' | 'cancelled' };

/**
 * The member was awarded reputation (or an award was recorded at a limit) for finished work: their score, history
 * and dashboard reload. Sent to the member's own room, so it reaches every page they have open.
 */
export type ReputationChangedEvent = { sourceType: 'problem' | 'project' | 'challenge'; sourceId: string };

/** Events the server sends. */
export type ServerToClientEvents = {
  /** Who is online among the members the socket sees: the answer to a `user-online` sent without an acknowledgement. */
  'online-users': (userIds: string[]) => void;
  presence: (event: PresenceEvent) => void;
  'new-message': (event: NewMessageEvent) => void;
  'new-collaboration-message': (event: NewCollaborationMessageEvent) => void;
  'new-direct-message': (event: NewDirectMessageEvent) => void;
  'message-changed': (event: MessageChangedEvent) => void;
  typing: (event: TypingEvent) => void;
  /** To `user:<id>`: the member's unread figures changed; the header, lists and open rooms read them again. */
  'chat-unread-changed': (event: ChatUnreadChangedEvent) => void;
  /** To `user:<id>`: a conversation of theirs changed (a new request, accepted, ignored): lists reload. */
  'conversations-changed': (event: { conversationId: string }) => void;
  'project-updated': (event: ProjectUpdatedEvent) => void;
  'requests-changed': (event: RequestsChangedEvent) => void;
  'reputation-changed': (event: ReputationChangedEvent) => void;
  /** A join the client asked for without an acknowledgement callback was refused. */
  'join-refused': (event: { room: string; message: string; code?: string }) => void;
  /** The member was taken off a team: the room is left, and the page should reload the project. */
  'removed-from-team': (event: { projectId: string }) => void;
  /** The member's notifications changed (one arrived, or was read on another device): the bell's new figure. */
  'notifications-changed': (event: { unread: number }) => void;
};

type Ack<T = undefined> = (answer: RealtimeAck<T>) => void;

/** Events a client sends; each answers through its acknowledgement when the client passes one. */
export type ClientToServerEvents = {
  /** Keeps the member's presence fresh; answers who is online among their teammates and the members watched. */
  'user-online': (userId?: string, ack?: Ack<string[]>) => void;
  /** Starts hearing these members' `presence` changes; answers which of them are online now. */
  'watch-presence': (userIds: string[], ack?: Ack<string[]>) => void;
  'unwatch-presence': (userIds: string[], ack?: Ack) => void;
  'join-project': (projectId: string, ack?: Ack) => void;
  'leave-project': (projectId: string, ack?: Ack) => void;
  'join-collaboration': (collaborationId: string, ack?: Ack) => void;
  'leave-collaboration': (collaborationId: string, ack?: Ack) => void;
  'join-direct': (conversationId: string, ack?: Ack) => void;
  'leave-direct': (conversationId: string, ack?: Ack) => void;
  /** The member is typing in a room they are in: the others in it hear `typing`. */
  typing: (payload: { room: ChatRoomRef }, ack?: Ack) => void;
  'send-message': (
    payload: { projectId?: string; collaborationId?: string; conversationId?: string } & SendChatMessageInput,
    ack?: Ack<ChatMessage>,
  ) => void;
  'project-update': (payload: { projectId: string; [field: string]: unknown }, ack?: Ack) => void;
  'task-update': (payload: { projectId: string; [field: string]: unknown }, ack?: Ack) => void;
};

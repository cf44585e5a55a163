import { z } from 'zod';
import { CHAT_ATTACHMENT_KINDS, CHAT_REACTIONS, CHAT_ROOM_KINDS, CONVERSATION_STATUSES } from './enums.ts';
import { CHAT_MESSAGE_MAX, CHAT_SEARCH_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { Removal } from './moderation.schemas.ts';
import { NextCursor, PageQuery } from './pagination.schemas.ts';
import { UserSummary } from './problems.schemas.ts';
import { text } from './text.schemas.ts';

// A chat room's messages: a Build Room's team, a problem's collaborators, or a direct conversation (issue 28).

/** Which room: a project's team chat, a problem team's (the id is the problem's), or a direct conversation. */
export const ChatRoomRef = z.object({ kind: z.enum(CHAT_ROOM_KINDS), id: z.string() });
export type ChatRoomRef = z.infer<typeof ChatRoomRef>;

/** The message another answers, as the answer quotes it: empty text when it was deleted or removed. */
export const ChatReplyQuote = z.object({
  _id: z.string(),
  seq: z.number().int(),
  sender: z.object({ _id: z.string(), name: z.string() }),
  excerpt: z.string(),
  /** Deleted by its sender or removed by moderators: the quote says so instead of its text. */
  isGone: z.boolean(),
});
export type ChatReplyQuote = z.infer<typeof ChatReplyQuote>;

/** One emoji's reactions to a message: who, in the order they reacted. */
export const ChatReactionGroup = z.object({
  emoji: z.string(),
  users: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type ChatReactionGroup = z.infer<typeof ChatReactionGroup>;

/** A picture or PDF a message carries; its bytes are served only to the room's members. */
export const ChatAttachment = z.object({
  _id: z.string(),
  kind: z.enum(CHAT_ATTACHMENT_KINDS),
  name: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  /** A picture's small version, for the chat's inline view; null for a PDF. */
  thumbnailUrl: z.string().nullable(),
});
export type ChatAttachment = z.infer<typeof ChatAttachment>;

/** GET /api/chat/attachments/:id (and /thumbnail): the bytes, to the members of its room (an unsent upload: its uploader). */
export const ChatAttachmentParams = z.object({ id: z.uuid({ error: MESSAGES.attachmentNotFound }) });
export type ChatAttachmentParams = z.infer<typeof ChatAttachmentParams>;

export const ChatMessage = z.object({
  _id: z.string(),
  sender: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  content: z.string(),
  createdAt: z.string(),
  /**
   * The message's number in its room's conversation, 1, 2, 3… in the order the messages were stored: a client that
   * holds every number up to n asks for what follows the message numbered n, and a jump in the numbers is a gap.
   */
  seq: z.number().int(),
  /**
   * The room's event number of the message's last change (sent, edited, deleted, reacted to, removed): of two
   * copies of a message the higher is the newer, and a client that heard every event up to n asks `?since=n`.
   */
  version: z.number().int(),
  /**
   * Moderators removed it: it keeps its place (and number) in the conversation, its content empty for everyone but
   * its sender, who reads it with `removal`, why.
   */
  removed: z.boolean(),
  removal: Removal.nullable(),
  /** When its sender last edited it; null when never. */
  editedAt: z.string().nullable(),
  /** Deleted: a tombstone keeps its place, with no text, reactions or attachments. */
  deleted: z.boolean(),
  replyTo: ChatReplyQuote.nullable(),
  reactions: z.array(ChatReactionGroup),
  attachments: z.array(ChatAttachment),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatMessageList = z.object({
  messages: z.array(ChatMessage),
  nextCursor: NextCursor,
  /**
   * The room's event number when the page was read: every change up to it is in the page (for the messages it
   * holds); a client asks `?since=` it for what changed after.
   */
  version: z.number().int(),
  /**
   * Of the room's people and these messages' senders, the members the reader blocked: their messages, these and
   * those that arrive live, show collapsed to the reader (the team stays as it was).
   */
  blockedSenderIds: z.array(z.string()),
});
export type ChatMessageList = z.infer<typeof ChatMessageList>;

// ---- Acting on one message: /api/chat/messages/:messageId ----

export const ChatMessageParams = z.object({ messageId: z.uuid({ error: MESSAGES.chatMessageNotFound }) });
export type ChatMessageParams = z.infer<typeof ChatMessageParams>;

/** PATCH /api/chat/messages/:messageId: its sender edits it within CHAT_EDIT_WINDOW_MS. */
export const EditChatMessageBody = z.object({
  content: text().trim().min(1, MESSAGES.messageRequired).max(CHAT_MESSAGE_MAX, MESSAGES.messageTooLong),
});
export type EditChatMessageBody = z.infer<typeof EditChatMessageBody>;

/** PUT / DELETE /api/chat/messages/:messageId/reactions/:emoji: one of the small set, once per member. */
export const ChatReactionParams = ChatMessageParams.extend({
  emoji: z.enum(CHAT_REACTIONS, { error: MESSAGES.unknownReaction }),
});
export type ChatReactionParams = z.infer<typeof ChatReactionParams>;

// ---- A room: /api/{projects|collaborations|conversations}/:id/… ----

/**
 * GET …/chat: what a room shows when it opens: its people (for `@` mentions), how far the reader had read
 * (the "new messages" line goes above the first later message of others) and how many of others' are unread.
 */
export const ChatRoomInfo = z.object({
  room: ChatRoomRef,
  people: z.array(z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() })),
  readSeq: z.number().int(),
  unread: z.number().int(),
});
export type ChatRoomInfo = z.infer<typeof ChatRoomInfo>;

/** PUT …/messages/read: the reader has read up to this message number (never moves back). */
export const MarkChatReadBody = z.object({ seq: z.number().int().min(0) });
export type MarkChatReadBody = z.infer<typeof MarkChatReadBody>;

/** GET /api/chat/unread: the member's rooms with unread messages of others, and the total (capped per room). */
export const ChatUnread = z.object({
  total: z.number().int(),
  rooms: z.array(
    z.object({
      room: ChatRoomRef,
      unread: z.number().int(),
      /**
       * What the room is called where its count is listed (the dashboard's unread card): the project's or the
       * problem's title, or a direct conversation's other member's name.
       */
      title: z.string(),
    }),
  ),
  /** Message requests waiting for the member's answer. */
  requests: z.number().int(),
});
export type ChatUnread = z.infer<typeof ChatUnread>;

/** GET …/messages/search?q=: a room's history, full-text (any language's words), newest first. */
export const ChatSearchQuery = PageQuery.extend({
  q: text().trim().min(1, MESSAGES.searchQueryRequired).max(CHAT_SEARCH_MAX, tooLong(CHAT_SEARCH_MAX)),
});
export type ChatSearchQuery = z.output<typeof ChatSearchQuery>;
export const ChatSearchResults = z.object({ messages: z.array(ChatMessage), nextCursor: NextCursor });
export type ChatSearchResults = z.infer<typeof ChatSearchResults>;

// ---- Direct conversations: /api/conversations ----

export const ConversationIdParams = z.object({ id: z.uuid({ error: MESSAGES.conversationNotFound }) });
export type ConversationIdParams = z.infer<typeof ConversationIdParams>;

/** POST /api/conversations: the conversation with a member, found or started (its first message makes it show). */
export const StartConversationBody = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });
export type StartConversationBody = z.infer<typeof StartConversationBody>;

export const Conversation = z.object({
  _id: z.string(),
  other: UserSummary,
  status: z.enum(CONVERSATION_STATUSES),
  /** The reader started it: a request of theirs waits for the other's answer (ignored shows as waiting too). */
  isStartedByMe: z.boolean(),
  lastMessage: z.object({ excerpt: z.string(), createdAt: z.string(), senderId: z.string() }).nullable(),
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;

/** GET /api/conversations?box=inbox|requests: the member's conversations newest first, or the requests to them. */
export const ConversationListQuery = PageQuery.extend({ box: z.enum(['inbox', 'requests']).default('inbox') });
export type ConversationListQuery = z.output<typeof ConversationListQuery>;
export const ConversationList = z.object({ conversations: z.array(Conversation), nextCursor: NextCursor });
export type ConversationList = z.infer<typeof ConversationList>;

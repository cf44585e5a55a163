import { z } from 'zod';
import { CHAT_ATTACHMENT_KINDS, CHAT_ROOM_KINDS } from './enums.ts';
import { Removal } from './moderation.schemas.ts';
import { NextCursor } from './pagination.schemas.ts';

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

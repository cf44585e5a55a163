import { CHAT_ATTACHMENT_KINDS, CONVERSATION_STATUSES } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, bytea, createdAt, instant, moderated, primaryId, updatedAt } from './columns.ts';
import { problems } from './problems.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A direct conversation between two members (issue 28), `member_a` the lower id so a pair has one row. Started by
 * someone who shares no team with the other, it is a `request` until the other accepts (or `ignored`, which its
 * starter is not told); between teammates it is `open` from the start.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: primaryId(),
    memberA: belongsTo('member_a', () => users.id),
    memberB: belongsTo('member_b', () => users.id),
    startedBy: belongsTo('started_by', () => users.id),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull(),
    createdAt: createdAt(),
    answeredAt: instant('answered_at'),
    /** When its newest message was sent: the members' conversation lists go newest first. */
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    check('conversations_pair_ordered', sql`${t.memberA} < ${t.memberB}`),
    uniqueIndex('conversations_pair_key').on(t.memberA, t.memberB),
    index('conversations_member_a_idx').on(t.memberA, t.lastMessageAt.desc()),
    index('conversations_member_b_idx').on(t.memberB, t.lastMessageAt.desc()),
  ],
);

/**
 * Chat messages of every room: a project's team (owner and members), a problem's team (author and collaborators,
 * the "collaboration chat") or a direct conversation. Exactly one of the three ids is set; `room_id` is that one,
 * computed by the database, so every per-room index and query is one. The messages go with their room.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: primaryId(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').notNull().generatedAlwaysAs(sql`coalesce(project_id, problem_id, conversation_id)`),
    senderId: belongsTo('sender_id', () => users.id),
    content: text('content').notNull(),
    /** The id the sender's client gave the message: sending it again finds this row instead of adding one. */
    clientId: uuid('client_id'),
    /** Its number in the room's conversation, in the order messages were stored (see `chatSequences`). */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /**
     * The room's event number of the message's last change (sent, edited, deleted, reacted to, hidden): a client
     * that heard every change up to n asks for the messages changed after n.
     */
    version: bigint('version', { mode: 'number' }).notNull(),
    /** The message it answers, in the same room. */
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    editedAt: instant('edited_at'),
    /** Deleted by its sender (or the project's owner): a tombstone keeps its place, its text gone. */
    deletedAt: instant('deleted_at'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', content)`),
    createdAt: createdAt(),
    ...moderated(),
  },
  (t) => [
    check('chat_messages_one_room', sql`num_nonnulls(${t.projectId}, ${t.problemId}, ${t.conversationId}) = 1`),
    uniqueIndex('chat_messages_client_key').on(t.senderId, t.clientId),
    uniqueIndex('chat_messages_room_seq_key').on(t.roomId, t.seq),
    index('chat_messages_room_created_at_idx').on(t.roomId, t.createdAt.desc(), t.id.desc()),
    index('chat_messages_room_version_idx').on(t.roomId, t.version),
    index('chat_messages_search_idx').using('gin', t.searchVector),
    index('chat_messages_reply_to_idx').on(t.replyToId).where(sql`${t.replyToId} IS NOT NULL`),
    // A project, problem or conversation deleted takes its messages along these (the cascade's lookups).
    index('chat_messages_project_idx').on(t.projectId).where(sql`${t.projectId} IS NOT NULL`),
    index('chat_messages_problem_idx').on(t.problemId).where(sql`${t.problemId} IS NOT NULL`),
    index('chat_messages_conversation_idx').on(t.conversationId).where(sql`${t.conversationId} IS NOT NULL`),
  ],
);

/**
 * Each room's last message number and last event number. A send or a change locks its room's row until it
 * commits, so numbers follow the order in which they are stored, with no holes (a rollback gives its numbers
 * back). `team_id` is the room's id (a project's, problem's or conversation's); it outlives its room harmlessly.
 */
export const chatSequences = pgTable('chat_sequences', {
  teamId: uuid('team_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Who reacted to a message with which emoji of the small set (`CHAT_REACTIONS`); once each. */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: belongsTo('message_id', () => chatMessages.id),
    userId: belongsTo('user_id', () => users.id),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] }), index('chat_reactions_user_idx').on(t.userId)],
);

/** How far a member has read each room (its message number), kept on the server so it follows them. */
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: belongsTo('user_id', () => users.id),
    roomId: uuid('room_id').notNull(),
    readSeq: bigint('read_seq', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomId] })],
);

/**
 * A picture or PDF sent in a room: uploaded first (no message yet), then attached to the message that sends it.
 * Pictures are re-encoded without metadata, with a thumbnail; kept in the database so every instance serves them.
 * Uploads never sent are removed by housekeeping.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: primaryId(),
    roomId: uuid('room_id').notNull(),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    uploaderId: belongsTo('uploader_id', () => users.id),
    kind: text('kind', { enum: CHAT_ATTACHMENT_KINDS }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    content: bytea('content').notNull(),
    thumbnail: bytea('thumbnail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_attachments_message_idx').on(t.messageId),
    index('chat_attachments_unsent_idx').on(t.createdAt).where(sql`${t.messageId} IS NULL`),
    index('chat_attachments_uploader_idx').on(t.uploaderId),
  ],
);

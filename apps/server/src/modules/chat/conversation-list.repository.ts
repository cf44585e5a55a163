import { CHAT_UNREAD_CAP, type ConversationStatus } from '@skillsync/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jsonTimestamp, queryRows } from '../../db/sql.ts';
import { cursorTextOf, isAfterCursor, type PageRequest } from '../../lib/pagination.ts';
import { isBlockedByReader } from './conversations.repository.ts';

/** A conversation as one of its members reads it: the other member, its newest message and their unread count. */
export type ConversationRow = {
  id: string;
  status: ConversationStatus;
  startedBy: string;
  cursor: string;
  other: { id: string; name: string; avatar: string | null; reputationScore: number };
  last: {
    content: string;
    createdAt: string;
    senderId: string;
    isRemoved: boolean;
    isDeleted: boolean;
  } | null;
  unread: number;
};

/** Which of a member's conversations a list shows. */
export type Box = 'inbox' | 'requests';

const hasMessage = sql`EXISTS (SELECT 1 FROM chat_messages m WHERE m.room_id = c.id)`;

/**
 * inbox: open conversations, and the requests the reader started (waiting, or ignored: to them it waits);
 * requests: the requests to the reader they have not ignored. Each with a message (an empty one is nobody's news),
 * none with a member the reader blocked. One who blocked the reader still shows: nothing tells the reader of a block
 * until a message is refused, in the words every refused message gets.
 */
function inBox(box: Box, readerId: string) {
  const kept =
    box === 'inbox'
      ? sql`(c.status = 'open' OR c.started_by = ${readerId})`
      : sql`c.status = 'request' AND c.started_by <> ${readerId}`;
  return sql`${kept} AND ${hasMessage} AND NOT ${isBlockedByReader(readerId)}`;
}

/**
 * The reader's conversations that `where` keeps, as they read them, in one query: the other member, the newest
 * message (along the room's index) and how many of the other's messages are past the reader's read mark
 * (`chat_reads`), counted up to CHAT_UNREAD_CAP.
 */
function selectViews(readerId: string, from: SQL, limit: number) {
  return sql`SELECT c.id, c.status, c.started_by AS "startedBy", ${cursorTextOf(sql`c.last_message_at`)} AS cursor,
      json_build_object('id', other.id, 'name', other.name, 'avatar', other.avatar,
        'reputationScore', other.reputation_score) AS other,
      CASE WHEN last.id IS NULL THEN NULL ELSE json_build_object('content', last.content,
        'createdAt', ${jsonTimestamp(sql`last.created_at`)}, 'senderId', last.sender_id,
        'isRemoved', last.hidden_at IS NOT NULL, 'isDeleted', last.deleted_at IS NOT NULL) END AS last,
      (SELECT count(*)::int FROM (
        SELECT 1 FROM chat_messages m
        WHERE m.room_id = c.id AND m.sender_id <> ${readerId} AND m.deleted_at IS NULL AND m.hidden_at IS NULL
          AND m.seq > coalesce((SELECT r.read_seq FROM chat_reads r WHERE r.user_id = ${readerId} AND r.room_id = c.id), 0)
        LIMIT ${CHAT_UNREAD_CAP}) AS unread_rows) AS unread
    FROM (${from}) AS c
    JOIN users other ON other.id = CASE WHEN c.member_a = ${readerId} THEN c.member_b ELSE c.member_a END
    LEFT JOIN LATERAL (
      SELECT m.id, m.content, m.created_at, m.sender_id, m.hidden_at, m.deleted_at FROM chat_messages m
      WHERE m.room_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS last ON true
    ORDER BY c.last_message_at DESC, c.id DESC
    LIMIT ${limit}`;
}

/**
 * One page of a member's conversations in a box, newest message first (one row more tells whether more follow).
 * A member is `member_a` of some and `member_b` of others: each side is read along its own index, cut at the page,
 * and the two merged.
 */
export async function findConversationPage(db: Queryable, readerId: string, box: Box, page: PageRequest) {
  const after = page.after ? isAfterCursor(sql`c.last_message_at`, sql`c.id`, page.after) : sql`true`;
  const side = (column: SQL) =>
    sql`(SELECT c.* FROM conversations c WHERE ${column} = ${readerId} AND ${inBox(box, readerId)} AND ${after}
        ORDER BY c.last_message_at DESC, c.id DESC LIMIT ${page.limit + 1})`;
  const from = sql`${side(sql`c.member_a`)} UNION ALL ${side(sql`c.member_b`)}`;
  return queryRows<ConversationRow>(db, selectViews(readerId, from, page.limit + 1));
}

/** One conversation as one of its members reads it; undefined for anyone else. */
export async function findConversationView(db: Queryable, readerId: string, conversationId: string) {
  const from = sql`SELECT * FROM conversations c
    WHERE c.id = ${conversationId} AND ${readerId} IN (c.member_a, c.member_b)`;
  const [row] = await queryRows<ConversationRow>(db, selectViews(readerId, from, 1));
  return row;
}

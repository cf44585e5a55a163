import { CHAT_UNREAD_CAP, type ChatRoomKind } from '@skillsync/shared';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { isBlockedByReader } from './conversations.repository.ts';
import type { ChatRoom } from './rooms.ts';

/**
 * How many of others' messages in a room came after the reader's `readSeq`, counted up to CHAT_UNREAD_CAP: the
 * room's (room_id, seq) index is read from `readSeq` on and stops at the cap, so a room unread for months costs
 * no more than one with a few new messages. Deleted messages and those moderators removed are nothing to read.
 */
export const unreadCountOf = (roomId: SQLWrapper | string, readSeq: SQLWrapper | number, readerId: string) =>
  sql`(SELECT count(*)::int FROM (
        SELECT 1 FROM chat_messages m
        WHERE m.room_id = ${roomId} AND m.seq > ${readSeq} AND m.sender_id <> ${readerId}
          AND m.deleted_at IS NULL AND m.hidden_at IS NULL
        ORDER BY m.seq LIMIT ${CHAT_UNREAD_CAP}) AS capped)`;

/** How far the member has read the room (0 when never), and how many of others' messages came after. */
export async function findReadState(db: Queryable, userId: string, room: ChatRoom) {
  const [row] = await queryRows<{ readSeq: number; unread: number }>(
    db,
    sql`SELECT read.seq::int AS "readSeq", ${unreadCountOf(room.id, sql`read.seq`, userId)} AS unread
        FROM (SELECT coalesce((SELECT read_seq FROM chat_reads WHERE user_id = ${userId} AND room_id = ${room.id}), 0)
          AS seq) AS read`,
  );
  return row ?? { readSeq: 0, unread: 0 };
}

/**
 * Moves the member's read position in the room up to `seq`, never back, and never past the room's last message.
 * Answers whether it moved.
 */
export async function markRoomRead(db: Queryable, userId: string, room: ChatRoom, seq: number, now: Date) {
  const rows = await queryRows<{ readSeq: number }>(
    db,
    sql`INSERT INTO chat_reads (user_id, room_id, read_seq, updated_at)
        VALUES (${userId}, ${room.id},
          LEAST(${seq}::bigint, coalesce((SELECT seq FROM chat_sequences WHERE team_id = ${room.id}), 0)), ${now})
        ON CONFLICT (user_id, room_id) DO UPDATE
          SET read_seq = GREATEST(chat_reads.read_seq, excluded.read_seq), updated_at = excluded.updated_at
          WHERE chat_reads.read_seq < excluded.read_seq
        RETURNING read_seq AS "readSeq"`,
  );
  return rows.length > 0;
}

/**
 * The member's rooms, by kind, with what each is called: the projects they own or are on, the problems they posted
 * or collaborate on (their titles), and their direct conversations that are open or that they started (the other
 * member's name; a request to them waits apart, in `requests`).
 */
const roomsOf = (userId: string) => sql`
  SELECT 'project' AS kind, id, title FROM projects WHERE owner_id = ${userId}
  UNION SELECT 'project', p.id, p.title FROM project_members pm JOIN projects p ON p.id = pm.project_id
    WHERE pm.user_id = ${userId}
  UNION SELECT 'collaboration', id, title FROM problems WHERE author_id = ${userId}
  UNION SELECT 'collaboration', p.id, p.title FROM problem_collaborators pc JOIN problems p ON p.id = pc.problem_id
    WHERE pc.user_id = ${userId}
  UNION SELECT 'direct', c.id, other.name FROM conversations c
    JOIN users other ON other.id = CASE WHEN c.member_a = ${userId} THEN c.member_b ELSE c.member_a END
    WHERE (c.member_a = ${userId} OR c.member_b = ${userId}) AND (c.status = 'open' OR c.started_by = ${userId})
      AND NOT ${isBlockedByReader(userId)}`;

type UnreadRow = { rooms: { kind: ChatRoomKind; id: string; title: string; unread: number }[]; requests: number };

/**
 * In one query: each of the member's rooms with unread messages of others (capped counts), and how many message
 * requests to them wait for an answer (those with a message in them).
 */
export async function findUnreadRooms(db: Queryable, userId: string) {
  const [row] = await queryRows<UnreadRow>(
    db,
    sql`WITH mine AS (${roomsOf(userId)}),
      counted AS (
        SELECT mine.kind, mine.id, mine.title, unread.count FROM mine
        LEFT JOIN chat_reads r ON r.user_id = ${userId} AND r.room_id = mine.id
        CROSS JOIN LATERAL (SELECT ${unreadCountOf(sql`mine.id`, sql`coalesce(r.read_seq, 0)`, userId)} AS count) unread
        WHERE unread.count > 0)
      SELECT
        coalesce((SELECT json_agg(json_build_object('kind', kind, 'id', id, 'title', title, 'unread', count) ORDER BY kind, id)
          FROM counted), '[]'::json) AS rooms,
        (SELECT count(*)::int FROM conversations c
          WHERE (c.member_a = ${userId} OR c.member_b = ${userId}) AND c.status = 'request'
            AND c.started_by <> ${userId} AND NOT ${isBlockedByReader(userId)}
            AND EXISTS (SELECT 1 FROM chat_messages m WHERE m.room_id = c.id)) AS requests`,
  );
  return row ?? { rooms: [], requests: 0 };
}

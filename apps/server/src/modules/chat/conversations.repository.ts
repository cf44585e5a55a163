import type { ConversationStatus } from '@skillsync/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import { queryRows, sqlArray } from '../../db/sql.ts';

/** A pair as its row keeps it: the lower id first (ids in lower case, as PostgreSQL writes them), one row a pair. */
export const pairOf = (one: string, other: string) =>
  one < other ? { memberA: one, memberB: other } : { memberA: other, memberB: one };

/** The other member of a conversation, as one of its two sees it. */
export const otherMemberOf = (row: { memberA: string; memberB: string }, userId: string) =>
  row.memberA === userId ? row.memberB : row.memberA;

/** A conversation the member is one of the two of; undefined for anyone else. */
export async function findConversationOf(db: Queryable, conversationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.memberA, userId), eq(conversations.memberB, userId)),
      ),
    );
  return row;
}

/** A conversation's two members, with their names and pictures (an erased member is left out). */
export async function findConversationPeople(db: Queryable, conversationId: string) {
  return queryRows<{ id: string; name: string; avatar: string | null }>(
    db,
    sql`SELECT users.id, users.name, users.avatar FROM conversations c
        JOIN users ON users.id IN (c.member_a, c.member_b)
        WHERE c.id = ${conversationId} AND users.deleted_at IS NULL`,
  );
}

/** The conversation between two members, if one was started. */
export async function findConversationBetween(db: Queryable, one: string, other: string) {
  const { memberA, memberB } = pairOf(one, other);
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)));
  return row;
}

/**
 * Starts the conversation between two members unless one exists; answers its id, or undefined when the pair
 * already had one (started at this very moment by either of them: the unique pair makes that one the only one).
 */
export async function insertConversationOnce(
  db: Queryable,
  pair: { startedBy: string; otherId: string; status: ConversationStatus },
) {
  const [row] = await db
    .insert(conversations)
    .values({ ...pairOf(pair.startedBy, pair.otherId), startedBy: pair.startedBy, status: pair.status })
    .onConflictDoNothing({ target: [conversations.memberA, conversations.memberB] })
    .returning({ id: conversations.id });
  return row?.id;
}

/** Whether the two are on one team: a project's (owner or member) or a problem's (author or collaborator). */
export async function sharesTeam(db: Queryable, one: string, other: string) {
  const projectsOf = (userId: string) =>
    sql`SELECT id FROM projects WHERE owner_id = ${userId}
        UNION ALL SELECT project_id FROM project_members WHERE user_id = ${userId}`;
  const problemsOf = (userId: string) =>
    sql`SELECT id FROM problems WHERE author_id = ${userId}
        UNION ALL SELECT problem_id FROM problem_collaborators WHERE user_id = ${userId}`;
  const [row] = await queryRows<{ shares: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM (${projectsOf(one)}) AS mine JOIN (${projectsOf(other)}) AS theirs USING (id))
        OR EXISTS (SELECT 1 FROM (${problemsOf(one)}) AS mine JOIN (${problemsOf(other)}) AS theirs USING (id))
        AS shares`,
  );
  return row?.shares ?? false;
}

/**
 * Locks a conversation's row until the transaction ends (a member's, or undefined): a send, an accept and an
 * ignore take it first, so the request's rules are read and changed by one at a time. NO KEY UPDATE: a message
 * stored meanwhile (its foreign key shares the row) does not wait for it.
 */
export async function lockConversation(tx: Queryable, conversationId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.memberA, userId), eq(conversations.memberB, userId)),
      ),
    )
    .for('no key update');
  return row;
}

/** A request answered (accepted: open; ignored), or handed to the member who wrote its first message. */
export async function updateConversation(
  tx: Queryable,
  conversationId: string,
  changes: { status: ConversationStatus; startedBy?: string; answeredAt?: Date },
) {
  await tx.update(conversations).set(changes).where(eq(conversations.id, conversationId));
}

/** Whether the conversation holds a message other than this one (is this one its first?). */
export async function hasMessagesBesides(tx: Queryable, conversationId: string, messageId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM chat_messages WHERE room_id = ${conversationId} AND id <> ${messageId} LIMIT 1`,
  );
  return rows.length > 0;
}

/** The conversation's newest message is this one: the members' lists put it first. */
export async function touchLastMessage(tx: Queryable, conversationId: string, messageId: string) {
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`(SELECT created_at FROM chat_messages WHERE id = ${messageId})` })
    .where(eq(conversations.id, conversationId));
}

/**
 * Of these (socket, conversation) claims, by index, those whose member is still one of the conversation's two:
 * the realtime recheck keeps those rooms and leaves the rest. One query for all.
 */
export async function findDirectClaimsThatHold(db: Queryable, claims: { conversationId: string; userId: string }[]) {
  if (claims.length === 0) return new Set<number>();
  const rows = await queryRows<{ index: number }>(
    db,
    sql`SELECT t.index::int AS index
      FROM unnest(${sqlArray(
        claims.map((claim) => claim.conversationId),
        'uuid',
      )}, ${sqlArray(
        claims.map((claim) => claim.userId),
        'uuid',
      )}) WITH ORDINALITY AS t(conversation_id, user_id, index)
      WHERE EXISTS (SELECT 1 FROM conversations c
        WHERE c.id = t.conversation_id AND t.user_id IN (c.member_a, c.member_b))`,
  );
  // WITH ORDINALITY counts from 1.
  return new Set(rows.map((row) => row.index - 1));
}

/**
 * A member's conversations for their data export: with whom, how it stands (a request of theirs that was ignored
 * reads as waiting, as it always did to them), who started it and when it began, was answered and last spoke.
 */
export async function findConversationsOf(db: Queryable, userId: string) {
  return queryRows<{
    id: string;
    withUserId: string;
    withName: string;
    status: ConversationStatus;
    isStartedByMe: boolean;
    createdAt: string | Date;
    answeredAt: string | Date | null;
    lastMessageAt: string | Date;
  }>(
    db,
    sql`SELECT c.id, other.id AS "withUserId", other.name AS "withName",
        CASE WHEN c.status = 'ignored' AND c.started_by = ${userId} THEN 'request' ELSE c.status END AS status,
        c.started_by = ${userId} AS "isStartedByMe", c.created_at AS "createdAt", c.answered_at AS "answeredAt",
        c.last_message_at AS "lastMessageAt"
      FROM conversations c
      JOIN users other ON other.id = CASE WHEN c.member_a = ${userId} THEN c.member_b ELSE c.member_a END
      WHERE c.member_a = ${userId} OR c.member_b = ${userId}
      ORDER BY c.created_at`,
  );
}

/**
 * Whether the reader blocked the other member of the conversation aliased `c`: such a conversation leaves the
 * reader's lists and unread figures (the member blocked keeps theirs: nothing tells them).
 */
export const isBlockedByReader = (readerId: string) =>
  sql`EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${readerId} AND blocked_id IN (c.member_a, c.member_b))`;

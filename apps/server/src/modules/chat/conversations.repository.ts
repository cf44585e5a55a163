import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';

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

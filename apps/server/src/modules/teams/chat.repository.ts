import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { chatMessages, chatSequences, users } from '../../db/schema/index.ts';
import { removalFor } from '../../db/sql.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import type { Team } from './team-access.repository.ts';

const ofTeam = (team: Team): SQL =>
  team.kind === 'project' ? eq(chatMessages.projectId, team.id) : eq(chatMessages.problemId, team.id);

/** A message with its sender, and why moderators removed it when the reader (`readerId`) sent it. */
const messageSelection = (readerId: string | null) => ({
  message: chatMessages,
  sender: { id: users.id, name: users.name, avatar: users.avatar },
  cursor: cursorTextOf(chatMessages.createdAt),
  removal: removalFor('message', chatMessages, chatMessages.senderId, readerId),
});

function selectMessages(db: Queryable, readerId: string | null) {
  return db.select(messageSelection(readerId)).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.senderId));
}

/**
 * One page of a team's history, newest first (one row more than the page tells whether older ones follow). A
 * message moderators removed keeps its place; the presenter empties it for all but its sender.
 */
export async function findMessagePage(db: Queryable, team: Team, page: PageRequest, readerId: string | null = null) {
  return selectMessages(db, readerId)
    .where(
      and(ofTeam(team), page.after ? isAfterCursor(chatMessages.createdAt, chatMessages.id, page.after) : undefined),
    )
    .orderBy(...newestFirst(chatMessages.createdAt, chatMessages.id))
    .limit(page.limit + 1);
}

/**
 * The messages numbered after one of the team's, in their order; undefined when that message is not the team's.
 * Numbers follow the order messages were stored, so a message whose send committed late is never skipped.
 */
export async function findMessagesAfter(
  db: Queryable,
  team: Team,
  messageId: string,
  limit: number,
  readerId: string | null = null,
) {
  const [known] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(ofTeam(team), eq(chatMessages.id, messageId)));
  if (!known) return undefined;
  return selectMessages(db, readerId)
    .where(and(ofTeam(team), gt(chatMessages.seq, known.seq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

export async function findMessageById(db: Queryable, id: string, readerId: string | null = null) {
  const [row] = await selectMessages(db, readerId).where(eq(chatMessages.id, id));
  return row;
}
export type MessageWithSender = NonNullable<Awaited<ReturnType<typeof findMessageById>>>;

/**
 * Stores a message once, numbered next in its team's conversation: the team's sequence row is locked until the
 * transaction ends, so the team's messages are numbered in the order they are stored, with no holes. A resend with
 * the same client id finds the message already stored (for this team) and answers it instead of adding another;
 * `isNew` says which happened. Undefined: the client id belongs to another team's message.
 */
export async function insertMessageOnce(
  tx: Queryable,
  team: Team,
  values: { senderId: string; content: string; clientId: string | undefined },
) {
  // One statement adds the team's row if it has none and locks it either way (a no-op update takes the row lock).
  await tx
    .insert(chatSequences)
    .values({ teamId: team.id, seq: 0 })
    .onConflictDoUpdate({ target: chatSequences.teamId, set: { seq: sql`${chatSequences.seq}` } });
  if (values.clientId) {
    const [existing] = await tx
      .select({ id: chatMessages.id, projectId: chatMessages.projectId, problemId: chatMessages.problemId })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, values.senderId), eq(chatMessages.clientId, values.clientId)));
    if (existing) {
      const isThisTeam = (team.kind === 'project' ? existing.projectId : existing.problemId) === team.id;
      return isThisTeam ? { id: existing.id, isNew: false } : undefined;
    }
  }
  const [next] = await tx
    .update(chatSequences)
    .set({ seq: sql`${chatSequences.seq} + 1` })
    .where(eq(chatSequences.teamId, team.id))
    .returning({ seq: chatSequences.seq });
  if (!next) throw new Error('chat sequence row missing');
  const [inserted] = await tx
    .insert(chatMessages)
    .values({
      ...(team.kind === 'project' ? { projectId: team.id } : { problemId: team.id }),
      senderId: values.senderId,
      content: values.content,
      clientId: values.clientId ?? null,
      seq: next.seq,
    })
    // The same client id stored meanwhile for another team (the caller's refusal rolls the number back).
    .onConflictDoNothing()
    .returning({ id: chatMessages.id });
  return inserted ? { id: inserted.id, isNew: true } : undefined;
}

/** Every message a member sent, for their data export. */
export async function findMessagesBy(db: Queryable, userId: string) {
  return db.select().from(chatMessages).where(eq(chatMessages.senderId, userId));
}

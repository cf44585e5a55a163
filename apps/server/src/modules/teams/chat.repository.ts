import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { chatMessages, users } from '../../db/schema/index.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import type { Team } from './team-access.repository.ts';

const ofTeam = (team: Team): SQL =>
  team.kind === 'project' ? eq(chatMessages.projectId, team.id) : eq(chatMessages.problemId, team.id);

const messageSelection = {
  message: chatMessages,
  sender: { id: users.id, name: users.name, avatar: users.avatar },
  cursor: cursorTextOf(chatMessages.createdAt),
};

function selectMessages(db: Queryable) {
  return db.select(messageSelection).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.senderId));
}

/** One page of a team's history, newest first (one row more than the page tells whether older ones follow). */
export async function findMessagePage(db: Queryable, team: Team, page: PageRequest) {
  return selectMessages(db)
    .where(
      and(ofTeam(team), page.after ? isAfterCursor(chatMessages.createdAt, chatMessages.id, page.after) : undefined),
    )
    .orderBy(...newestFirst(chatMessages.createdAt, chatMessages.id))
    .limit(page.limit + 1);
}

/** The messages that came after one of the team's, oldest first; undefined when that message is not the team's. */
export async function findMessagesAfter(db: Queryable, team: Team, messageId: string, limit: number) {
  // The time as cursor text keeps its microseconds, which a JavaScript Date would round away.
  const [known] = await db
    .select({ id: chatMessages.id, createdAt: cursorTextOf(chatMessages.createdAt) })
    .from(chatMessages)
    .where(and(ofTeam(team), eq(chatMessages.id, messageId)));
  if (!known) return undefined;
  return selectMessages(db)
    .where(
      and(
        ofTeam(team),
        sql`(${chatMessages.createdAt}, ${chatMessages.id}) > (${known.createdAt}::timestamptz, ${known.id}::uuid)`,
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(limit);
}

export async function findMessageById(db: Queryable, id: string) {
  const [row] = await selectMessages(db).where(eq(chatMessages.id, id));
  return row;
}
export type MessageWithSender = NonNullable<Awaited<ReturnType<typeof findMessageById>>>;

/**
 * Stores a message once, stamped by the database with microseconds (so messages sent in the same millisecond keep
 * their order): a resend with the same client id finds the message already stored (for this team) and
 * answers it instead of adding another. `isNew` says which happened.
 */
export async function insertMessageOnce(
  db: Queryable,
  team: Team,
  values: { senderId: string; content: string; clientId: string | undefined },
) {
  const [inserted] = await db
    .insert(chatMessages)
    .values({
      ...(team.kind === 'project' ? { projectId: team.id } : { problemId: team.id }),
      senderId: values.senderId,
      content: values.content,
      clientId: values.clientId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: chatMessages.id });
  if (inserted) return { id: inserted.id, isNew: true };
  if (!values.clientId) return undefined;
  const [existing] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(ofTeam(team), eq(chatMessages.senderId, values.senderId), eq(chatMessages.clientId, values.clientId)));
  return existing ? { id: existing.id, isNew: false } : undefined;
}

/** Every message a member sent, for their data export. */
export async function findMessagesBy(db: Queryable, userId: string) {
  return db.select().from(chatMessages).where(eq(chatMessages.senderId, userId));
}

import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, sqlArray } from '../../db/client.ts';
import { chatMessages, users } from '../../db/schema/index.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';

/** A team's conversation: a project's, or a problem's (its collaboration chat). */
export type Team = { kind: 'project' | 'collaboration'; id: string };

const ofTeam = (team: Team): SQL =>
  team.kind === 'project' ? eq(chatMessages.projectId, team.id) : eq(chatMessages.problemId, team.id);

const messageSelection = {
  message: chatMessages,
  sender: { id: users.id, name: users.name, avatar: users.avatar },
  cursor: cursorTextOf(chatMessages.createdAt),
};

function selectMessages(db: DbOrTx) {
  return db.select(messageSelection).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.senderId));
}

/** One page of a team's history, newest first (one row more than the page tells whether older ones follow). */
export async function findMessagePage(db: DbOrTx, team: Team, page: PageRequest) {
  return selectMessages(db)
    .where(
      and(ofTeam(team), page.after ? isAfterCursor(chatMessages.createdAt, chatMessages.id, page.after) : undefined),
    )
    .orderBy(...newestFirst(chatMessages.createdAt, chatMessages.id))
    .limit(page.limit + 1);
}

/** The messages that came after one of the team's, oldest first; undefined when that message is not the team's. */
export async function findMessagesAfter(db: DbOrTx, team: Team, messageId: string, limit: number) {
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

export async function findMessageById(db: DbOrTx, id: string) {
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
  db: DbOrTx,
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

/**
 * Which of these members are still on these teams, in one query for any number (the realtime link's periodic
 * check of every socket): a project's owner or member, a problem's author or collaborator, the rule
 * `authorizeTeam` applies to one. Answers the claims that hold, by index.
 */
export async function findClaimsThatHold(db: DbOrTx, claims: { team: Team; userId: string }[]) {
  if (claims.length === 0) return new Set<number>();
  const rows = await queryRows<{ index: number }>(
    db,
    sql`SELECT t.index::int AS index
      FROM unnest(${sqlArray(
        claims.map((claim) => claim.team.kind),
        'text',
      )}, ${sqlArray(
        claims.map((claim) => claim.team.id),
        'uuid',
      )}, ${sqlArray(
        claims.map((claim) => claim.userId),
        'uuid',
      )}) WITH ORDINALITY AS t(kind, team_id, user_id, index)
      WHERE (t.kind = 'project' AND (
          EXISTS (SELECT 1 FROM projects j WHERE j.id = t.team_id AND j.owner_id = t.user_id)
          OR EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = t.team_id AND m.user_id = t.user_id)))
        OR (t.kind = 'collaboration' AND (
          EXISTS (SELECT 1 FROM problems p WHERE p.id = t.team_id AND p.author_id = t.user_id)
          OR EXISTS (SELECT 1 FROM problem_collaborators c WHERE c.problem_id = t.team_id AND c.user_id = t.user_id)))`,
  );
  // WITH ORDINALITY counts from 1.
  return new Set(rows.map((row) => row.index - 1));
}

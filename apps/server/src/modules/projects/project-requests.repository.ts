import { aliasedTable, and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { projectJoinRequests, projects, users } from '../../db/schema/index.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import type { JoinRequestRow } from './projects.repository.ts';

// ---- Join requests and invitations ----

const owners = aliasedTable(users, 'owners');

/**
 * Who would join, or null: an invitation by e-mail has nobody until someone registers with its address. A
 * subquery, not a second join of users (drizzle types a left and an inner join of one table's aliases as never).
 */
const joiner = sql<{ id: string; name: string; avatar: string | null } | null>`(
  SELECT json_build_object('id', j.id, 'name', j.name, 'avatar', j.avatar) FROM ${users} j
  WHERE j.id = ${projectJoinRequests.userId})`;

const joinRequestSelection = {
  request: projectJoinRequests,
  user: joiner,
  project: { id: projects.id, title: projects.title },
  owner: { id: owners.id, name: owners.name },
  cursor: cursorTextOf(projectJoinRequests.createdAt),
};

function selectJoinRequests(db: Queryable) {
  return db
    .select(joinRequestSelection)
    .from(projectJoinRequests)
    .innerJoin(projects, eq(projects.id, projectJoinRequests.projectId))
    .innerJoin(owners, eq(owners.id, projects.ownerId));
}

export async function findJoinRequestWithPeople(db: Queryable, id: string) {
  const [row] = await selectJoinRequests(db).where(eq(projectJoinRequests.id, id));
  return row;
}
export type JoinRequestWithPeople = NonNullable<Awaited<ReturnType<typeof findJoinRequestWithPeople>>>;

/** A project's unanswered requests and invitations, oldest first (the owner's panel). */
export async function findPendingJoinRequests(db: Queryable, projectId: string) {
  return selectJoinRequests(db)
    .where(and(eq(projectJoinRequests.projectId, projectId), eq(projectJoinRequests.status, 'Pending')))
    .orderBy(asc(projectJoinRequests.createdAt), asc(projectJoinRequests.id));
}

const pendingFor = (projectId: string, userId: string) =>
  and(
    eq(projectJoinRequests.projectId, projectId),
    eq(projectJoinRequests.userId, userId),
    eq(projectJoinRequests.status, 'Pending'),
  );

/**
 * The member's unanswered request to join this project, or invitation to it. A member may hold both (an invitation
 * by e-mail does not wait on their request): the invitation comes first, since it is theirs to answer.
 */
export async function findPendingJoinRequestOf(db: Queryable, projectId: string, userId: string) {
  const [row] = await db
    .select({ id: projectJoinRequests.id, kind: projectJoinRequests.kind })
    .from(projectJoinRequests)
    .where(pendingFor(projectId, userId))
    .orderBy(asc(projectJoinRequests.kind), asc(projectJoinRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Asks or invites; undefined when one is already pending for this project and member (or, by e-mail, this
 * project and address).
 */
export async function insertPendingJoinRequest(
  db: Queryable,
  values: Pick<JoinRequestRow, 'projectId' | 'userId' | 'kind' | 'message' | 'skills'> &
    Partial<Pick<JoinRequestRow, 'inviteeEmail'>>,
) {
  const [row] = await db.insert(projectJoinRequests).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Makes invitation and address checks of one address take turns: an invitation and the registration that claims
 * it cannot pass each other (each waits for the other's commit, then sees it).
 */
export async function lockAddress(tx: Queryable, email: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(lower(${email})))`);
}

/** Invitations by e-mail waiting for this address become the new member's; returns how many. */
export async function claimInvitationsOf(tx: Queryable, userId: string, email: string) {
  const claimed = await tx
    .update(projectJoinRequests)
    .set({ userId })
    .where(
      and(
        sql`${projectJoinRequests.userId} IS NULL`,
        sql`lower(${projectJoinRequests.inviteeEmail}) = lower(${email})`,
        eq(projectJoinRequests.status, 'Pending'),
      ),
    )
    .returning({ id: projectJoinRequests.id });
  return claimed.length;
}

/** The member joined: their other open requests and invitations for this project are answered with it. */
export async function closeOtherPendingOf(db: Queryable, projectId: string, userId: string, now: Date) {
  await db
    .update(projectJoinRequests)
    .set({ status: 'Accepted', respondedAt: now })
    .where(pendingFor(projectId, userId));
}

export async function findJoinRequestForUpdate(tx: Queryable, id: string) {
  const [row] = await tx.select().from(projectJoinRequests).where(eq(projectJoinRequests.id, id)).for('update');
  return row;
}

export async function setJoinRequestStatus(
  db: Queryable,
  id: string,
  values: Pick<JoinRequestRow, 'status' | 'respondedAt'>,
) {
  await db.update(projectJoinRequests).set(values).where(eq(projectJoinRequests.id, id));
}

/**
 * What waits for a member's answer or was answered by them: requests to join the projects they own, and
 * invitations sent to them.
 */
const receivedBy = (userId: string) =>
  or(
    and(eq(projectJoinRequests.kind, 'request'), eq(projects.ownerId, userId)),
    and(eq(projectJoinRequests.kind, 'invitation'), eq(projectJoinRequests.userId, userId)),
  );

/** What a member sent: their own requests to join, and the invitations of the projects they own. */
const sentBy = (userId: string) =>
  or(
    and(eq(projectJoinRequests.kind, 'request'), eq(projectJoinRequests.userId, userId)),
    and(eq(projectJoinRequests.kind, 'invitation'), eq(projects.ownerId, userId)),
  );

async function findJoinRequestPage(db: Queryable, side: SQL | undefined, page: PageRequest) {
  return selectJoinRequests(db)
    .where(
      and(
        side,
        page.after ? isAfterCursor(projectJoinRequests.createdAt, projectJoinRequests.id, page.after) : undefined,
      ),
    )
    .orderBy(...newestFirst(projectJoinRequests.createdAt, projectJoinRequests.id))
    .limit(page.limit + 1);
}

export const findJoinRequestsReceivedBy = (db: Queryable, userId: string, page: PageRequest) =>
  findJoinRequestPage(db, receivedBy(userId), page);

export const findJoinRequestsSentBy = (db: Queryable, userId: string, page: PageRequest) =>
  findJoinRequestPage(db, sentBy(userId), page);

async function countJoinRequests(db: Queryable, side: SQL | undefined) {
  return db
    .select({ status: projectJoinRequests.status, count: count() })
    .from(projectJoinRequests)
    .innerJoin(projects, eq(projects.id, projectJoinRequests.projectId))
    .where(side)
    .groupBy(projectJoinRequests.status);
}

export const countJoinRequestsReceivedBy = (db: Queryable, userId: string) => countJoinRequests(db, receivedBy(userId));
export const countJoinRequestsSentBy = (db: Queryable, userId: string) => countJoinRequests(db, sentBy(userId));

/** A member's own requests and invitations, for their data export. */
export async function findJoinRequestsOf(db: Queryable, userId: string) {
  return db.select().from(projectJoinRequests).where(eq(projectJoinRequests.userId, userId));
}

/** Requests the member sent are withdrawn; those waiting for their answer are declined (nobody else can answer). */
export async function closeOpenJoinRequestsOf(tx: Queryable, userId: string, now: Date) {
  await tx
    .delete(projectJoinRequests)
    .where(and(eq(projectJoinRequests.userId, userId), eq(projectJoinRequests.status, 'Pending')));
  const ownProjects = tx.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, userId));
  await tx
    .update(projectJoinRequests)
    .set({ status: 'Rejected', respondedAt: now })
    .where(and(inArray(projectJoinRequests.projectId, ownProjects), eq(projectJoinRequests.status, 'Pending')));
}

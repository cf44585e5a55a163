import { aliasedTable, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { projectJoinRequests, projects, users } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
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
/** What presenting a request reads: the request and its people (a row of a list has its cursor besides). */
export type JoinRequestParts = Omit<JoinRequestWithPeople, 'cursor'>;

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

type Kind = JoinRequestRow['kind'];
const otherKind = (kind: Kind): Kind => (kind === 'request' ? 'invitation' : 'request');

/**
 * The ids of one side of a member's join requests, as two halves each read through an index: those of `byOwner`
 * kind to the projects they own, and their own rows of the other kind. (One condition across requests and projects
 * would read every request there is.) Received: requests to their projects, invitations to them (`byOwner`
 * 'request'); sent: invitations from their projects, their own requests ('invitation').
 */
const sideIds = (userId: string, byOwner: Kind) =>
  sql`SELECT r.id FROM ${projectJoinRequests} r JOIN ${projects} p ON p.id = r.project_id
      WHERE p.owner_id = ${userId} AND r.kind = ${byOwner}
    UNION ALL
    SELECT r.id FROM ${projectJoinRequests} r WHERE r.user_id = ${userId} AND r.kind = ${otherKind(byOwner)}`;

async function findJoinRequestPage(db: Queryable, userId: string, byOwner: Kind, page: PageRequest) {
  return selectJoinRequests(db)
    .where(
      and(
        sql`${projectJoinRequests.id} IN (${sideIds(userId, byOwner)})`,
        page.after ? isAfterCursor(projectJoinRequests.createdAt, projectJoinRequests.id, page.after) : undefined,
      ),
    )
    .orderBy(...newestFirst(projectJoinRequests.createdAt, projectJoinRequests.id))
    .limit(page.limit + 1);
}

export const findJoinRequestsReceivedBy = (db: Queryable, userId: string, page: PageRequest) =>
  findJoinRequestPage(db, userId, 'request', page);

export const findJoinRequestsSentBy = (db: Queryable, userId: string, page: PageRequest) =>
  findJoinRequestPage(db, userId, 'invitation', page);

/** A side's requests by status (see sideIds). */
async function countJoinRequests(db: Queryable, userId: string, byOwner: Kind) {
  return queryRows<{ status: JoinRequestRow['status']; count: number }>(
    db,
    sql`SELECT r.status, count(*)::int AS count FROM ${projectJoinRequests} r
      WHERE r.id IN (${sideIds(userId, byOwner)}) GROUP BY r.status`,
  );
}

/** Received: requests to the member's projects, and invitations to them. */
export const countJoinRequestsReceivedBy = (db: Queryable, userId: string) => countJoinRequests(db, userId, 'request');
/** Sent: invitations from the member's projects, and their own requests. */
export const countJoinRequestsSentBy = (db: Queryable, userId: string) => countJoinRequests(db, userId, 'invitation');

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

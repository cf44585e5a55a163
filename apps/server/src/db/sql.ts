import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';

// SQL pieces the repositories share, for what drizzle's query builder cannot say.

/** Rows of a raw SQL query (counts and rankings the query builder cannot say), on either driver. */
export async function queryRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** A nullable timestamp of a raw query's row (text on one driver, a Date on the other) as a Date. */
export const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/** A list as one PostgreSQL array (a plain `${list}` in drizzle's sql would spread it into separate values). */
export const sqlArray = (values: readonly (string | number)[], type: 'text' | 'uuid' | 'float8' | 'date') =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/**
 * A team built as JSON inside its problem's or project's row (an avatar strip, a whole team): the database writes
 * each join time as `jsonTimestamp` text (ISO 8601, UTC) and `withJoinDates` turns it back into the Date the presenters take.
 */
export const jsonTimestamp = (column: SQLWrapper) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const withJoinDates = <T extends { joinedAt: string }>(team: T[]) =>
  team.map((member) => ({ ...member, joinedAt: new Date(member.joinedAt) }));

/**
 * Whether a member may see a project: it is public, or they own it or are on its team (`orInvited`: or an
 * invitation to them waits). The rule of a project's page (teams' `isVisibleTo`), for queries that name the project
 * and the member by column or value; a null member (a visitor) sees public projects only.
 */
export const canSeeProject = (
  projectId: SQLWrapper | string,
  userId: SQLWrapper | string | null,
  { orInvited = false } = {},
) => sql`EXISTS (SELECT 1 FROM projects AS seen WHERE seen.id = ${projectId} AND (
    seen.visibility = 'Public' OR seen.owner_id = ${userId}::uuid
    OR EXISTS (SELECT 1 FROM project_members WHERE project_id = seen.id AND user_id = ${userId}::uuid)
    ${
      orInvited
        ? sql`OR EXISTS (SELECT 1 FROM project_join_requests WHERE project_id = seen.id
            AND user_id = ${userId}::uuid AND status = 'Pending')`
        : sql``
    }))`;

/**
 * Whether either of two members has blocked the other (issue 27): a block keeps them apart both ways (requests,
 * invitations, mentions, recommendations, lists). A null member (a visitor) has blocked nobody.
 */
export const isBlockedBetween = (userId: SQLWrapper | string | null, otherId: SQLWrapper | string) =>
  sql`EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = ${userId}::uuid AND blocked_id = ${otherId}::uuid)
    OR (blocker_id = ${otherId}::uuid AND blocked_id = ${userId}::uuid))`;

/**
 * Whether a piece of content belongs in a list, search or feed the viewer reads: a moderator has not hidden it, and
 * neither its author nor the viewer has blocked the other. `table` names the content's row (its `hidden_at`).
 */
export const isListedFor = (table: SQLWrapper, authorId: SQLWrapper, viewerId: string | null) =>
  viewerId === null
    ? sql`${table}.hidden_at IS NULL`
    : sql`(${table}.hidden_at IS NULL AND NOT ${isBlockedBetween(viewerId, authorId)})`;

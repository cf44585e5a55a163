import type { ReportSubjectType } from '@skillsync/shared';
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
 * Whether moderators have left a piece of content for the viewer to see: it is not hidden, or the viewer wrote it
 * (its author still sees it, with why). `table` names the content's row (its `hidden_at`); a null viewer is a
 * visitor. For lists where a block does not apply (a team's own work).
 */
export const isUnhiddenFor = (table: SQLWrapper, authorId: SQLWrapper, viewerId: SQLWrapper | string | null) =>
  viewerId === null
    ? sql`${table}.hidden_at IS NULL`
    : sql`(${table}.hidden_at IS NULL OR ${authorId} = ${viewerId}::uuid)`;

/**
 * Whether a piece of content belongs in a list, search or feed the viewer reads: a moderator has not hidden it (or
 * the viewer is its author), and neither its author nor the viewer has blocked the other. A column test and an
 * EXISTS on blocks' keys, so it keeps a list's index.
 */
export const isListedFor = (table: SQLWrapper, authorId: SQLWrapper, viewerId: SQLWrapper | string | null) =>
  viewerId === null
    ? isUnhiddenFor(table, authorId, null)
    : sql`(${isUnhiddenFor(table, authorId, viewerId)} AND NOT ${isBlockedBetween(viewerId, authorId)})`;

/**
 * Why moderators hid a piece of content, for its author (and moderators, who review appeals of it): a `Removal`
 * (reason, when, the latest 'hide' action to appeal, along moderation_actions_subject_idx) as JSON, or null when it
 * is not hidden or the viewer is neither. `table` names the content's row (`id`, `hidden_at`, `hidden_reason`).
 */
export const removalFor = (
  subjectType: ReportSubjectType,
  table: SQLWrapper,
  authorId: SQLWrapper,
  viewerId: SQLWrapper | string | null,
) =>
  viewerId === null
    ? sql<RemovalJson | null>`NULL::json`
    : sql<RemovalJson | null>`(SELECT json_build_object('reason', coalesce(${table}.hidden_reason, a.note),
        'removedAt', ${jsonTimestamp(sql`${table}.hidden_at`)}, 'actionId', a.id)
      FROM moderation_actions a
      WHERE ${table}.hidden_at IS NOT NULL
        AND (${authorId} = ${viewerId}::uuid
          OR EXISTS (SELECT 1 FROM users m WHERE m.id = ${viewerId}::uuid AND m.role = 'moderator'))
        AND a.subject_type = ${subjectType} AND a.subject_id = ${table}.id AND a.action = 'hide'
      ORDER BY a.created_at DESC LIMIT 1)`;

/** A removal as `removalFor` builds it: the shape of the shared `Removal`. */
export type RemovalJson = { reason: string; removedAt: string; actionId: string };

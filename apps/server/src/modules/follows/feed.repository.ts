import type { FeedItem } from '@skillsync/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { activities, challenges, follows, problems, projects, users } from '../../db/schema/index.ts';
import { canSeeProject, isBlockedBetween, isListedFor, jsonTimestamp, queryRows } from '../../db/sql.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';

export type FeedRow = {
  id: string;
  kind: FeedItem['kind'];
  detail: FeedItem['detail'];
  reason: FeedItem['reason'];
  createdAt: string;
  cursor: string;
  actorId: string;
  actorName: string;
  actorAvatar: string | null;
  subjectType: FeedItem['subject']['type'];
  subjectId: string;
  subjectTitle: string;
};

/** How far back a problem that needs the member's skills is news. */
const SKILL_MATCH_DAYS = 30;

/**
 * The member's feed, newest first: what the members they follow did, what changed on the items they follow, and
 * problems posted lately that need their skills. Each source is read along its own index (by actor, by item, by
 * time for recent posts) and cut at the page's size before they are merged; an activity found by several sources
 * shows once, for the first reason. A source spanning many followed members or items reads all their activity
 * after the cursor and sorts it: cheap while one follows tens, not thousands (no follow limit yet). With `since`, only what happened after it (a
 * digest's period).
 */
export async function findFeed(
  db: Queryable,
  userId: string,
  page: PageRequest & { since?: Date },
  now: Date,
): Promise<FeedRow[]> {
  const a = activities;
  const after = sql`${page.after ? sql`AND ${isAfterCursor(a.createdAt, a.id, page.after)}` : sql``}
    ${page.since ? sql`AND ${a.createdAt} > ${page.since}` : sql``}`;
  const take = page.limit + 1;
  // Never the member's own, nor a private project's unless they are on its team, nor what moderators removed, nor
  // what a member in a block with them did or wrote (each a lookup by primary key).
  const shown = sql`${a.actorId} <> ${userId} AND (${a.projectId} IS NULL OR ${canSeeProject(a.projectId, userId)})
    AND NOT ${isBlockedBetween(userId, a.actorId)}
    AND (${a.problemId} IS NULL OR EXISTS (SELECT 1 FROM problems fp WHERE fp.id = ${a.problemId}
      AND ${isListedFor(sql`fp`, sql`fp.author_id`, userId)}))
    AND (${a.projectId} IS NULL OR EXISTS (SELECT 1 FROM projects fj WHERE fj.id = ${a.projectId}
      AND ${isListedFor(sql`fj`, sql`fj.owner_id`, userId)}))
    AND (${a.challengeId} IS NULL OR EXISTS (SELECT 1 FROM challenges fc WHERE fc.id = ${a.challengeId}
      AND ${isListedFor(sql`fc`, sql`fc.host_id`, userId)}))`;
  const source = (reason: string, priority: number, where: SQL) =>
    sql`(SELECT ${a.id} AS id, ${a.createdAt} AS created_at, ${reason} AS reason, ${priority} AS priority FROM ${a}
         WHERE ${where} AND ${shown} ${after} ORDER BY ${sql.join(newestFirst(a.createdAt, a.id), sql`, `)} LIMIT ${take})`;
  const followed = (column: SQL) =>
    sql`IN (SELECT ${column} FROM ${follows} WHERE ${follows.followerId} = ${userId} AND ${column} IS NOT NULL)`;
  const since = new Date(now.getTime() - SKILL_MATCH_DAYS * 24 * 60 * 60 * 1000);
  return queryRows<FeedRow>(
    db,
    sql`WITH found AS (
          ${source('member', 1, sql`${a.actorId} ${followed(sql`${follows.userId}`)}`)}
          UNION ALL ${source('item', 2, sql`${a.problemId} ${followed(sql`${follows.problemId}`)}`)}
          UNION ALL ${source('item', 2, sql`${a.projectId} ${followed(sql`${follows.projectId}`)}`)}
          UNION ALL ${source('item', 2, sql`${a.challengeId} ${followed(sql`${follows.challengeId}`)}`)}
          UNION ALL ${source(
            'skills',
            3,
            sql`${a.kind} = 'problem-posted' AND ${a.createdAt} > ${since} AND EXISTS (
              SELECT 1 FROM ${problems} WHERE ${problems.id} = ${a.problemId}
                AND ${problems.skillKeys} && (SELECT ${users.skillKeys} FROM ${users} WHERE ${users.id} = ${userId}))`,
          )}
        ),
        chosen AS (
          SELECT DISTINCT ON (created_at, id) id, reason FROM found ORDER BY created_at DESC, id DESC, priority
        )
        SELECT ${a.id} AS id, ${a.kind} AS kind, ${a.detail} AS detail, chosen.reason,
          ${jsonTimestamp(a.createdAt)} AS "createdAt", ${cursorTextOf(a.createdAt)} AS cursor,
          ${users.id} AS "actorId", ${users.name} AS "actorName", ${users.avatar} AS "actorAvatar",
          CASE WHEN ${a.problemId} IS NOT NULL THEN 'problem' WHEN ${a.projectId} IS NOT NULL THEN 'project'
            ELSE 'challenge' END AS "subjectType",
          coalesce(${a.problemId}, ${a.projectId}, ${a.challengeId}) AS "subjectId",
          coalesce(${problems.title}, ${projects.title}, ${challenges.title}) AS "subjectTitle"
        FROM chosen
        JOIN ${a} ON ${a.id} = chosen.id
        JOIN ${users} ON ${users.id} = ${a.actorId}
        LEFT JOIN ${problems} ON ${problems.id} = ${a.problemId}
        LEFT JOIN ${projects} ON ${projects.id} = ${a.projectId}
        LEFT JOIN ${challenges} ON ${challenges.id} = ${a.challengeId}
        ORDER BY ${sql.join(newestFirst(a.createdAt, a.id), sql`, `)}
        LIMIT ${take}`,
  );
}

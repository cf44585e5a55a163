import { SEARCH_COUNT_CAP } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { isListedFor, queryRows } from '../../db/sql.ts';
import { countUpTo, countUpToCap, encodeSearchCursor, type SearchPage } from './search-paging.repository.ts';
import type { SearchTerms } from './search-terms.repository.ts';
import { searchWork } from './search-work.repository.ts';

/** Problems, but those moderators removed (to all but their author) and those of members in a block with the viewer. */
export const searchProblems = (db: Queryable, terms: SearchTerms, viewerId: string | undefined, page: SearchPage) =>
  searchWork(db, terms, 'problems', isListedFor(sql`w`, sql`w.author_id`, viewerId ?? null), page);

/** The projects (as `alias`) a viewer may find: public ones, and private ones to their owner. */
const projectsVisibleTo = (alias: string, viewerId: string | undefined) =>
  viewerId
    ? sql`(${sql.raw(alias)}.visibility = 'Public' OR ${sql.raw(alias)}.owner_id = ${viewerId})`
    : sql`${sql.raw(alias)}.visibility = 'Public'`;

/** Public projects, and private ones to their owner; as problems, none removed or of a member in a block with them. */
export const searchProjects = (db: Queryable, terms: SearchTerms, viewerId: string | undefined, page: SearchPage) =>
  searchWork(
    db,
    terms,
    'projects',
    sql`${projectsVisibleTo('w', viewerId)} AND ${isListedFor(sql`w`, sql`w.owner_id`, viewerId ?? null)}`,
    page,
  );

/**
 * Whether the member's search may find other than a visitor's: more when they own a private project or moderators
 * removed something of theirs (its author still finds it), less when they blocked someone or someone blocked them.
 */
export async function hasPersonalResults(db: Queryable, userId: string) {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM projects WHERE owner_id = ${userId} AND (visibility = 'Private' OR hidden_at IS NOT NULL)
      UNION ALL SELECT 1 FROM problems WHERE author_id = ${userId} AND hidden_at IS NOT NULL
      UNION ALL SELECT 1 FROM blocks WHERE blocker_id = ${userId}
      UNION ALL SELECT 1 FROM blocks WHERE blocked_id = ${userId}
      LIMIT 1`,
  );
  return rows.length > 0;
}

export type SkillHitRow = { name: string; members: number; problems: number; projects: number };

/**
 * Skills the community named that look like the query, each with how many members have it and how much needs
 * it (each count stops past SEARCH_COUNT_CAP, as the groups' counts do). Names and counts come only from what the
 * viewer may see: a skill held by no live member and needed by no problem or visible project is not listed, so a
 * private project's skills or an erased member's stay unseen.
 */
export async function searchSkills(db: Queryable, terms: SearchTerms, viewerId: string | undefined, page: SearchPage) {
  const holders = {
    members: sql`FROM skill_holders h WHERE h.skill = s.key AND h.holders > 0`,
    problems: sql`FROM problems p WHERE p.skill_keys @> ARRAY[s.key] AND p.hidden_at IS NULL`,
    projects: sql`FROM projects j WHERE ${projectsVisibleTo('j', viewerId)} AND j.skill_keys @> ARRAY[s.key]
      AND j.hidden_at IS NULL`,
  };
  const isNamed = sql`(${terms.text} <% s.key OR s.key LIKE ${`${escapeLike(terms.text)}%`})`;
  const isSeen = sql`(EXISTS (SELECT 1 ${holders.members}) OR EXISTS (SELECT 1 ${holders.problems})
    OR EXISTS (SELECT 1 ${holders.projects}))`;
  const from = sql`FROM skills s WHERE ${isNamed} AND ${isSeen}`;
  const offset = page.after?.offset ?? 0;
  const rows = await queryRows<SkillHitRow>(
    db,
    sql`SELECT s.name,
        coalesce((SELECT least(h.holders, ${SEARCH_COUNT_CAP + 1}) ${holders.members}), 0) AS members,
        ${countUpToCap(holders.problems)} AS problems,
        ${countUpToCap(holders.projects)} AS projects
      FROM (SELECT s.key, s.name ${from}
        ORDER BY (s.key = ${terms.text}) DESC, word_similarity(${terms.text}, s.key) DESC, length(s.key), s.key
        OFFSET ${offset} LIMIT ${page.limit + 1}) AS s`,
  );
  // The skills that match are few next to the rows that hold them: all are ranked, and a page is an offset.
  const nextCursor = rows.length > page.limit ? encodeSearchCursor('skills', { offset: offset + page.limit }) : null;
  return { rows: rows.slice(0, page.limit), count: await countUpTo(db, from), nextCursor };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { isBlockedBetween } from '../../db/sql.ts';
import { toWeightedWordsQuery } from '../../lib/search.ts';
import { type RankedPage, type Ranking, rankPage, type SearchPage } from './search-paging.repository.ts';
import { holdsWantedSkill, prefixQuery, type SearchTerms, wantedSkillScore } from './search-terms.repository.ts';

export type UserHitRow = {
  id: string;
  name: string;
  avatar: string | null;
  reputationScore: number;
  title: string | null;
  location: string | null;
  bio: string | null;
  skills: string[];
};

/** What narrows the members: a skill they hold (any letter case) and a word of where they live. */
export type MemberFilters = { skill?: string; city?: string };

/** The filters as a condition on members `w`, or null when none is set. */
export function memberFilterOf(filters: MemberFilters): SQL | null {
  const conditions: SQL[] = [];
  const skill = filters.skill?.trim().toLowerCase();
  if (skill) conditions.push(sql`w.skill_keys @> ARRAY[${skill}]::text[]`);
  // Only the words of where they live (weight B of search_vector, migration 0011): `Pune` is no bio's mention.
  const city = filters.city && toWeightedWordsQuery(filters.city, 'B');
  if (city) conditions.push(sql`w.search_vector @@ to_tsquery('simple', ${city})`);
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : null;
}

const memberColumns = sql`c.id, c.name, c.avatar, c.reputation_score AS "reputationScore", c.title, c.location,
  c.bio, c.skills`;

/** Members the viewer may find: none in a block with them, whoever blocked whom (a visitor finds everyone). */
const findableBy = (viewerId: string | undefined) =>
  viewerId ? sql`NOT ${isBlockedBetween(viewerId, sql`w.id`)}` : null;

const membersWhere = (...conditions: (SQL | null)[]) =>
  sql`FROM users w WHERE ${sql.join(
    [sql`w.deleted_at IS NULL`, ...conditions.filter((condition) => condition !== null)],
    sql` AND `,
  )}`;

/**
 * Members by what was typed, best first: those who hold a skill the search means, the skill typed exactly before
 * the closest correction of a misspelt one, before those who merely hold a similar one; then by how well their
 * words match (name, title and skills above where they live, above their bio), then by reputation. Only when
 * nothing matches so, members whose name, title or skills look like what was typed (a typo): trigram similarity
 * is the dear part, so it runs only then. With only `filter` (nothing typed), the filtered members by reputation.
 * Nobody in a block with the viewer is found.
 */
export async function searchUsers(
  db: Queryable,
  viewerId: string | undefined,
  terms: SearchTerms | null,
  memberFilter: SQL | null,
  page: SearchPage,
): Promise<RankedPage<UserHitRow>> {
  const findable = findableBy(viewerId);
  const filter = memberFilter && findable ? sql`${memberFilter} AND ${findable}` : (memberFilter ?? findable);
  if (!terms) {
    const ranking: Ranking = {
      from: membersWhere(filter),
      select: memberColumns,
      order: sql`c.reputation_score DESC, c.id`,
    };
    return rankPage(db, 'users', ranking, page);
  }
  const query = prefixQuery(terms);
  const exact = await rankPage<UserHitRow>(
    db,
    'users',
    {
      from: membersWhere(sql`(w.search_vector @@ ${query} OR ${holdsWantedSkill(sql`w.skill_keys`, terms)})`, filter),
      select: memberColumns,
      order: sql`${wantedSkillScore(sql`c.skill_keys`, terms)} DESC, ts_rank(c.search_vector, ${query}) DESC,
        c.reputation_score DESC, c.id`,
    },
    page,
  );
  if (exact.count > 0) return exact;
  const memberText = (alias: string) =>
    sql`skillsync_member_text(${sql.raw(alias)}.name, ${sql.raw(alias)}.title, ${sql.raw(alias)}.skills)`;
  return rankPage(
    db,
    'users',
    {
      from: membersWhere(sql`${terms.text} <% ${memberText('w')}`, filter),
      select: memberColumns,
      order: sql`word_similarity(${terms.text}, ${memberText('c')}) DESC, c.reputation_score DESC, c.id`,
    },
    page,
  );
}

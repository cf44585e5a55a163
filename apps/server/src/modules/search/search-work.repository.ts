import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type RankedPage, type Ranking, rankPage, type SearchPage } from './search-paging.repository.ts';
import { holdsWantedSkill, prefixQuery, type SearchTerms, wantedSkillScore } from './search-terms.repository.ts';

export type WorkHitRow = {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  status: string;
  skillsNeeded: string[];
  createdAt: Date;
  personId: string;
  personName: string;
  personAvatar: string | null;
  personReputation: number;
};

const workColumns = sql`c.id, c.title, c.description, c.category, c.difficulty, c.status,
  c.skills_needed AS "skillsNeeded", c.created_at AS "createdAt",
  u.id AS "personId", u.name AS "personName", u.avatar AS "personAvatar", u.reputation_score AS "personReputation"`;

/**
 * Problems or projects (same columns) that the viewer may see (`visible`, over `w`), best first: those that need
 * a skill the search means (the skill typed exactly first, then the closest correction of a misspelt one), then by
 * how well title and description match, newest first among equals. Only when nothing matches so, titles that look
 * like what was typed (a typo).
 */
export async function searchWork(
  db: Queryable,
  terms: SearchTerms,
  table: 'problems' | 'projects',
  visible: SQL,
  page: SearchPage,
): Promise<RankedPage<WorkHitRow>> {
  const type = table;
  const person = table === 'problems' ? sql`c.author_id` : sql`c.owner_id`;
  const ranked = (matches: SQL, order: SQL): Ranking => ({
    from: sql`FROM ${sql.identifier(table)} w WHERE ${visible} AND ${matches}`,
    select: workColumns,
    joins: sql`JOIN users u ON u.id = ${person}`,
    order: sql`${order}, c.created_at DESC, c.id`,
  });
  const query = prefixQuery(terms);
  const exact = await rankPage<WorkHitRow>(
    db,
    type,
    ranked(
      sql`(w.search_vector @@ ${query} OR ${holdsWantedSkill(sql`w.skill_keys`, terms)})`,
      sql`${wantedSkillScore(sql`c.skill_keys`, terms)} DESC, ts_rank(c.search_vector, ${query}) DESC`,
    ),
    page,
  );
  if (exact.count > 0) return exact;
  return rankPage(
    db,
    type,
    ranked(sql`${terms.text} <% lower(w.title)`, sql`word_similarity(${terms.text}, lower(c.title)) DESC`),
    page,
  );
}

import { eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { problems, users } from '../../db/schema/index.ts';

/**
 * The community's size in one round trip; each count is a single scan the landing page can afford. What moderators
 * removed is not counted.
 */
export async function countCommunity(db: Queryable) {
  const [row] = await db
    .select({
      members: sql<number>`(SELECT count(*)::int FROM ${users})`,
      problems: sql<number>`(SELECT count(*)::int FROM ${problems} WHERE ${isNull(problems.hiddenAt)})`,
      problemsSolved: sql<number>`(SELECT count(*)::int FROM ${problems}
        WHERE ${eq(problems.status, 'Completed')} AND ${isNull(problems.hiddenAt)})`,
      skills: sql<number>`(SELECT count(DISTINCT lower(skill))::int FROM (
        SELECT unnest(${users.skills}) AS skill FROM ${users}
        UNION ALL SELECT unnest(${problems.skillsNeeded}) FROM ${problems}
      ) AS all_skills)`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row ?? { members: 0, problems: 0, problemsSolved: 0, skills: 0 };
}

// Grows a seeded database's Problem Wall to a given size for the growth benchmark (bench/growth.ts): copies of the
// seeded problems (their words, categories, skills and statuses, so a search matches the same share of them) by
// the seeded members, dated before the oldest one, as years of history would be. In batches, one transaction each.
// The member the benchmark signs in as gets none, so what is measured for them (their own open work, which
// recommendations start from) is the same before and after: only the rest of the community grows.

import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { queryRows } from '../apps/server/src/db/sql.ts';

const BATCH = 50_000;
// One problem every this many seconds, going back from the oldest seeded one (a million reach about a year back).
const SPACING_SECONDS = 30;

export async function growProblems(
  db: Database,
  total: number,
  measuredMemberId: string,
  onProgress: (line: string) => void,
) {
  const [counts] = await queryRows<{ problems: number }>(db, sql`SELECT count(*)::int AS problems FROM problems`);
  let count = counts?.problems ?? 0;
  let made = 0;
  while (count < total) {
    const size = Math.min(BATCH, total - count);
    const from = made;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        WITH templates AS (
          SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM problems
          WHERE created_at >= (SELECT min(created_at) FROM problems WHERE title NOT LIKE '% (history)')
            AND title NOT LIKE '% (history)'
        ),
        authors AS (
          SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM users
          WHERE deleted_at IS NULL AND id <> ${measuredMemberId}
        ),
        sizes AS (SELECT (SELECT count(*) FROM templates) AS templates, (SELECT count(*) FROM authors) AS authors),
        oldest AS (SELECT min(created_at) AS at FROM templates)
        INSERT INTO problems (author_id, title, description, category, difficulty, skills_needed, estimated_time, tags,
          status, github_repo, project_links, additional_resources, project_type, views, supporters_count,
          completion_notes, completed_at, created_at, updated_at)
        SELECT a.id, t.title || ' (history)', t.description, t.category, t.difficulty, t.skills_needed, t.estimated_time,
          t.tags, t.status, t.github_repo, t.project_links, t.additional_resources, t.project_type, t.views,
          t.supporters_count, t.completion_notes,
          CASE WHEN t.completed_at IS NULL THEN NULL
            ELSE o.at - make_interval(secs => g * ${SPACING_SECONDS}) + (t.completed_at - t.created_at) END,
          o.at - make_interval(secs => g * ${SPACING_SECONDS}),
          o.at - make_interval(secs => g * ${SPACING_SECONDS})
        FROM generate_series(${from + 1}::bigint, ${from + size}::bigint) AS g
        CROSS JOIN sizes s CROSS JOIN oldest o
        JOIN templates t ON t.k = (g * 7919) % s.templates
        JOIN authors a ON a.k = (g * 104729) % s.authors`);
    });
    made += size;
    count += size;
    onProgress(`problems: ${count.toLocaleString('en')} of ${total.toLocaleString('en')}`);
  }
  await db.execute(sql`ANALYZE problems`);
  return made;
}

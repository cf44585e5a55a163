import { SEARCH_COUNT_CAP, SEARCH_RESULTS_PER_TYPE } from '@skillsync/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, sqlArray } from '../../db/client.ts';

/**
 * What a visitor typed, three ways: `text` lower-cased for trigram similarity (forgives typos: `typscript`
 * finds TypeScript), `prefix` as a tsquery of word prefixes (`reac:*`) for full-text search, `words` for exact
 * skill names. Every condition below is served by a GIN index of migrations 0006 and 0007.
 */
export type SearchTerms = { text: string; prefix: string; words: string[] };

/** How close a word must be to count as a match: word_similarity of 0.4 lets one or two letters differ. */
export async function useTypoTolerance(tx: DbOrTx) {
  await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.4`);
}

const memberText = sql`skillsync_member_text(u.name, u.title, u.skills)`;

/** Counts up to the cap and one more: "more than SEARCH_COUNT_CAP" without counting a million rows. */
async function countUpTo(db: DbOrTx, from: SQL) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM (SELECT 1 ${from} LIMIT ${SEARCH_COUNT_CAP + 1}) AS hits`,
  );
  return row?.count ?? 0;
}

export type UserHitRow = {
  id: string;
  name: string;
  avatar: string | null;
  reputationScore: number;
  title: string | null;
  skills: string[];
};

export async function searchUsers(db: DbOrTx, terms: SearchTerms) {
  const from = sql`FROM users u WHERE u.deleted_at IS NULL AND (
    ${terms.text} <% ${memberText}
    OR to_tsvector('simple', ${memberText}) @@ to_tsquery('simple', ${terms.prefix})
  )`;
  const rows = await queryRows<UserHitRow>(
    db,
    sql`SELECT u.id, u.name, u.avatar, u.reputation_score AS "reputationScore", u.title, u.skills ${from}
      ORDER BY ts_rank(to_tsvector('simple', ${memberText}), to_tsquery('simple', ${terms.prefix}))
        + word_similarity(${terms.text}, ${memberText})
        + CASE WHEN u.skill_keys && ${sqlArray(terms.words, 'text')} THEN 0.5 ELSE 0 END DESC,
        u.reputation_score DESC, u.id
      LIMIT ${SEARCH_RESULTS_PER_TYPE}`,
  );
  return { rows, count: await countUpTo(db, from) };
}

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

/** Problems or projects (same columns): title and description by full text, titles by trigram, skills by name. */
async function searchWork(db: DbOrTx, terms: SearchTerms, table: 'problems' | 'projects', visible: SQL) {
  const person = table === 'problems' ? sql`w.author_id` : sql`w.owner_id`;
  const vector = sql`w.search_vector`;
  const query = sql`to_tsquery('simple', ${terms.prefix})`;
  const matches = sql`${visible} AND (
    ${vector} @@ ${query}
    OR ${terms.text} <% lower(w.title)
    OR w.skill_keys && ${sqlArray(terms.words, 'text')}
  )`;
  const rows = await queryRows<WorkHitRow>(
    db,
    sql`SELECT w.id, w.title, w.description, w.category, w.difficulty, w.status,
        w.skills_needed AS "skillsNeeded", w.created_at AS "createdAt",
        u.id AS "personId", u.name AS "personName", u.avatar AS "personAvatar",
        u.reputation_score AS "personReputation"
      FROM ${sql.identifier(table)} w JOIN users u ON u.id = ${person}
      WHERE ${matches}
      ORDER BY ts_rank(${vector}, ${query}) + word_similarity(${terms.text}, lower(w.title))
        + CASE WHEN w.skill_keys && ${sqlArray(terms.words, 'text')} THEN 0.5 ELSE 0 END DESC,
        w.created_at DESC, w.id
      LIMIT ${SEARCH_RESULTS_PER_TYPE}`,
  );
  return { rows, count: await countUpTo(db, sql`FROM ${sql.identifier(table)} w WHERE ${matches}`) };
}

export const searchProblems = (db: DbOrTx, terms: SearchTerms) => searchWork(db, terms, 'problems', sql`true`);

/** Public projects, and private ones to their owner. */
export const searchProjects = (db: DbOrTx, terms: SearchTerms, viewerId: string | undefined) =>
  searchWork(
    db,
    terms,
    'projects',
    viewerId ? sql`(w.visibility = 'Public' OR w.owner_id = ${viewerId})` : sql`w.visibility = 'Public'`,
  );

/** Skill names that look like what was typed (skills_key_trgm_idx): `typscript` becomes `typescript`. */
export async function findSimilarSkillKeys(db: DbOrTx, text: string) {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT key FROM skills WHERE ${text} <% key ORDER BY word_similarity(${text}, key) DESC, key LIMIT 5`,
  );
  return rows.map((row) => row.key);
}

export type SkillHitRow = { name: string; members: number; problems: number; projects: number };

/** Skills the community named that look like the query, each with how many members have it and how much needs it. */
export async function searchSkills(db: DbOrTx, terms: SearchTerms) {
  const from = sql`FROM skills s WHERE ${terms.text} <% s.key OR s.key LIKE ${`${escapeLike(terms.text)}%`}`;
  const rows = await queryRows<SkillHitRow>(
    db,
    sql`SELECT s.name,
        (SELECT count(*) FROM users u WHERE u.deleted_at IS NULL
          AND u.skill_keys @> ARRAY[s.key])::int AS members,
        (SELECT count(*) FROM problems p WHERE p.skill_keys @> ARRAY[s.key])::int AS problems,
        (SELECT count(*) FROM projects j WHERE j.visibility = 'Public'
          AND j.skill_keys @> ARRAY[s.key])::int AS projects
      FROM (SELECT s.key, s.name ${from}
        ORDER BY (s.key = ${terms.text}) DESC, word_similarity(${terms.text}, s.key) DESC, length(s.key), s.key
        LIMIT ${SEARCH_RESULTS_PER_TYPE}) AS s`,
  );
  return { rows, count: await countUpTo(db, from) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

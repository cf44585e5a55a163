import { SEARCH_COUNT_CAP, SEARCH_RESULTS_PER_TYPE } from '@skillsync/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, sqlArray } from '../../db/client.ts';

/**
 * What a visitor typed, three ways: `text` lower-cased for trigram similarity (forgives typos: `solr pump` finds
 * Solar pump), `prefix` as a tsquery of word prefixes (`reac:*`) for full-text search, `words` for exact skill
 * names (with the skills named like a misspelt one). Every condition below is served by a GIN index of
 * migrations 0006 and 0007.
 */
export type SearchTerms = { text: string; prefix: string; words: string[] };

/** How close a word must be to count as a match: word_similarity of 0.4 lets one or two letters differ. */
export async function useTypoTolerance(tx: DbOrTx) {
  await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.4`);
}

const memberText = sql`skillsync_member_text(u.name, u.title, u.skills)`;

/** How many rows match, up to SEARCH_COUNT_CAP and one more ("1000+"), as an SQL expression. */
const countUpToCap = (from: SQL) =>
  sql`(SELECT count(*)::int FROM (SELECT 1 ${from} LIMIT ${SEARCH_COUNT_CAP + 1}) AS capped)`;

/** Counts up to the cap and one more: "more than SEARCH_COUNT_CAP" without counting a million rows. */
async function countUpTo(db: DbOrTx, from: SQL) {
  const [row] = await queryRows<{ count: number }>(db, sql`SELECT ${countUpToCap(from)} AS count`);
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

/**
 * Members by name, title and skills: full-text prefixes and exact skills; only when nothing matches so, members
 * whose text looks like what was typed (a typo). Trigram similarity is the dear part, so it runs only then.
 */
export async function searchUsers(db: DbOrTx, terms: SearchTerms) {
  const vector = sql`u.search_vector`;
  const query = sql`to_tsquery('simple', ${terms.prefix})`;
  const exact = await rankUsers(
    db,
    sql`(${vector} @@ ${query} OR u.skill_keys && ${sqlArray(terms.words, 'text')})`,
    sql`ts_rank(${vector}, ${query}) + CASE WHEN u.skill_keys && ${sqlArray(terms.words, 'text')} THEN 0.5 ELSE 0 END`,
  );
  if (exact.count > 0) return exact;
  return rankUsers(db, sql`${terms.text} <% ${memberText}`, sql`word_similarity(${terms.text}, ${memberText})`);
}

async function rankUsers(db: DbOrTx, matches: SQL, score: SQL) {
  const from = sql`FROM users u WHERE u.deleted_at IS NULL AND ${matches}`;
  const rows = await queryRows<UserHitRow>(
    db,
    sql`SELECT u.id, u.name, u.avatar, u.reputation_score AS "reputationScore", u.title, u.skills ${from}
      ORDER BY ${score} DESC, u.reputation_score DESC, u.id
      LIMIT ${SEARCH_RESULTS_PER_TYPE}`,
  );
  return { rows, count: rows.length === 0 ? 0 : await countUpTo(db, from) };
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

/**
 * How many of the newest matches a group of work ranks when more than SEARCH_COUNT_CAP match: a word common to a
 * million problems would otherwise have every one of them scored. Fewer matches are all ranked.
 */
const RANKED_CANDIDATES = 200;

/**
 * Problems or projects (same columns): title and description by full-text prefixes, and the skills they need by
 * name; only when nothing matches so, titles that look like what was typed (a typo).
 */
async function searchWork(db: DbOrTx, terms: SearchTerms, table: 'problems' | 'projects', visible: SQL) {
  const query = sql`to_tsquery('simple', ${terms.prefix})`;
  const words = sqlArray(terms.words, 'text');
  const exact = await rankWork(
    db,
    table,
    sql`${visible} AND (w.search_vector @@ ${query} OR w.skill_keys && ${words})`,
    sql`ts_rank(c.search_vector, ${query}) + CASE WHEN c.skill_keys && ${words} THEN 0.5 ELSE 0 END`,
  );
  if (exact.count > 0) return exact;
  return rankWork(
    db,
    table,
    sql`${visible} AND ${terms.text} <% lower(w.title)`,
    sql`word_similarity(${terms.text}, lower(c.title))`,
  );
}

/**
 * How many match, and the best of them by `score` (over the candidates `c`). Counting first picks the plan: a few
 * matches are found through the GIN indexes and all ranked; many are read newest first along created_at, where
 * they come soon, and the newest RANKED_CANDIDATES ranked. Either way the work does not grow with the table.
 */
async function rankWork(db: DbOrTx, table: 'problems' | 'projects', matches: SQL, score: SQL) {
  const from = sql`FROM ${sql.identifier(table)} w WHERE ${matches}`;
  const count = await countUpTo(db, from);
  if (count === 0) return { rows: [], count };
  const candidates =
    count <= SEARCH_COUNT_CAP
      ? sql`SELECT w.* ${from}`
      : sql`SELECT w.* ${from} ORDER BY w.created_at DESC NULLS LAST, w.id DESC NULLS LAST LIMIT ${RANKED_CANDIDATES}`;
  const person = table === 'problems' ? sql`c.author_id` : sql`c.owner_id`;
  const rows = await queryRows<WorkHitRow>(
    db,
    sql`SELECT c.id, c.title, c.description, c.category, c.difficulty, c.status,
        c.skills_needed AS "skillsNeeded", c.created_at AS "createdAt",
        u.id AS "personId", u.name AS "personName", u.avatar AS "personAvatar",
        u.reputation_score AS "personReputation"
      FROM (${candidates}) AS c
      JOIN users u ON u.id = ${person}
      ORDER BY ${score} DESC, c.created_at DESC, c.id
      LIMIT ${SEARCH_RESULTS_PER_TYPE}`,
  );
  return { rows, count };
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

/**
 * Skills the community named that look like the query, each with how many members have it and how much needs
 * it (each count stops past SEARCH_COUNT_CAP, as the groups' counts do).
 */
export async function searchSkills(db: DbOrTx, terms: SearchTerms) {
  const from = sql`FROM skills s WHERE ${terms.text} <% s.key OR s.key LIKE ${`${escapeLike(terms.text)}%`}`;
  const rows = await queryRows<SkillHitRow>(
    db,
    sql`SELECT s.name,
        ${countUpToCap(sql`FROM users u WHERE u.deleted_at IS NULL AND u.skill_keys @> ARRAY[s.key]`)} AS members,
        ${countUpToCap(sql`FROM problems p WHERE p.skill_keys @> ARRAY[s.key]`)} AS problems,
        ${countUpToCap(sql`FROM projects j WHERE j.visibility = 'Public' AND j.skill_keys @> ARRAY[s.key]`)} AS projects
      FROM (SELECT s.key, s.name ${from}
        ORDER BY (s.key = ${terms.text}) DESC, word_similarity(${terms.text}, s.key) DESC, length(s.key), s.key
        LIMIT ${SEARCH_RESULTS_PER_TYPE}) AS s`,
  );
  return { rows, count: await countUpTo(db, from) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

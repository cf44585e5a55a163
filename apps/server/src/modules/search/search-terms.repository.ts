import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { queryRows, sqlArray } from '../../db/sql.ts';
import { searchWords } from '../../lib/search.ts';

/** A skill name (lower-cased) a search looks for, and how well holding it answers the search. */
export type WantedSkill = { key: string; weight: number };

/**
 * What a visitor typed, three ways: `text` lower-cased for trigram similarity (forgives typos: `solr pump` finds
 * Solar pump), `prefix` as a tsquery of word prefixes (`reac:*`) for full-text search, `skills` for skill names:
 * those typed, and those named like a misspelt one, each weighted (see `findWantedSkills`). Every condition on
 * them is served by a GIN index of migrations 0006, 0007 and 0011.
 */
export type SearchTerms = { text: string; prefix: string; skills: WantedSkill[] };

/** How close a word must be to count as a match: word_similarity of 0.4 lets one or two letters differ. */
export async function useTypoTolerance(tx: Queryable) {
  await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.4`);
}

/** The whole text typed as a skill (`react native`) answers best, then one of its words (`react`). */
const TYPED_TEXT_WEIGHT = 3;
const TYPED_WORD_WEIGHT = 2;

/**
 * The skills a search means, weighted: typed exactly beats named like it (an exact skill beats a similar one);
 * among skills named like a misspelt word, the closest by whole-name similarity (at most 1) is the correction:
 * for `reactt` React (0.63) beats React Native (0.33), for `typscript` TypeScript (0.62) beats JavaScript (0.31),
 * though each contains a word as close to what was typed (skills_key_trgm_idx finds them).
 */
export async function findWantedSkills(db: Queryable, typed: string): Promise<WantedSkill[]> {
  const text = typed.trim().toLowerCase();
  const similar = await queryRows<WantedSkill>(
    db,
    sql`SELECT key, similarity(${text}, key) AS weight FROM skills WHERE ${text} <% key
      ORDER BY word_similarity(${text}, key) DESC, similarity(${text}, key) DESC, key LIMIT 5`,
  );
  const weights = new Map<string, number>();
  const want = (key: string, weight: number) => weights.set(key, Math.max(weights.get(key) ?? 0, weight));
  for (const [index, word] of searchWords(typed).entries())
    want(word, index === 0 ? TYPED_TEXT_WEIGHT : TYPED_WORD_WEIGHT);
  for (const skill of similar) want(skill.key, Number(skill.weight));
  return [...weights].map(([key, weight]) => ({ key, weight }));
}

/** Whether a row's lower-cased skills (`skill_keys`) hold any skill the search means: the GIN `&&`. */
export const holdsWantedSkill = (skillKeys: SQL, terms: SearchTerms) =>
  sql`${skillKeys} && ${sqlArray(
    terms.skills.map((skill) => skill.key),
    'text',
  )}`;

/** How well a row's skills answer the search: the weight of the best skill it holds, 0 for none. */
export const wantedSkillScore = (skillKeys: SQL, terms: SearchTerms) =>
  sql`(SELECT coalesce(max(wanted.weight), 0) FROM unnest(${sqlArray(
    terms.skills.map((skill) => skill.key),
    'text',
  )}, ${sqlArray(
    terms.skills.map((skill) => skill.weight),
    'float8',
  )}) AS wanted(key, weight) WHERE wanted.key = ANY(${skillKeys}))`;

/** The full-text query of the typed word prefixes. */
export const prefixQuery = (terms: SearchTerms) => sql`to_tsquery('simple', ${terms.prefix})`;

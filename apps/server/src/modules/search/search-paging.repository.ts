import { MESSAGES, SEARCH_COUNT_CAP, SEARCH_TYPES, type SearchType } from '@skillsync/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { invalid } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { type Cursor, cursorTextOf, isAfterCursor, isRealTimestamp, newestFirst } from '../../lib/pagination.ts';

/** How many rows match, up to SEARCH_COUNT_CAP and one more ("1000+"), as an SQL expression. */
export const countUpToCap = (from: SQL) =>
  sql`(SELECT count(*)::int FROM (SELECT 1 ${from} LIMIT ${SEARCH_COUNT_CAP + 1}) AS capped)`;

/** Counts up to the cap and one more: "more than SEARCH_COUNT_CAP" without counting a million rows. */
export async function countUpTo(db: Queryable, from: SQL) {
  const [row] = await queryRows<{ count: number }>(db, sql`SELECT ${countUpToCap(from)} AS count`);
  return row?.count ?? 0;
}

/**
 * How many of the matches are ranked together when more than SEARCH_COUNT_CAP match: a word common to a million
 * rows would otherwise have every one of them scored for every page. Fewer matches are all ranked at once.
 */
export const RANKED_BLOCK = 200;

/**
 * Where a group's page starts: `offset` rows into a ranking. Up to SEARCH_COUNT_CAP matches are ranked all
 * together (`block` undefined); more are ranked a block of RANKED_BLOCK at a time, newest first, and `block` is
 * the oldest row of the block before (null for the newest block).
 */
export type SearchPosition = { offset: number; block?: Cursor | null };

/** A page of one group: at most `limit` rows from `after` (the start when null). */
export type SearchPage = { limit: number; after: SearchPosition | null };

/** Far past any ranking a search makes: an offset beyond it is a made-up cursor. */
const OFFSET_MAX = 1_000_000;

/** The cursor of a group's next page: base64url JSON `[group, offset]`, or `[group, offset, [time, id] | null]`. */
export function encodeSearchCursor(type: SearchType, position: SearchPosition) {
  const block = position.block === undefined ? [] : [position.block && [position.block.createdAt, position.block.id]];
  return Buffer.from(JSON.stringify([type, position.offset, ...block])).toString('base64url');
}

const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= OFFSET_MAX;

function readBlock(value: unknown): Cursor | null {
  if (value === null) return null;
  const [createdAt, id] = Array.isArray(value) && value.length === 2 ? (value as unknown[]) : [];
  if (typeof createdAt !== 'string' || typeof id !== 'string' || !isRealTimestamp(createdAt) || !isUuid(id)) {
    throw invalid(MESSAGES.invalidCursor);
  }
  return { createdAt, id };
}

/**
 * Reads the cursor of a search page. It pages one group, so it must come with that group's `type`; a tampered
 * one, or one of another group, answers 400 rather than reaching SQL.
 */
export function readSearchPage(query: { limit: number; cursor?: string; type?: SearchType }): SearchPage {
  if (query.cursor === undefined) return { limit: query.limit, after: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(MESSAGES.invalidCursor);
  }
  const [type, offset, ...rest] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  if (!SEARCH_TYPES.includes(type as SearchType) || type !== query.type || !isOffset(offset) || rest.length > 1) {
    throw invalid(MESSAGES.invalidCursor);
  }
  const after: SearchPosition = rest.length === 0 ? { offset } : { offset, block: readBlock(rest[0]) };
  return { limit: query.limit, after };
}

/**
 * What one group's ranking reads: the rows that match as `FROM <table> w WHERE …`, what is shown of each
 * candidate `c` (with any `joins`), and the order, whose last key is unique so that offsets page exactly.
 */
export type Ranking = { from: SQL; select: SQL; joins?: SQL; order: SQL };

export type RankedPage<Row> = { rows: Row[]; count: number; nextCursor: string | null };

/**
 * A page of a group's matches, best first. Counting first picks the plan: a few matches (up to SEARCH_COUNT_CAP)
 * are found through the GIN indexes and all ranked; many are read newest first along created_at, where they come
 * soon, and ranked RANKED_BLOCK at a time, so a page costs about the same at a million rows as at a thousand and
 * every match is reached by paging on. A cursor made under the other plan (the count crossed the cap since) is
 * stale: 400.
 */
export async function rankPage<Row>(
  db: Queryable,
  type: SearchType,
  ranking: Ranking,
  page: SearchPage,
): Promise<RankedPage<Row>> {
  const count = await countUpTo(db, ranking.from);
  if (count === 0) return { rows: [], count, nextCursor: null };
  const isBlocked = count > SEARCH_COUNT_CAP;
  let position: SearchPosition = page.after ?? (isBlocked ? { offset: 0, block: null } : { offset: 0 });
  if ((position.block !== undefined) !== isBlocked) throw invalid(MESSAGES.invalidCursor);
  // One row more than the page shows: where it stands is the next page's cursor.
  const found: { row: Row; position: SearchPosition }[] = [];
  while (found.length <= page.limit) {
    const rows = await queryRows<Row>(
      db,
      sql`SELECT ${ranking.select} FROM (${candidatesOf(ranking, position)}) AS c ${ranking.joins ?? sql``}
        ORDER BY ${ranking.order} OFFSET ${position.offset} LIMIT ${page.limit + 1 - found.length}`,
    );
    const from = position;
    found.push(...rows.map((row, index) => ({ row, position: { ...from, offset: from.offset + index } })));
    if (position.block === undefined || found.length > page.limit) break;
    const next = await findNextBlock(db, ranking, position.block);
    if (!next) break;
    position = { offset: 0, block: next };
  }
  const after = found[page.limit];
  return {
    rows: found.slice(0, page.limit).map((item) => item.row),
    count,
    nextCursor: after ? encodeSearchCursor(type, after.position) : null,
  };
}

/** The rows a ranking orders: every match, or one block of them (newest first after `block`). */
function candidatesOf(ranking: Ranking, position: SearchPosition) {
  if (position.block === undefined) return sql`SELECT w.* ${ranking.from}`;
  const after = position.block ? sql`AND ${isAfterCursor(sql`w.created_at`, sql`w.id`, position.block)}` : sql``;
  return sql`SELECT w.* ${ranking.from} ${after} ORDER BY ${sql.join(newestFirst(sql`w.created_at`, sql`w.id`), sql`, `)}
    LIMIT ${RANKED_BLOCK}`;
}

/** Where the block after this one starts (its oldest row), or null when this block was the last (not full). */
async function findNextBlock(db: Queryable, ranking: Ranking, block: Cursor | null): Promise<Cursor | null> {
  const [oldest] = await queryRows<Cursor & { size: number }>(
    db,
    sql`SELECT ${cursorTextOf(sql`c.created_at`)} AS "createdAt", c.id, count(*) OVER ()::int AS size
      FROM (${candidatesOf(ranking, { offset: 0, block })}) AS c
      ORDER BY c.created_at, c.id LIMIT 1`,
  );
  return oldest && oldest.size >= RANKED_BLOCK ? { createdAt: oldest.createdAt, id: oldest.id } : null;
}

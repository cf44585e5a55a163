import { MESSAGES, type PageQuery } from '@skillsync/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { invalid } from './errors.ts';
import { isUuid } from './ids.ts';

/**
 * A keyset position: the sort timestamp of the last row shown (created, requested or joined), as the exact
 * text PostgreSQL gave (microseconds kept), and that row's id.
 */
export type Cursor = { createdAt: string; id: string };

// The text cursorTextOf writes: UTC with microseconds, e.g. "2025-01-31 09:15:02.123456+00".
const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})\.\d{6}\+00$/;

/** A well-formed text can still name a day that does not exist (Feb 30, year 0); PostgreSQL would refuse it. */
export function isRealTimestamp(text: string) {
  const parts = TIMESTAMP_TEXT.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** Reads a cursor from a query string; a tampered, stale or impossible one answers 400 rather than reaching SQL. */
export function decodeCursor(value: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid(MESSAGES.invalidCursor);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid(MESSAGES.invalidCursor);
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string' || !isRealTimestamp(createdAt) || !isUuid(id)) {
    throw invalid(MESSAGES.invalidCursor);
  }
  return { createdAt, id };
}

/** Which page a list query asks for: after this position (null for the first page), at most `limit` rows. */
export type PageRequest = { after: Cursor | null; limit: number };

/** Reads the `limit` and `cursor` of a list route; a tampered cursor answers 400. */
function readPageQuery(query: PageQuery): PageRequest {
  return { after: query.cursor ? decodeCursor(query.cursor) : null, limit: query.limit };
}

/**
 * One page of a list route: reads its `limit` and `cursor`, asks `find` for the rows after the cursor (repositories
 * fetch one more than the limit, to know whether a next page exists) and cuts them into the page and its next cursor.
 */
export async function readPage<Row>(
  query: PageQuery,
  find: (page: PageRequest) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
) {
  const page = readPageQuery(query);
  return toPage(await find(page), page.limit, cursorOf);
}

/** A timestamp as cursor text with microseconds: a JS Date would round them off and repeat or skip rows. */
export function cursorTextOf(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US"+00"')`;
}

/**
 * Rows strictly after the cursor in a (time DESC, id DESC) order. One row comparison, so a btree index on
 * (…, time DESC, id DESC) serves it as a range.
 */
export function isAfterCursor(
  time: SQLWrapper,
  id: SQLWrapper,
  after: Cursor | { createdAt: SQLWrapper; id: SQLWrapper },
): SQL {
  return sql`(${time}, ${id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
}

/**
 * (time, id) newest first. NULLS LAST like the indexes drizzle declares with `.desc()` (a plain DESC means
 * NULLS FIRST, which such an index cannot serve).
 */
export function newestFirst(time: SQLWrapper, id: SQLWrapper): SQL[] {
  return [sql`${time} DESC NULLS LAST`, sql`${id} DESC NULLS LAST`];
}

/**
 * Splits the `limit + 1` rows a keyset query asked for into the page and the cursor of the next one:
 * the extra row only tells that more follow, and the cursor is null on the last page.
 */
function toPage<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => Cursor) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}

import { MESSAGES } from '@skillsync/shared';
import { invalid } from './errors.ts';
import { isUuid } from './ids.ts';

/** A keyset position: the exact timestamp text PostgreSQL gave (microseconds kept) and the row id. */
export type Cursor = { createdAt: string; id: string };

// PostgreSQL's timestamptz text, e.g. "2025-01-31 09:15:02.123456+00" or "…+05:30".
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** Reads a cursor from a query string; a tampered or stale format answers 400 rather than reaching SQL. */
export function decodeCursor(value: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid(MESSAGES.invalidCursor);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid(MESSAGES.invalidCursor);
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string' || !TIMESTAMP_TEXT.test(createdAt) || !isUuid(id)) {
    throw invalid(MESSAGES.invalidCursor);
  }
  return { createdAt, id };
}

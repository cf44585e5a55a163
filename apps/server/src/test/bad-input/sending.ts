/** Sending a generated request and reading its answer, for the bad-input suite (bad-input.test.ts). */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { type BadRequest, type Operation, RealId, type Resolver, toJsonText } from './bad-request.ts';

/** The URL of a request: its path with the ids looked up, and its query string. */
export function urlOf(operation: Operation, request: BadRequest, resolver: Resolver) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = request.path[name];
    return value instanceof RealId ? value.format(resolver.id(value.kind, value.pick)) : (value ?? '');
  });
  const query = request.query.map(([name, value]) => `${name}=${value}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** The body of a request as it is sent, with the content type (and length) it claims. */
export function payloadOf(
  request: BadRequest,
  resolver: Resolver,
): { payload?: string | Buffer; headers: Record<string, string> } {
  const body = request.body;
  if (!body) return { headers: {} };
  if ('json' in body) {
    return {
      payload: toJsonText(body.json, resolver),
      headers: { 'content-type': body.contentType ?? 'application/json' },
    };
  }
  return {
    payload: body.raw,
    headers: {
      ...(body.contentType !== undefined && { 'content-type': body.contentType }),
      ...(body.contentLength !== undefined && { 'content-length': body.contentLength }),
    },
  };
}

/** What must never be in an answer: a stack, a source path, SQL, a password hash. */
export const LEAKS: [string, RegExp][] = [
  ['a stack frame', /(?:\\n|\n)\s+at |\bat .+\(.+:\d+:\d+\)/],
  ['node_modules', /node_modules/],
  ['a source file path', /\.(?:ts|js|mjs|cjs):\d+/],
  ['SQL', /INSERT INTO|SELECT |DELETE FROM|UPDATE "|select "|insert into "|Failed query|syntax error at or near/],
  [
    'a PostgreSQL error',
    /invalid byte sequence|invalid input syntax for type|out of range for type|violates .* constraint/,
  ],
  ['a password hash', /password_hash|passwordHash|\$argon2/],
];

/** The answer as text, decompressed when a header made the server compress it. */
export function bodyText(response: LightMyRequestResponse) {
  const raw = response.rawPayload;
  const encoding = String(response.headers['content-encoding'] ?? '');
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'deflate') return inflateSync(raw).toString();
  return response.body;
}

const isUnprintable = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code < 0xa0) ||
  code === 0x2028 ||
  code === 0x2029 ||
  (code >= 0xd800 && code <= 0xdfff);

/** Text for a failure message: cut short, with control characters and surrogate halves as \u escapes. */
export function printable(text: string, max: number) {
  const shown = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  return Array.from(shown, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return isUnprintable(code) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }).join('');
}

/** Different seeds per operation, so adding an endpoint does not change what the others are sent. */
export function seedFor(seed: number, key: string) {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (seed ^ hash) | 0;
}

/** The suite's output: how many requests each operation was sent, and what it answered. */
export function printReport(seed: number, statsByOperation: Map<string, Map<number, number>>) {
  const rows = [...statsByOperation].map(([key, statuses]) => {
    const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    return { key, sent, counts: counts.join(' ') };
  });
  const total = rows.reduce((sum, row) => sum + row.sent, 0);
  const width = Math.max(...rows.map((row) => row.key.length), 9);
  const lines = rows.map((row) => `${row.key.padEnd(width)}  ${String(row.sent).padStart(5)}  ${row.counts}`);
  // biome-ignore lint/suspicious/noConsole: the report is the suite's output, pasted into notes.
  console.log(
    [
      `Bad-input suite, seed ${seed}: ${total} requests`,
      `${'operation'.padEnd(width)}   sent  statuses`,
      ...lines,
    ].join('\n'),
  );
}

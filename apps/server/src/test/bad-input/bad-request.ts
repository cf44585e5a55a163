/**
 * What the bad-input suite (bad-input.test.ts) generates: the operations it reads from the OpenAPI document, and
 * one malformed request, with real ids and emails looked up only when it is sent.
 */
import fc from 'fast-check';

/** The parts of an OpenAPI 3.0 schema object the generators read. */
export type JsonSchema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/**
 * The kinds of real ids the suite keeps fixtures for: a problem and a collaboration request on it, a member, a
 * project with a join request, a task, a milestone and a chat message of its own, and a challenge with a
 * submission to it, a question with an answer, and its participation certificate.
 */
export const ID_KINDS = [
  'problem',
  'request',
  'user',
  'project',
  'joinRequest',
  'task',
  'milestone',
  'challenge',
  'submission',
  'certificate',
  'message',
  'question',
  'answer',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** An operation as the suite sees it: which ids its path takes, which query parameters and which body. */
export type Operation = {
  method: Method;
  /** The OpenAPI path, e.g. `/api/problems/{id}`. */
  path: string;
  /** A path's ids, by kind, and its other parameters: one of `values` (`/follows/{type}/…`) when it names them. */
  pathParams: { name: string; kind: IdKind | undefined; values?: unknown[] | undefined }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
};

/**
 * A real id, looked up when the request is sent rather than when it is generated: the suite deletes and rebuilds
 * its fixtures as it goes. `pick` chooses among the current and older ids, `format` can spoil it a little.
 */
export class RealId {
  readonly kind: IdKind;
  readonly pick: number;
  readonly format: (id: string) => string;
  constructor(kind: IdKind, pick: number, format: (id: string) => string = (id) => id) {
    this.kind = kind;
    this.pick = pick;
    this.format = format;
  }
}

/** The email of a registered member, looked up when sent, so login and password reset reach a real account. */
export class RealEmail {
  readonly pick: number;
  constructor(pick: number) {
    this.pick = pick;
  }
}

/** JSON text put into a body as is: numbers JSON.stringify cannot write (1e999), nesting too deep to build. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export type Resolver = { id: (kind: IdKind, pick: number) => string; email: (pick: number) => string };

/** A body as it is sent: JSON serialized at send time (its ids resolved), or raw bytes. */
export type BodySpec =
  | { json: unknown; contentType?: string }
  | { raw: string | Buffer; contentType: string | undefined; contentLength?: string };

/** One generated request; `kind` says what was broken, so failures group by cause, not by random value. */
export type BadRequest = {
  kind: string;
  path: Record<string, RealId | string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: BodySpec | undefined;
  /** Which member of the cast signs in as "a member", and which owner writes as the owner. */
  memberPick: number;
  ownerPick: number;
};

export type Labelled<T> = { label: string; value: T };
export const labelled = <T>(entries: [string, T][]): fc.Arbitrary<Labelled<T>> =>
  fc.constantFrom(...entries.map(([label, value]) => ({ label, value })));
export const labelAll = <T>(label: string, arbitrary: fc.Arbitrary<T>) => arbitrary.map((value) => ({ label, value }));
export const charsIn = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

// Encoding: a URL carries bytes, so a lone surrogate goes as the three bytes a lenient encoder would write.

const percentByte = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
const surrogateBytes = (code: number) =>
  [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(percentByte).join('');

/** encodeURIComponent that does not throw on lone surrogates. */
export function percentEncode(text: string): string {
  return text
    .split(/([\ud800-\udfff])/u)
    .map((part, index) => (index % 2 === 1 ? surrogateBytes(part.charCodeAt(0)) : encodeURIComponent(part)))
    .join('');
}

/** JSON text of a generated body, with its real ids and emails looked up and raw fragments put in as they are. */
export function toJsonText(value: unknown, resolve: Resolver): string {
  const fragments: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RealId) return item.format(resolve.id(item.kind, item.pick));
    if (item instanceof RealEmail) return resolve.email(item.pick);
    if (item instanceof RawJson) return `__raw_json_${fragments.push(item.text) - 1}__`;
    return item;
  });
  return (text ?? '').replace(/"__raw_json_(\d+)__"/g, (_match, index: string) => fragments[Number(index)] ?? 'null');
}

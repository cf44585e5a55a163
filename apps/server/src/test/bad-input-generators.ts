/**
 * Generators for the bad-input suite (bad-input.test.ts): the operations of the OpenAPI document, and malformed
 * paths, query strings, headers and bodies for any of them. Built with fast-check, so one seed replays a run exactly.
 */
import fc from 'fast-check';
import { PASSWORD } from './builders.ts';

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
 * project with a join request, a task and a milestone of its own, and a challenge with a submission to it.
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
] as const;
export type IdKind = (typeof ID_KINDS)[number];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** An operation as the suite sees it: which ids its path takes, which query parameters and which body. */
export type Operation = {
  method: Method;
  /** The OpenAPI path, e.g. `/api/problems/{id}`. */
  path: string;
  pathParams: { name: string; kind: IdKind | undefined }[];
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

type Labelled<T> = { label: string; value: T };
const labelled = <T>(entries: [string, T][]): fc.Arbitrary<Labelled<T>> =>
  fc.constantFrom(...entries.map(([label, value]) => ({ label, value })));
const labelAll = <T>(label: string, arbitrary: fc.Arbitrary<T>) => arbitrary.map((value) => ({ label, value }));
const charsIn = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** Control characters besides NUL (which is drawn on its own, being what PostgreSQL text cannot hold). */
const CONTROL_CHARACTERS: [string, string][] = [
  ['U+0001', '\u0001'],
  ['U+001F', '\u001f'],
  ['U+007F DEL', '\u007f'],
  ['CR LF', '\r\n'],
  ['U+0085 next line', '\u0085'],
  ['U+2028 line separator', '\u2028'],
];

/** Unicode that breaks naive length, direction or encoding handling. */
const UNICODE_TROUBLE: [string, string][] = [
  ['RTL override U+202E', '\u202e'],
  ['RTL mark U+200F', '\u200f'],
  ['zero-width space', '\u200b'],
  ['byte order mark', '\ufeff'],
  ['U+FFFF', '\uffff'],
  ['emoji', '😀'],
  ['ZWJ emoji sequence', '👩‍👩‍👧‍👦'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', '\udfff'],
  // PGlite miscounts the bytes of two low halves in a row and cuts the value short (found by this suite).
  ['two lone low surrogates', '\udfaf\udcf1'],
  ['surrogates in reverse order', '\udc00\ud800'],
  ['combining marks', 'e\u0301\u0301\u0301'],
  ['astral CJK', '𠜎'],
];

/** Text that means something to a parser downstream: LIKE patterns, SQL quoting, markup, templates, paths. */
const SYNTAX_TROUBLE: [string, string][] = [
  ['text "%00"', '%00'],
  ['backslash zero', '\\0'],
  ['LIKE wildcards and escape', '%_\\'],
  ['trailing backslash', 'abc\\'],
  ['quotes', `'"\``],
  ['quote-and-OR', "' OR '1'='1"],
  ['markup', '<script>alert(1)</script>'],
  ['template syntax', '{{7*7}}#{7*7}<%= 7*7 %>'],
  ['regex syntax', '.*+?^$[](){}|'],
  ['path traversal', '../../etc/passwd'],
];

// Built once: fast-check hands out the same strings, so a run holds each megabyte once.
const HUGE_STRINGS: [string, string][] = [
  ['5 KB string', 'a'.repeat(5 * 1024)],
  ['64 KB string', 'b'.repeat(64 * 1024)],
  ['1 MB string (under the body limit)', 'c'.repeat(1_000_000)],
  ['1.1 MB string (over the body limit)', 'd'.repeat(1_100_000)],
  ['5 KB of NULs', '\u0000'.repeat(5 * 1024)],
  ['10 000 emoji', '😀'.repeat(10_000)],
];

/** Short nasty text: fits a field's length limits, so it gets past the validator when the validator lets it. */
const nastyCharacters: fc.Arbitrary<Labelled<string>> = fc.oneof(
  { arbitrary: fc.constant({ label: 'U+0000 NUL', value: '\u0000' }), weight: 4 },
  { arbitrary: labelled(CONTROL_CHARACTERS), weight: 2 },
  { arbitrary: labelled(UNICODE_TROUBLE), weight: 2 },
  { arbitrary: labelled(SYNTAX_TROUBLE), weight: 2 },
  { arbitrary: labelAll('random control characters', fc.string({ unit: charsIn(0, 0x1f), minLength: 1 })), weight: 1 },
  {
    arbitrary: labelAll('random surrogate halves', fc.string({ unit: charsIn(0xd800, 0xdfff), minLength: 1 })),
    weight: 1,
  },
  { arbitrary: labelAll('random code points', fc.string({ unit: 'binary', minLength: 1, maxLength: 12 })), weight: 1 },
);

const nastyText: fc.Arbitrary<Labelled<string>> = fc.oneof(
  { arbitrary: nastyCharacters, weight: 4 },
  { arbitrary: labelled(HUGE_STRINGS), weight: 1 },
);

const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Values no field expects: numbers JSON barely holds, structures meant to exhaust a parser or pollute a prototype. */
const ODD_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['empty array', []],
  ['empty object', {}],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['2^53 + 2', 2 ** 53 + 2],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['-0', new RawJson('-0')],
  ['1e999 (Infinity)', new RawJson('1e999')],
  ['-1e999 (-Infinity)', new RawJson('-1e999')],
  ['30-digit integer', new RawJson('123456789012345678901234567890')],
  ['1e-400', new RawJson('1e-400')],
  ['text "NaN"', 'NaN'],
  ['text "Infinity"', 'Infinity'],
  ['text "-1"', '-1'],
  ['array of 10 000 strings', Array.from({ length: 10_000 }, () => 'skill')],
  ['array of nested arrays', [[['a']], [[]]]],
  ['arrays nested 5000 deep', deepArray(5000)],
  ['objects nested 5000 deep', deepObject(5000)],
  ['objects nested 100 deep', deepObject(100)],
  ['object with a __proto__ key', JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}')],
  ['object with constructor.prototype', JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}')],
  ['object with a prototype key', { prototype: { isAdmin: true } }],
];

/** A value of the wrong type for this schema: an array where a string goes, a string where an array goes … */
function wrongTypeFor(schema: JsonSchema | undefined): fc.Arbitrary<Labelled<unknown>> {
  switch (schema?.type) {
    case 'string':
      return labelled<unknown>([
        ['array instead of string', ['Valid text here']],
        ['number instead of string', 12345],
        ['object instead of string', { value: 'Valid text here' }],
        ['boolean instead of string', false],
        ...(schema.enum ? enumSlips(schema.enum) : []),
      ]);
    case 'array':
      return labelled<unknown>([
        ['string instead of array', 'React, Node'],
        ['object instead of array', { 0: 'React' }],
        ['array of numbers', [1, 2, 3]],
        ['array of nulls', [null]],
        ['array of arrays', [['React']]],
        ['array of objects', [{ name: 'React' }]],
      ]);
    case 'integer':
    case 'number':
      return labelled<unknown>([
        ['text instead of number', '5'],
        ['fraction instead of integer', 5.5],
        ['boolean instead of number', true],
      ]);
    case 'boolean':
      return labelled<unknown>([
        ['text "true" instead of boolean', 'true'],
        ['1 instead of boolean', 1],
      ]);
    default:
      return labelled<unknown>([['string instead of object', '{"a":1}']]);
  }
}

function enumSlips(values: unknown[]): [string, unknown][] {
  const first = String(values[0]);
  return [
    ['enum value in another case', first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase()],
    ['enum value with a trailing space', `${first} `],
    ['enum value with a NUL', `${first}\u0000`],
    ['enum values joined', values.join(',')],
  ];
}

/** Anything but a valid value for this schema. */
export function badJsonValue(schema: JsonSchema | undefined): fc.Arbitrary<Labelled<unknown>> {
  return fc.oneof(
    { arbitrary: nastyText, weight: 3 },
    { arbitrary: labelled(ODD_VALUES), weight: 3 },
    { arbitrary: wrongTypeFor(schema), weight: 2 },
    { arbitrary: labelAll('random double', fc.double()), weight: 1 },
    { arbitrary: labelAll('random JSON value', fc.jsonValue({ maxDepth: 3 })), weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Valid values, built from a schema, so one spoiled field leaves the rest of a request able to reach the database.

const SAMPLE_TEXT = 'Clean water for the villages of Kolar district and the farmers who grow food there. ';
/** Known-good values tried against a `pattern` before asking fast-check to invent one. */
const PATTERN_SAMPLES = ['https://github.com/skillsync/kolar-water', 'https://kolar.example.in/report'];

function plainText(minLength = 0, maxLength = 200): fc.Arbitrary<string> {
  const low = Math.max(minLength, 1);
  const high = Math.max(low, Math.min(maxLength - 4, low + 60));
  // Ends on a letter: the schemas trim, and a trimmed value must still be long enough.
  return fc.integer({ min: low, max: high }).map((length) => `${SAMPLE_TEXT.repeat(40).slice(0, length - 1)}x`);
}

/** What kind of id a field holds, judged by its name (`acknowledgedCollaborators` and `assignedTo` hold user ids). */
function idKindOfField(field: string): IdKind | undefined {
  if (/collaborators|members|userIds?$|^assignedTo$/i.test(field)) return 'user';
  if (/problemIds?$/i.test(field)) return 'problem';
  if (/requestIds?$/i.test(field)) return 'request';
  return undefined;
}

const pickIndex = fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.nat(20), weight: 1 });

/** Days a date field accepts (`YYYY-MM-DD`, none if empty): ordinary ones, a leap day and the ends of the range. */
const CALENDAR_DAYS = ['2026-03-14', '2026-12-31', '2024-02-29', '1900-01-01', '2200-12-31', ''];
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Days counted from the run's own today: a challenge starts from today to 90 days ahead (India days), which no
 * fixed day stays within. One UTC day ahead is India's today or tomorrow, whatever the time of day.
 */
const COMING_DAYS = [1, 30].map((days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10));

/**
 * A good value by the field's name alone, for what the schema cannot say: a calendar day, a URL (the document
 * shows some of these fields as an empty `anyOf`, the schema's transforms having no JSON Schema).
 */
function valueByName(field: string): fc.Arbitrary<unknown> | undefined {
  if (/date$/i.test(field)) return fc.constantFrom(...CALENDAR_DAYS, ...COMING_DAYS);
  if (/url$/i.test(field)) return fc.constantFrom(...PATTERN_SAMPLES, '');
  return undefined;
}

function validString(schema: JsonSchema, field: string): fc.Arbitrary<unknown> {
  const { minLength = 0, maxLength = 200, pattern } = schema;
  // Before the pattern: an id field's pattern (a uuid) would only make up ids of nothing.
  const idKind = idKindOfField(field);
  if (idKind) return pickIndex.map((pick) => new RealId(idKind, pick));
  if (pattern) {
    const regex = new RegExp(pattern);
    const known = PATTERN_SAMPLES.filter((sample) => regex.test(sample) && sample.length <= maxLength);
    if (known.length > 0) return fc.constantFrom(...known);
    return fc.stringMatching(regex, { maxLength });
  }
  // A challenge's `sponsorContact` is an e-mail address too.
  if (/email|contact$/i.test(field)) {
    return fc.oneof(
      pickIndex.map((pick) => new RealEmail(pick)),
      fc.nat().map((n) => `new-member-${n}@example.in`),
    );
  }
  if (/password/i.test(field)) return fc.constantFrom(PASSWORD, 'Another1Passw0rd');
  if (/token/i.test(field)) return fc.base64String({ minLength: 40, maxLength: 64 });
  return valueByName(field) ?? plainText(minLength, maxLength);
}

/** A value this schema accepts, give or take what JSON Schema cannot say (a strong password, an email). */
export function validValue(schema: JsonSchema, field = 'body'): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((option) => validValue(option, field)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], field);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return validString(schema, field);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, minLength + 3));
      return fc.array(validValue(schema.items ?? {}, field), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value, key)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return valueByName(field) ?? fc.constant('value');
  }
}

// ---------------------------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------------------------
// Path parameters.

const SAMPLE_UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const BAD_PATH_VALUES: [string, string][] = [
  ['not a uuid', 'not-a-uuid'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['max uuid', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ['uuid in braces', `%7B${SAMPLE_UUID}%7D`],
  ['uuid without dashes', SAMPLE_UUID.replaceAll('-', '')],
  ['uuid and %00', `${SAMPLE_UUID}%00`],
  ['5 KB id', 'a'.repeat(5 * 1024)],
  ['5 KB of escapes', '%41'.repeat(1700)],
  ['..', '..'],
  ['.', '.'],
  ['%2e%2e', '%2e%2e'],
  ['%00', '%00'],
  ['lone %', '%'],
  ['broken escape %zz', '%zz'],
  ['overlong NUL %C0%80', '%C0%80'],
  ['surrogate bytes %ED%A0%80', '%ED%A0%80'],
  ['invalid UTF-8 %FF', '%FF'],
  ['unicode', percentEncode('💥ünïcødé')],
  ['RTL override', percentEncode('\u202eabc')],
  ['space', '%20'],
  ['plus', '+'],
  ['encoded slash', '%2F'],
  ['empty segment', ''],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['number', '1'],
  ['negative number', '-1'],
  ['1e309', '1e309'],
  ['semicolon', ';'],
  ['comma list', 'a,b'],
];

/** A real id spoiled: PostgreSQL reads some of these as the same uuid (upper case, braces), the app should not care. */
function spoiledRealId(kind: IdKind): fc.Arbitrary<Labelled<RealId | string>> {
  const otherKinds = ID_KINDS.filter((other) => other !== kind);
  const spoil = (label: string, format: (id: string) => string) =>
    pickIndex.map((pick) => ({ label, value: new RealId(kind, pick, format) }));
  return fc.oneof(
    spoil('real id in upper case', (id) => id.toUpperCase()),
    spoil('real id in braces', (id) => `%7B${id}%7D`),
    spoil('real id without dashes', (id) => id.replaceAll('-', '')),
    spoil('real id and %00', (id) => `${id}%00`),
    spoil('real id and a space', (id) => `${id}%20`),
    spoil('real id and a trailing slash', (id) => `${id}/`),
    fc
      .tuple(fc.constantFrom(...otherKinds), pickIndex)
      .map(([other, pick]) => ({ label: 'real id of another kind', value: new RealId(other, pick) })),
  );
}

function badPathValue(kind: IdKind | undefined): fc.Arbitrary<Labelled<RealId | string>> {
  return fc.oneof(
    { arbitrary: labelled<RealId | string>(BAD_PATH_VALUES), weight: 4 },
    { arbitrary: labelAll<RealId | string>('random uuid (no such row)', fc.uuid()), weight: 1 },
    {
      arbitrary: labelAll<RealId | string>(
        'random unicode, encoded',
        fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(percentEncode),
      ),
      weight: 1,
    },
    ...(kind ? [{ arbitrary: spoiledRealId(kind), weight: 2 }] : []),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Query strings.

/** A timestamp as text, possible or not: the cursor's first half, which once reached PostgreSQL unchecked. */
const timestampText: fc.Arbitrary<Labelled<string>> = fc.oneof(
  fc
    .record({
      year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(0, 1, 1969, 2025, 9999, 10000, 294277)),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
      hour: fc.integer({ min: 0, max: 25 }),
      minute: fc.integer({ min: 0, max: 61 }),
      second: fc.integer({ min: 0, max: 61 }),
      fraction: fc.constantFrom('', '.1', '.123456', '.1234567'),
      zone: fc.constantFrom('+00', '+00:00', '-05:30', '+14', '+99', 'Z', '', ' BC'),
    })
    .map(({ year, month, day, hour, minute, second, fraction, zone }) => {
      const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
      const exists = year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24;
      const two = (n: number) => String(n).padStart(2, '0');
      const text = `${String(year).padStart(4, '0')}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}:${two(second)}`;
      return {
        label: exists && minute < 60 && second < 60 ? 'a possible timestamp' : 'an impossible timestamp',
        value: `${text}${fraction}${zone}`,
      };
    }),
  labelled([
    ['Feb 30', '2025-02-30 00:00:00+00'],
    ['year 0', '0000-01-01 00:00:00+00'],
    ['infinity', 'infinity'],
    ['-infinity', '-infinity'],
    ['epoch', 'epoch'],
    ['ISO 8601 with T', '2025-01-01T00:00:00Z'],
    ['empty', ''],
  ]),
);

const cursorId: fc.Arbitrary<unknown> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('00000000-0000-4000-8000-000000000000', 'not-a-uuid', '', 42, null),
);
const base64url = (text: string | Uint8Array) => Buffer.from(text).toString('base64url');

/** Cursors a client could hand back: random bytes, and the base64url JSON pair the server writes, spoiled. */
const badCursor: fc.Arbitrary<Labelled<string>> = fc.oneof(
  { arbitrary: labelAll('random base64', fc.base64String({ maxLength: 120 })), weight: 1 },
  { arbitrary: labelAll('random bytes as base64url', fc.uint8Array({ maxLength: 90 }).map(base64url)), weight: 1 },
  {
    arbitrary: fc.tuple(timestampText, cursorId).map(([stamp, id]) => ({
      label: `[${stamp.label}, id]`,
      value: base64url(JSON.stringify([stamp.value, id])),
    })),
    weight: 4,
  },
  {
    arbitrary: labelled([
      ['[Feb 30, uuid]', base64url('["2025-02-30 00:00:00+00","00000000-0000-4000-8000-000000000000"]')],
      ['[year 0, uuid]', base64url('["0000-01-01 00:00:00+00","00000000-0000-4000-8000-000000000000"]')],
      ['[]', base64url('[]')],
      ['[1, 2]', base64url('[1,2]')],
      ['null', base64url('null')],
      ['object', base64url('{"createdAt":"2025-01-01 00:00:00+00","id":"x"}')],
      ['three elements', base64url('["2025-01-01 00:00:00.000000+00","00000000-0000-4000-8000-000000000000",1]')],
      ['invalid JSON', base64url('["2025-01-01')],
      ['invalid UTF-8', base64url(new Uint8Array([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]))],
      ['not base64 at all', '!!! not base64 ***'],
      ['base64 with padding and +/', 'WyIyMDI1LTAxLTAxIiwiYSJd+/=='],
      ['201 characters', 'A'.repeat(201)],
    ]),
    weight: 2,
  },
);

/** Put into the URL as they are. Nothing over 8 KB: Node refuses a request head over 16 KB before the app sees it. */
const RAW_QUERY_VALUES: [string, string][] = [
  ['lone %', '%'],
  ['broken escape %zz', '%zz'],
  ['overlong NUL %C0%80', '%C0%80'],
  ['surrogate bytes %ED%A0%80', '%ED%A0%80'],
  ['invalid UTF-8 %FF%FE', '%FF%FE'],
  ['%00', '%00'],
  ['plus sign', '+'],
  ['ampersands', '&&&'],
  ['equals signs', '==='],
  ['empty', ''],
  ['numbers: -1', '-1'],
  ['numbers: 0', '0'],
  ['numbers: 1e309', '1e309'],
  ['numbers: NaN', 'NaN'],
  ['numbers: Infinity', 'Infinity'],
  ['numbers: 0x10', '0x10'],
  ['numbers: 1.5', '1.5'],
  ['numbers: 2^53 + 1', '9007199254740993'],
  ['numbers: padded', '%205%20'],
  ['numbers: full-width digits', percentEncode('５')],
  ['8 KB value', 'q'.repeat(8 * 1024)],
  ['8 KB of %00', '%00'.repeat(2700)],
];

const UNKNOWN_QUERY_NAMES = ['__proto__', 'constructor', 'constructor[prototype][isAdmin]', 'unknown', '', '%00'];

function validQueryValue(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum.map(String));
  if (schema.type === 'integer' || schema.type === 'number') {
    return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100 }).map(String);
  }
  // An id (a chat's `after`): well formed, so the lookup reaches PostgreSQL and finds nothing.
  if (schema.format === 'uuid') return fc.uuid();
  if (/skill|tag/i.test(name)) return fc.constantFrom('React', 'IoT', 'Data Analysis', 'React,IoT');
  return fc.constantFrom('water', 'Kolar', 'farm');
}

/** Some of the operation's query parameters with good values: filters that make the query reach PostgreSQL. */
function validQuery(operation: Operation): fc.Arbitrary<[string, string][]> {
  const usable = operation.queryParams.filter((param) => param.name !== 'cursor');
  if (usable.length === 0) return fc.constant([]);
  return fc
    .subarray(usable)
    .chain((params) =>
      fc.tuple(...params.map((param) => validQueryValue(param.schema, param.name).map((value) => [param.name, value]))),
    )
    .map((pairs) => pairs.map(([name = '', value = '']) => [percentEncode(name), percentEncode(value)]));
}

function badQueryValue(param: Operation['queryParams'][number] | undefined): fc.Arbitrary<Labelled<string>> {
  const encoded = (arbitrary: fc.Arbitrary<Labelled<string>>) =>
    arbitrary.map(({ label, value }) => ({ label, value: percentEncode(value) }));
  const insideValid = fc
    .tuple(param ? validQueryValue(param.schema, param.name) : fc.constant('water'), nastyCharacters)
    .map(([valid, nasty]) => ({
      label: `${nasty.label} inside a good value`,
      value: percentEncode(`${valid.slice(0, 1)}${nasty.value}${valid.slice(1)}`),
    }));
  return fc.oneof(
    { arbitrary: insideValid, weight: 3 },
    { arbitrary: encoded(nastyCharacters), weight: 2 },
    { arbitrary: labelled(RAW_QUERY_VALUES), weight: 2 },
    ...(param?.name === 'cursor' ? [{ arbitrary: encoded(badCursor), weight: 6 }] : []),
    ...(param?.schema.enum
      ? [{ arbitrary: encoded(labelled(enumSlips(param.schema.enum).map(asText))), weight: 1 }]
      : []),
  );
}

const asText = ([label, value]: [string, unknown]): [string, string] => [label, String(value)];

/** One query parameter (known or not) spoiled, the rest left good, or the parameter repeated and bracketed. */
function badQuery(operation: Operation): fc.Arbitrary<Labelled<[string, string][]>> {
  const known = operation.queryParams;
  const param = known.length > 0 ? fc.constantFrom(...known) : fc.constant(undefined);
  const spoiled = fc
    .tuple(validQuery(operation), param, fc.constantFrom(...UNKNOWN_QUERY_NAMES))
    .chain(([good, target, unknownName]) =>
      badQueryValue(target).map(({ label, value }): Labelled<[string, string][]> => {
        const name = target ? target.name : unknownName;
        return { label: `query.${name}: ${label}`, value: [...good.filter(([key]) => key !== name), [name, value]] };
      }),
    );
  const shapes = fc.tuple(param, fc.constantFrom(...UNKNOWN_QUERY_NAMES)).chain(([target, unknownName]) => {
    const name = target?.name ?? unknownName;
    return labelled<[string, string][]>([
      [
        `query.${name} repeated`,
        [
          [name, '1'],
          [name, '2'],
        ],
      ],
      [
        `query.${name}[] as an array`,
        [
          [`${name}[]`, 'a'],
          [`${name}[]`, 'b'],
        ],
      ],
      [`query.${name}[key] as an object`, [[`${name}[key]`, 'a']]],
      [`query.${name} without a value`, [[name, '']]],
      ['query with an unknown parameter', [[percentEncode(unknownName), 'x']]],
    ]);
  });
  return fc.oneof({ arbitrary: spoiled, weight: 4 }, { arbitrary: shapes, weight: 1 });
}

// ---------------------------------------------------------------------------------------------------------------
// Headers. Values stay within what an HTTP parser lets through (no CR, LF or NUL): nothing else reaches the app.

/** Replaced by the identity's token when the request is sent. */
export const TOKEN = '{{token}}';
const COOKIE = `skillsync_session=${TOKEN}`;
const headerText = fc.string({ unit: charsIn(0x20, 0xff).filter((char) => char !== '\u007f'), maxLength: 60 });

const badHeaders: fc.Arbitrary<Labelled<Record<string, string>>> = fc.oneof(
  labelled<Record<string, string>>([
    ['Bearer with no token', { authorization: 'Bearer' }],
    ['Bearer and a space', { authorization: 'Bearer ' }],
    ['Basic credentials', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['lower-case bearer', { authorization: `bearer ${TOKEN}` }],
    ['token with a suffix', { authorization: `Bearer ${TOKEN}x` }],
    ['two tokens', { authorization: `Bearer ${TOKEN} ${TOKEN}` }],
    ['8 KB token', { authorization: `Bearer ${'a'.repeat(8000)}` }],
    ['latin-1 token', { authorization: 'Bearer \u00ff\u00fe\u0080' }],
    ['session cookie without Origin', { cookie: COOKIE }],
    ['session cookie from another origin', { cookie: COOKIE, origin: 'https://evil.example' }],
    ['session cookie with Origin null', { cookie: COOKIE, origin: 'null' }],
    ['session cookie with a malformed Origin', { cookie: COOKIE, origin: 'http://[::1' }],
    ['malformed cookie header', { cookie: '=;;=;skillsync_session' }],
    ['cookie with a broken escape', { cookie: 'skillsync_session=%E0%A4%A' }],
    ['cookie with an open quote', { cookie: 'skillsync_session="abc' }],
    ['8 KB cookie', { cookie: `skillsync_session=${'b'.repeat(8000)}` }],
    ['malformed Host', { host: '[::1' }],
    ['empty Host', { host: '' }],
    ['Host with a path', { host: 'localhost/../x' }],
    ['X-Forwarded-For garbage', { 'x-forwarded-for': 'not-an-ip, , ::ffff:999.1.1.1' }],
    ['X-Forwarded-Proto garbage', { 'x-forwarded-proto': 'gopher' }],
    ['Accept with nothing acceptable', { accept: 'application/xml;q=1, */*;q=0' }],
    ['Accept-Encoding with NaN weights', { 'accept-encoding': 'gzip;q=NaN, br;q=-1' }],
    ['Accept-Encoding refusing everything', { 'accept-encoding': 'identity;q=0, *;q=0' }],
    ['Content-Encoding gzip on plain bytes', { 'content-encoding': 'gzip' }],
    ['CORS preflight headers', { origin: 'https://evil.example', 'access-control-request-method': 'PUT' }],
    ['8 KB User-Agent', { 'user-agent': 'u'.repeat(8000) }],
    ['Range header', { range: 'bytes=0-1,5-' }],
  ]),
  labelAll(
    'random Bearer token',
    headerText.map((value) => ({ authorization: `Bearer ${value}` })),
  ),
  labelAll(
    'random Origin with the session cookie',
    headerText.map((value) => ({ cookie: COOKIE, origin: value })),
  ),
);

// ---------------------------------------------------------------------------------------------------------------
// Bodies.

const INVALID_JSON_TEXTS: [string, string][] = [
  ['truncated JSON', '{"title":'],
  ['single-quoted JSON', "{'title':'x'}"],
  ['trailing comma', '{"title":"x",}'],
  ['two documents', '{"a":1}{"b":2}'],
  ['NaN literal', 'NaN'],
  ['JSON with a BOM', '\ufeff{"a":1}'],
  ['a lone NUL', '\u0000'],
  ['raw __proto__ key', '{"__proto__":{"isAdmin":true}}'],
  ['raw constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['duplicate keys', '{"status":"accepted","status":"rejected"}'],
  ['null', 'null'],
  ['a bare string', '"text"'],
  ['a bare number', '123'],
  ['an array', '[]'],
];

/** A body sent with the wrong content type, or with a JSON content type and no JSON. */
function wrongContentType(validBody: fc.Arbitrary<unknown>): fc.Arbitrary<Labelled<BodySpec>> {
  const asJsonWith = (label: string, contentType: string) =>
    validBody.map((json) => ({ label, value: { json, contentType } }));
  const raw = (label: string, contentType: string | undefined, text: string | Buffer): [string, BodySpec] => [
    label,
    { raw: text, contentType },
  ];
  return fc.oneof(
    asJsonWith('good JSON sent as text/plain', 'text/plain'),
    asJsonWith('good JSON sent as application/vnd.api+json', 'application/vnd.api+json'),
    asJsonWith('good JSON with charset=utf-16', 'application/json; charset=utf-16'),
    asJsonWith('good JSON with a malformed content type', 'application/json;;;='),
    asJsonWith('good JSON with two content types', 'application/json, text/plain'),
    labelled<BodySpec>([
      raw('form-urlencoded', 'application/x-www-form-urlencoded', 'title=Clean+water&description=x&__proto__=1'),
      raw(
        'multipart',
        'multipart/form-data; boundary=XyZ',
        '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nClean water\r\n--XyZ--\r\n',
      ),
      raw('multipart without a boundary', 'multipart/form-data', 'title=x'),
      raw('JSON text without a content type', undefined, '{"title":"Clean water"}'),
      raw(
        'invalid UTF-8 in JSON',
        'application/json',
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      ),
      raw('UTF-16 JSON', 'application/json; charset=utf-16le', Buffer.from('{"title":"Clean water"}', 'utf16le')),
      ...INVALID_JSON_TEXTS.map(([label, text]) => raw(label, 'application/json', text)),
    ]),
    fc.constant({
      label: 'empty body with a JSON content type',
      value: { raw: '', contentType: 'application/json', contentLength: '0' },
    }),
  );
}

/** Puts text in the middle of a good string, so length checks pass and the characters reach the service. */
const insertInto = (valid: string, nasty: string, at: number) =>
  `${valid.slice(0, at % (valid.length + 1))}${nasty}${valid.slice(at % (valid.length + 1))}`;

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies a body with one own property set; defineProperty, so a `__proto__` key stays a key. */
function withField(body: Body, key: string, value: unknown): Body {
  const copy = { ...body };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** A whole body that is no object at all: a bare string, a number, an array, 5000 levels of nesting … */
const garbageBody: fc.Arbitrary<Labelled<BodySpec>> = badJsonValue(undefined).map(({ label, value }) => ({
  label: `body: ${label}`,
  value: { json: value },
}));

/** The ways to spoil a good body: each keeps the rest valid, so the request gets as deep as the spoiled part lets it. */
function bodyMutations(
  schema: JsonSchema,
  validBody: fc.Arbitrary<unknown>,
): fc.WeightedArbitrary<Labelled<BodySpec>>[] {
  const properties = schema.properties ?? {};
  const fields = Object.keys(properties);
  if (fields.length === 0) return [{ arbitrary: garbageBody, weight: 1 }];
  const field = fc.constantFrom(...fields);
  // Free text only: a character inside an enum value stops at the validator, which `enumSlips` already covers.
  const isFreeText = (field?: JsonSchema) => field?.type === 'string' && !field.enum;
  const textFields = fields.filter((key) => {
    const field = properties[key];
    return isFreeText(field) || isFreeText(field?.anyOf?.[0]) || (field?.type === 'array' && isFreeText(field.items));
  });
  const badField = fc.tuple(validBody, field).chain(([body, key]) =>
    badJsonValue(properties[key]).map(({ label, value }) => ({
      label: `body.${key}: ${label}`,
      value: { json: isBody(body) ? withField(body, key, value) : body },
    })),
  );
  const nastyInside = fc
    .tuple(
      validBody,
      fc.constantFrom(...(textFields.length > 0 ? textFields : fields)),
      nastyCharacters,
      fc.nat(),
      plainText(10, 40),
    )
    .map(([body, key, nasty, at, fallback]) => {
      const current = isBody(body) ? body[key] : undefined;
      const isList = Array.isArray(current) || properties[key]?.type === 'array';
      const first = Array.isArray(current) ? current[0] : current;
      const spoiled = insertInto(typeof first === 'string' ? first : fallback, nasty.value, at);
      const value = isList ? [spoiled, ...(Array.isArray(current) ? current.slice(1) : [])] : spoiled;
      return {
        label: `body.${key}${isList ? '[0]' : ''}: ${nasty.label} inside good text`,
        value: { json: isBody(body) ? withField(body, key, value) : body },
      };
    });
  const missingOrNull = fc.tuple(validBody, field, fc.boolean()).map(([body, key, drop]) => {
    if (!isBody(body)) return { label: 'body not an object', value: { json: body } };
    const { [key]: _removed, ...rest } = body;
    return drop
      ? { label: `body.${key} missing`, value: { json: rest } }
      : { label: `body.${key}: null`, value: { json: withField(body, key, null) } };
  });
  const extraKeys = fc
    .tuple(validBody, fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'authorId', '_id'), nastyText)
    .map(([body, key, nasty]) => ({
      label: `body with an extra ${key} key`,
      value: { json: isBody(body) ? withField(body, key, key === 'isAdmin' ? true : { value: nasty.value }) : body },
    }));
  return [
    { arbitrary: badField, weight: 4 },
    { arbitrary: nastyInside, weight: 4 },
    { arbitrary: missingOrNull, weight: 1 },
    { arbitrary: extraKeys, weight: 1 },
    { arbitrary: garbageBody, weight: 1 },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Whole requests.

type Mutation = Labelled<(request: BadRequest) => BadRequest>;
const mutation = <T>(arbitrary: fc.Arbitrary<Labelled<T>>, apply: (request: BadRequest, value: T) => BadRequest) =>
  arbitrary.map(({ label, value }): Mutation => ({ label, value: (request) => apply(request, value) }));

/**
 * Requests for one operation: a good request (real ids in the path, a good body and filters) with one part
 * spoiled — a path id, a query parameter, a body field, the content type or a header — or everything at once.
 */
export function badRequests(operation: Operation): fc.Arbitrary<BadRequest> {
  const realPath = fc.record(
    Object.fromEntries(
      operation.pathParams.map(({ name, kind }) => [
        name,
        kind ? pickIndex.map((pick): RealId | string => new RealId(kind, pick)) : fc.uuid(),
      ]),
    ),
  );
  const validBody: fc.Arbitrary<unknown> = operation.body ? validValue(operation.body) : fc.constant(undefined);
  const good = fc.record({
    path: realPath,
    query: validQuery(operation),
    body: validBody.map((json) => (json === undefined ? undefined : { json })),
    memberPick: fc.nat(),
    ownerPick: fc.nat(),
  });

  const mutations: fc.WeightedArbitrary<Mutation>[] = [
    {
      arbitrary: mutation(badQuery(operation), (request, query) => ({ ...request, query })),
      weight: operation.queryParams.length > 0 ? 4 : 1,
    },
    { arbitrary: mutation(badHeaders, (request, headers) => ({ ...request, headers })), weight: 2 },
    {
      arbitrary: mutation(wrongContentType(validBody), (request, body) => ({ ...request, body })),
      weight: operation.body ? 2 : 1,
    },
  ];
  if (operation.pathParams.length > 0) {
    const pathParam = fc.constantFrom(...operation.pathParams);
    const badPath = pathParam.chain((param) =>
      badPathValue(param.kind).map(({ label, value }) => ({
        label: `path.${param.name}: ${label}`,
        value: { name: param.name, value },
      })),
    );
    mutations.push({
      arbitrary: mutation(badPath, (request, { name, value }) => ({
        ...request,
        path: { ...request.path, [name]: value },
      })),
      weight: 4,
    });
  }
  // An operation that takes no body still gets one now and then: parsers run before routes look at it.
  const bodyKinds = operation.body ? bodyMutations(operation.body, validBody) : [{ arbitrary: garbageBody, weight: 1 }];
  for (const { arbitrary, weight } of bodyKinds) {
    mutations.push({
      arbitrary: mutation(arbitrary, (request, body) => ({ ...request, body })),
      weight: operation.body ? weight : 1,
    });
  }
  const everything = fc.tuple(...mutations.map(({ arbitrary }) => arbitrary)).map(
    (all): Mutation => ({
      label: 'everything spoiled at once',
      value: (request) => all.reduce((next, { value }) => value(next), request),
    }),
  );
  mutations.push({ arbitrary: everything, weight: 1 });

  return fc
    .tuple(good, fc.oneof(...mutations))
    .map(([base, { label, value }]) => value({ ...base, kind: label, headers: {} }));
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the OpenAPI document into operations.

type OpenApiParameter = { in: string; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** A record's own entry: a parameter named `constructor` finds nothing, not Object's constructor. */
const ownValue = <T>(record: Record<string, T>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);

/** The kind of id that follows each collection in a path: `/problems/{id}`, `/join-requests/{requestId}`. */
const ID_KIND_AFTER_SEGMENT: Record<string, IdKind> = {
  problems: 'problem',
  // A collaboration is a problem's team: its id is the problem's (`/collaborations/{id}/messages`).
  collaborations: 'problem',
  'collaboration-requests': 'request',
  users: 'user',
  // A project's member is named by their user id (`/projects/{id}/members/{userId}`).
  members: 'user',
  projects: 'project',
  'join-requests': 'joinRequest',
  tasks: 'task',
  milestones: 'milestone',
  challenges: 'challenge',
  // A challenge's entry (`/challenges/{id}/submissions/{submissionId}/score`).
  submissions: 'submission',
};
const ID_KIND_BY_NAME: Record<string, IdKind> = {
  problemId: 'problem',
  requestId: 'request',
  userId: 'user',
  projectId: 'project',
  taskId: 'task',
  milestoneId: 'milestone',
  challengeId: 'challenge',
  submissionId: 'submission',
};

/**
 * What kind of id a path parameter takes: by the segment before it (`/problems/{id}`), else by its name
 * (`userId`). The path comes first: a `{requestId}` under `/join-requests/` is a project's join request, not a
 * collaboration request.
 */
function idKindOf(path: string, name: string): IdKind | undefined {
  const segments = path.split('/');
  const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  return ownValue(ID_KIND_AFTER_SEGMENT, before) ?? ownValue(ID_KIND_BY_NAME, name);
}

/** Follows `$ref`s into the document's components, so the generators see plain schemas. */
function dereference(schema: JsonSchema, document: OpenApiDocument, depth = 0): JsonSchema {
  const ref = schema.$ref?.replace('#/components/schemas/', '');
  const target = ref !== undefined ? (document.components?.schemas?.[ref] ?? {}) : schema;
  if (depth > 10) return target;
  const deeper = (child: JsonSchema) => dereference(child, document, depth + 1);
  return {
    ...target,
    ...(target.properties && {
      properties: Object.fromEntries(Object.entries(target.properties).map(([key, value]) => [key, deeper(value)])),
    }),
    ...(target.items && { items: deeper(target.items) }),
    ...(target.anyOf && { anyOf: target.anyOf.map(deeper) }),
    ...(target.oneOf && { oneOf: target.oneOf.map(deeper) }),
    ...(target.allOf && { allOf: target.allOf.map(deeper) }),
  };
}

/** Every operation the document lists (path × method), but the documentation's own pages. */
export function readOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).flatMap(([name, operation]): Operation[] => {
        const method = METHODS.find((known) => known === name.toUpperCase());
        if (!method) return [];
        const parameters = operation.parameters ?? [];
        const body = operation.requestBody?.content?.['application/json']?.schema;
        return [
          {
            method,
            path,
            pathParams: parameters
              .filter((p) => p.in === 'path')
              .map((p) => ({ name: p.name, kind: idKindOf(path, p.name) })),
            queryParams: parameters
              .filter((p) => p.in === 'query')
              .map((p) => ({ name: p.name, schema: dereference(p.schema ?? {}, document) })),
            body: body && dereference(body, document),
          },
        ];
      }),
    );
}

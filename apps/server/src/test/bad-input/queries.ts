/** Query strings: good filters, and one parameter (known or not) spoiled, cursors above all. */
import fc from 'fast-check';
import { type JsonSchema, type Labelled, labelAll, labelled, type Operation, percentEncode } from './bad-request.ts';
import { enumSlips, nastyCharacters } from './nasty-values.ts';

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
export function validQuery(operation: Operation): fc.Arbitrary<[string, string][]> {
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
export function badQuery(operation: Operation): fc.Arbitrary<Labelled<[string, string][]>> {
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

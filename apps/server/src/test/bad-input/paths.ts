/** Bad path parameters: ids of the wrong kind or shape, real ids spoiled, text that is no id at all. */
import fc from 'fast-check';
import { ID_KINDS, type IdKind, type Labelled, labelAll, labelled, percentEncode, RealId } from './bad-request.ts';
import { pickIndex } from './valid-values.ts';

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

export function badPathValue(kind: IdKind | undefined): fc.Arbitrary<Labelled<RealId | string>> {
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

/** Values no field expects: text that troubles parsers and databases, odd JSON, the wrong type for a schema. */
import fc from 'fast-check';
import { charsIn, type JsonSchema, type Labelled, labelAll, labelled, RawJson } from './bad-request.ts';

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
export const nastyCharacters: fc.Arbitrary<Labelled<string>> = fc.oneof(
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

export const nastyText: fc.Arbitrary<Labelled<string>> = fc.oneof(
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

export function enumSlips(values: unknown[]): [string, unknown][] {
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

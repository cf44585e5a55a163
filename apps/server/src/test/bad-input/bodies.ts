/** Bad bodies: a good body with one field spoiled, the wrong content type, or no JSON object at all. */
import fc from 'fast-check';
import { type BodySpec, type JsonSchema, type Labelled, labelled } from './bad-request.ts';
import { badJsonValue, nastyCharacters, nastyText } from './nasty-values.ts';
import { plainText } from './valid-values.ts';

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
export function wrongContentType(validBody: fc.Arbitrary<unknown>): fc.Arbitrary<Labelled<BodySpec>> {
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
export const garbageBody: fc.Arbitrary<Labelled<BodySpec>> = badJsonValue(undefined).map(({ label, value }) => ({
  label: `body: ${label}`,
  value: { json: value },
}));

/** The ways to spoil a good body: each keeps the rest valid, so the request gets as deep as the spoiled part lets it. */
export function bodyMutations(
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

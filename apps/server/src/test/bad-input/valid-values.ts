/** Valid values, built from a schema, so one spoiled field leaves the rest of a request able to reach the database. */
import fc from 'fast-check';
import { PASSWORD } from '../builders.ts';
import { type IdKind, type JsonSchema, RealEmail, RealId } from './bad-request.ts';

const SAMPLE_TEXT = 'Clean water for the villages of Kolar district and the farmers who grow food there. ';
/** Known-good values tried against a `pattern` before asking fast-check to invent one. */
const PATTERN_SAMPLES = ['https://github.com/skillsync/kolar-water', 'https://kolar.example.in/report'];

export function plainText(minLength = 0, maxLength = 200): fc.Arbitrary<string> {
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
  // The message a chat message answers.
  if (/^replyToId$/.test(field)) return 'message';
  return undefined;
}

export const pickIndex = fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.nat(20), weight: 1 });

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

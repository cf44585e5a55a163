import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type JsonSchema, type OpenApiDocument, readOperations } from './bad-input/index.ts';
import { registerMember } from './builders.ts';
import { useTestApp } from './test-app.ts';

const t = useTestApp();

// A judge gives one score per criterion: the message says exactly that, which is clearer than a count.
const ONE_PER_ITEM = new Set(['PUT /api/challenges/{id}/submissions/{submissionId}/score scores']);

/** The string alternative of a field's schema (`string | null`), if it has a length limit. */
const limitedString = (schema: JsonSchema): JsonSchema | undefined =>
  [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find(
    (option) => option.type === 'string' && option.maxLength !== undefined,
  );

type OverLimit = { field: string; value: unknown; limit: number };

/** For each field of a body with a limit: a value one past it, and the limit its message must name. */
function overLimits(body: JsonSchema): OverLimit[] {
  return Object.entries(body.properties ?? {}).flatMap(([field, schema]): OverLimit[] => {
    const text = limitedString(schema);
    if (text?.maxLength !== undefined) return [{ field, value: 'x'.repeat(text.maxLength + 1), limit: text.maxLength }];
    const item = schema.items && limitedString(schema.items);
    const cases: OverLimit[] = [];
    if (item?.maxLength !== undefined)
      cases.push({ field, value: ['x'.repeat(item.maxLength + 1)], limit: item.maxLength });
    if (schema.type === 'array' && schema.maxItems !== undefined) {
      const values = Array.from({ length: schema.maxItems + 1 }, (_, index) => `item ${index}`);
      cases.push({ field, value: values, limit: schema.maxItems });
    }
    return cases;
  });
}

describe('a field past its limit', () => {
  it('says it is too long, with the limit, on every body of the API', async () => {
    const member = await registerMember(t.app);
    const document = (await t.request('GET', '/api/docs/json')).json<OpenApiDocument>();
    let checked = 0;
    const silent: string[] = [];
    for (const operation of readOperations(document)) {
      if (!operation.body) continue;
      // A path's ids are made up (the limit is checked first); a parameter with named values takes the first.
      const named = new Map(operation.pathParams.map((param) => [param.name, param.values?.[0]]));
      const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => String(named.get(name) ?? randomUUID()));
      for (const { field, value, limit } of overLimits(operation.body)) {
        const response = await t.request(operation.method, url, { as: member, payload: { [field]: value } });
        const name = `${operation.method} ${operation.path} ${field}`;
        if (ONE_PER_ITEM.has(name)) continue;
        expect(response.statusCode, name).toBe(400);
        const messages: string[] = response
          .json()
          .errors.filter((error: { param: string }) => error.param === field)
          .map((error: { msg: string }) => error.msg);
        if (!messages.some((message) => message.includes(`at most ${limit}`))) silent.push(`${name}: ${messages}`);
        checked += 1;
      }
    }
    expect(silent).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('names the limit for a 300-character name instead of saying it is required', async () => {
    const response = await t.request('POST', '/api/auth/register', {
      payload: { name: 'N'.repeat(300), email: 'long.name@example.in', password: 'Sync1234pass' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This is too long: at most 100 characters',
      code: 'textTooLong',
      errors: [{ param: 'name', msg: 'This is too long: at most 100 characters', code: 'textTooLong' }],
    });
  });
});

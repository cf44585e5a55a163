import { randomBytes } from 'node:crypto';
import type { AuthResponse } from '@skillsync/shared';
import type { App } from '../app.ts';

export const PASSWORD = 'Sync1234pass';

let counter = 0;
export function buildUserInput(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    name: `Member ${counter}`,
    email: `member${counter}-${randomBytes(3).toString('hex')}@example.in`,
    password: PASSWORD,
    ...overrides,
  };
}

export type TestMember = AuthResponse & { password: string; auth: { authorization: string } };

/** Registers a member through the API and returns their token ready for `headers`. */
export async function registerMember(
  app: App,
  overrides: Parameters<typeof buildUserInput>[0] = {},
): Promise<TestMember> {
  const input = buildUserInput(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json<AuthResponse>();
  return { ...body, password: input.password, auth: { authorization: `Bearer ${body.token}` } };
}

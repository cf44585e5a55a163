import { MESSAGES } from '@skillsync/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 3 });
});
afterAll(() => t.close());

it('slows down repeated sign-in attempts with a clear message', async () => {
  const attempt = () =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.in', password: 'Wrong1234' } });
  for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
});

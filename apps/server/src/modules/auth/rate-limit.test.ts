import { MESSAGES } from '@skillsync/shared';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ rateLimitMax: 3 });

it('slows down repeated sign-in attempts with a clear message', async () => {
  const attempt = () =>
    t.request('POST', '/api/auth/login', { payload: { email: 'a@example.in', password: 'Wrong1234' } });
  for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests, code: 'tooManyRequests' });
});

it('slows down guessing reset links, like resets themselves', async () => {
  const check = () => t.request('GET', `/api/auth/reset-password/${'g'.repeat(43)}`);
  for (let i = 0; i < 3; i += 1) expect((await check()).statusCode).toBe(400);
  const limited = await check();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests, code: 'tooManyRequests' });
});

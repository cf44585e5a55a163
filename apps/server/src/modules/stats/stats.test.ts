import { expect, it } from 'vitest';
import { buildTeam } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { STATS_CACHE_SECONDS } from './stats.service.ts';

const t = useTestApp();

const stats = async () => {
  const response = await t.request('GET', '/api/stats');
  expect(response.statusCode).toBe(200);
  return response;
};

it('counts the real community for the landing page, and may be cached for a minute', async () => {
  expect((await stats()).json()).toEqual({ members: 0, problems: 0, problemsSolved: 0, projects: 0, skills: 0 });

  const team = await buildTeam(t.app, { skillsNeeded: ['IoT', 'iot', 'Data Analysis'] });
  await t.request('PUT', `/api/problems/${team.problem._id}/complete`, { as: team.author, payload: {} });
  // Still the figures of a minute ago …
  expect((await stats()).json().members).toBe(0);
  t.advanceClock(STATS_CACHE_SECONDS * 1000 + 1);
  const fresh = await stats();
  expect(fresh.json()).toEqual({ members: 4, problems: 1, problemsSolved: 1, projects: 0, skills: 2 });
  expect(fresh.headers['cache-control']).toBe(`public, max-age=${STATS_CACHE_SECONDS}`);
});

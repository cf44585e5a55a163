/**
 * The limits as the clock moves on by days (issue 27). An account's age is read on the services' clock against its
 * registration, so moving an app's clock ages every account of that app: each test here has an app of its own.
 */
import { DAY_MS, LINK_FREE_DAYS, NEW_ACCOUNT_DAILY_LIMITS, NEW_ACCOUNT_DAYS } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import { expectCreated as created, expectDailyLimit, expectLinksRefused, limitCalls } from '../../test/limit-calls.ts';
import { useTestApp } from '../../test/test-app.ts';

describe("a new account's day", () => {
  const t = useTestApp();
  const build = buildersFor(t);
  const { postProblem } = limitCalls(t);

  it('is any 24 hours: a new account posts again a day after its first post of the limit', async () => {
    let member = await build.registerMember();
    for (let i = 0; i < NEW_ACCOUNT_DAILY_LIMITS.problem; i += 1) created(await postProblem(member));
    expectDailyLimit(await postProblem(member), 'problem');
    // Half a day on, still refused: half a day to wait.
    t.advanceClock(DAY_MS / 2);
    const later = await postProblem(member);
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(DAY_MS / 2000 - 600);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(DAY_MS / 2000);
    t.advanceClock(DAY_MS / 2);
    member = await build.signInAgain(member);
    created(await postProblem(member));
  });
});

describe('links after the first day', () => {
  const t = useTestApp();
  const build = buildersFor(t);
  const { postProblem, say } = limitCalls(t);

  it('are taken once the first day is over', async () => {
    let member = await build.registerMember();
    const own = await build.postProject(member);
    const withRepository = { githubRepo: 'https://github.com/skillsync/kolar-water' };
    expectLinksRefused(await postProblem(member, withRepository), ['githubRepo']);
    t.advanceClock(LINK_FREE_DAYS * DAY_MS);
    member = await build.signInAgain(member);
    created(await postProblem(member, withRepository));
    created(await say(member, own._id, 'The board is at https://example.com/board'));
  });
});

describe('an account past its first days', () => {
  const t = useTestApp();
  const build = buildersFor(t);
  const { postProblem } = limitCalls(t);

  it(`is not held back ${NEW_ACCOUNT_DAYS} days after registering`, async () => {
    let member = await build.registerMember();
    t.advanceClock(NEW_ACCOUNT_DAYS * DAY_MS);
    member = await build.signInAgain(member);
    for (let i = 0; i <= NEW_ACCOUNT_DAILY_LIMITS.problem; i += 1) created(await postProblem(member));
  });
});

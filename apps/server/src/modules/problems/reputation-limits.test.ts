import {
  NEW_ACCOUNT_DAYS,
  REPUTATION_DAILY_MAX,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
} from '@skillsync/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reputationEvents } from '../../db/schema/index.ts';
import { postProblem, registerMember, type TestMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh session (the clock jumps by days here, past the ones registration gave). */
async function signIn(member: TestMember): Promise<TestMember> {
  const response = await t.request('POST', '/api/auth/login', {
    payload: { email: member.user.email, password: member.password, rememberMe: true },
  });
  return { ...member, auth: { authorization: `Bearer ${response.json().token}` } };
}

const reputationOf = async (member: TestMember) =>
  (await t.request('GET', '/api/auth/me', { as: member })).json().reputation.score;

/** The author posts a problem, takes these members on its team and completes it crediting them all. */
async function completeWithTeam(author: TestMember, team: TestMember[] = []) {
  const problem = await postProblem(t.app, author);
  for (const member of team) {
    const asked = await t.request('POST', `/api/problems/${problem._id}/collaborate`, { as: member });
    await t.request('PUT', `/api/collaboration-requests/${asked.json()._id}/respond`, {
      as: author,
      payload: { status: 'accepted' },
    });
  }
  const completed = await t.request('PUT', `/api/problems/${problem._id}/complete`, {
    as: author,
    payload: { acknowledgedCollaborators: team.map((member) => member.user.id) },
  });
  expect(completed.statusCode).toBe(200);
}

/** The member's reputation history, newest first (the profile will show it; read here from the record). */
const historyOf = (member: TestMember) =>
  t.app.ctx.db
    .select({ points: reputationEvents.points, limitedBy: reputationEvents.limitedBy })
    .from(reputationEvents)
    .where(eq(reputationEvents.userId, member.user.id))
    .orderBy(desc(reputationEvents.createdAt));

describe('the daily limit', () => {
  it(`gives at most ${REPUTATION_DAILY_MAX} points a member per India day, and records the rest with 0`, async () => {
    // An account past its first days, as it posts four problems in one India day: more than a new account may.
    let author = await registerMember(t.app);
    t.advanceClock(NEW_ACCOUNT_DAYS * DAY_MS);
    // 00:10 in India (18:40 UTC): the India day has just begun, whatever the machine's time or zone.
    t.advanceClockToNext(18, 40);
    author = await signIn(author);
    for (let i = 0; i < 3; i += 1) await completeWithTeam(author);
    expect(await reputationOf(author)).toBe(3 * REPUTATION_FOR_COMPLETER);

    // 23:50 in India the same day: the fourth completion is past the limit.
    t.advanceClockToNext(18, 20);
    author = await signIn(author);
    await completeWithTeam(author);
    expect(await reputationOf(author)).toBe(REPUTATION_DAILY_MAX);
    expect((await historyOf(author))[0]).toEqual({ points: 0, limitedBy: 'daily-limit' });

    // 00:05 the next India day: a new allowance.
    t.advanceClockToNext(18, 35);
    await completeWithTeam(author);
    expect(await reputationOf(author)).toBe(REPUTATION_DAILY_MAX + REPUTATION_FOR_COMPLETER);
  });

  it('gives only what is left of the day when an award would cross the limit', async () => {
    t.advanceClockToNext(18, 40);
    const [author, helper] = [await registerMember(t.app), await registerMember(t.app)];
    // The helper earns 40 of their own, then is credited 10 on someone else's problem: 5 of those count.
    for (let i = 0; i < 2; i += 1) await completeWithTeam(helper);
    await completeWithTeam(author, [helper]);
    expect(await reputationOf(helper)).toBe(2 * REPUTATION_FOR_COMPLETER + REPUTATION_FOR_COLLABORATOR);
    const thirdOwn = await registerMember(t.app);
    await completeWithTeam(thirdOwn, [helper]);
    expect(await reputationOf(helper)).toBe(REPUTATION_DAILY_MAX);
    expect((await historyOf(helper))[0]).toEqual({ points: 5, limitedBy: 'daily-limit' });
  });
});

describe('repeat credits', () => {
  it('lets the same author credit the same collaborator once in 30 days', async () => {
    t.advanceClockToNext(6, 0);
    let [author, helper] = [await registerMember(t.app), await registerMember(t.app)];
    await completeWithTeam(author, [helper]);
    expect(await reputationOf(helper)).toBe(REPUTATION_FOR_COLLABORATOR);

    // The next day, the same pair again: recorded, but worth nothing.
    t.advanceClock(DAY_MS);
    [author, helper] = [await signIn(author), await signIn(helper)];
    await completeWithTeam(author, [helper]);
    expect(await reputationOf(helper)).toBe(REPUTATION_FOR_COLLABORATOR);
    expect((await historyOf(helper))[0]).toEqual({ points: 0, limitedBy: 'repeat-credit' });
    // The author's own completion still counts.
    expect(await reputationOf(author)).toBe(2 * REPUTATION_FOR_COMPLETER);

    // Another author credits the helper the same day: a different pair, so it counts.
    const other = await registerMember(t.app);
    await completeWithTeam(other, [helper]);
    expect(await reputationOf(helper)).toBe(2 * REPUTATION_FOR_COLLABORATOR);

    // Thirty days after the first credit, the first pair counts again.
    t.advanceClock(30 * DAY_MS);
    [author, helper] = [await signIn(author), await signIn(helper)];
    await completeWithTeam(author, [helper]);
    expect(await reputationOf(helper)).toBe(3 * REPUTATION_FOR_COLLABORATOR);
  });
});

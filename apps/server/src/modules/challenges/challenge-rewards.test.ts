import { CHALLENGE_PLACE_POINTS, type ChallengeDetail, REPUTATION_DAILY_MAX } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import {
  hostChallenge,
  indiaDay,
  joinChallenge,
  registerMember,
  signInAgain,
  submitEntry,
} from '../../test/builders.ts';
import { challengeCalls, challengeContests } from '../../test/challenge-calls.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const [FIRST_PLACE] = CHALLENGE_PLACE_POINTS;
const { register, now, score, publish, detailFor, historyOf, statsNow, passDeadline } = challengeCalls(t);
const { stageContest, runContest, judge } = challengeContests(t);

describe('reputation from challenges', () => {
  it('counts a host’s credit to the same winner once in 30 days, through the shared award rules', async () => {
    const first = await runContest(1);
    await judge(first, [[9, 9, 9]]);
    const [winner] = first.entrants;
    if (!winner) throw new Error('winner missing');
    // A few days later (past the deadline of a new challenge), the same host and the same winner again.
    const rematch = await stageContest(first.host, [winner]);
    await judge(rematch, [[9, 9, 9]]);
    const history = await historyOf(winner);
    expect(history.score).toBe(FIRST_PLACE);
    expect(history.events).toMatchObject([
      {
        points: 0,
        reason: 'challenge-first-place',
        limitedBy: 'repeat-credit',
        source: { _id: rematch.challenge._id },
      },
      { points: FIRST_PLACE, reason: 'challenge-first-place', limitedBy: null, source: { _id: first.challenge._id } },
    ]);
    // Another host's challenge is another credit, and counts.
    const elsewhere = await stageContest(await registerMember(t.app), rematch.entrants);
    await judge(elsewhere, [[9, 9, 9]]);
    expect((await historyOf(winner)).score).toBe(2 * FIRST_PLACE);
  });

  it(`gives a winner at most ${REPUTATION_DAILY_MAX} points in one India day`, async () => {
    t.advanceClockToNext(6, 0);
    const [firstHost, secondHost, winner] = await register(3);
    if (!firstHost || !secondHost || !winner) throw new Error('members missing');
    const challenges = [await hostChallenge(t.app, firstHost), await hostChallenge(t.app, secondHost)];
    for (const challenge of challenges) {
      await joinChallenge(t.app, winner, challenge._id);
      await submitEntry(t.app, winner, challenge._id);
    }
    // Both end at the same India midnight; 00:10 in India, so both results come out on one India day.
    passDeadline(challenges[0] as ChallengeDetail);
    t.advanceClockToNext(18, 40);
    for (const [index, host] of [firstHost, secondHost].entries()) {
      const challenge = challenges[index] as ChallengeDetail;
      const judge = await signInAgain(t.app, host);
      const toJudge = (await detailFor(challenge._id, judge)).submissionsToJudge;
      for (const entry of toJudge) await score(challenge._id, entry._id, judge, { scores: [9, 9, 9] });
      expect((await publish(challenge._id, judge)).statusCode).toBe(200);
    }
    const history = await historyOf(winner);
    expect(history.score).toBe(REPUTATION_DAILY_MAX);
    expect(history.events).toMatchObject([
      { points: REPUTATION_DAILY_MAX - FIRST_PLACE, limitedBy: 'daily-limit', source: { _id: challenges[1]?._id } },
      { points: FIRST_PLACE, limitedBy: null, source: { _id: challenges[0]?._id } },
    ]);
  });
});

describe('the winners of the month', () => {
  it('counts the winners of results published in the current India month', async () => {
    const contest = await runContest(3, { prizes: [100000, 50000], prizeAmount: 150000 });
    const before = await statsNow();
    await judge(contest, [
      [5, 5, 5],
      [4, 4, 4],
      [0, 0, 0],
    ]);
    // Read at the same clock as `before`: two winners more, the zero score none.
    expect((await statsNow()).winnersThisMonth).toBe(before.winnersThisMonth + 2);

    // Five minutes into the next India month: nothing has been published in it yet.
    const [year = 0, month = 0] = indiaDay(t.app).split('-').map(Number);
    const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    t.advanceClock(Date.parse(`${nextMonth}T00:05:00+05:30`) - now());
    expect((await statsNow()).winnersThisMonth).toBe(0);
  });
});

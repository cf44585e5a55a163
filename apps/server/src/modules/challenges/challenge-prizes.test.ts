/** Prizes by place (issue 30): the host sets one per place; a tie shares the places it spans and splits their prizes. */
import { CHALLENGE_PLACE_POINTS, CHALLENGE_PRIZE_MAX, CHALLENGE_PRIZE_PLACES_MAX } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import { challengeCalls, challengeContests, prizeShares } from '../../test/challenge-calls.ts';
import { expectFieldError } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const [FIRST_PLACE, SECOND_PLACE] = CHALLENGE_PLACE_POINTS;
const { detailFor, historyOf } = challengeCalls(t);
const { runContest, judge } = challengeContests(t);

/** A form whose prize is set by place only (no spec `prizeAmount`). */
const byPlace = (prizes: number[]) => ({ prizes, prizeAmount: undefined });
const paise = (rupees: number) => rupees * 100;

describe('setting prizes by place', () => {
  it('takes a prize per place and shows them, with their sum as the prize amount', async () => {
    const host = await build.registerMember();
    const challenge = await build.hostChallenge(host, byPlace([100000, 50000, 25000]));
    expect(challenge).toMatchObject({ prizes: [100000, 50000, 25000], prizeAmount: 175000 });
    expect(await detailFor(challenge._id)).toMatchObject({ prizes: [100000, 50000, 25000], prizeAmount: 175000 });
    const edited = await t.request('PUT', `/api/challenges/${challenge._id}`, {
      as: host,
      payload: { prizes: [60000, 40000] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ prizes: [60000, 40000], prizeAmount: 100000 });
  });

  it('reads a spec client’s prizeAmount as one 1st prize, and 0 as no prize', async () => {
    const host = await build.registerMember();
    const spec = await build.hostChallenge(host, { prizeAmount: 150000 });
    expect(spec).toMatchObject({ prizes: [150000], prizeAmount: 150000 });
    const edited = await t.request('PUT', `/api/challenges/${spec._id}`, { as: host, payload: { prizeAmount: 5000 } });
    expect(edited.json()).toMatchObject({ prizes: [5000], prizeAmount: 5000 });
    // New accounts host two a day: another host for the rest.
    const other = await build.registerMember();
    expect(await build.hostChallenge(other, { prizeAmount: 0 })).toMatchObject({ prizes: [], prizeAmount: 0 });
    // Both sent and agreeing is fine.
    const both = await build.hostChallenge(other, { prizes: [1000, 500], prizeAmount: 1500 });
    expect(both).toMatchObject({ prizes: [1000, 500], prizeAmount: 1500 });
  });

  it.each([
    ['no places', [], 'prizes', 'prizesInvalid'],
    ['a place of nothing', [5000, 0], 'prizes', 'prizesInvalid'],
    ['a prize in paise', [500.5], 'prizes', 'prizesInvalid'],
    ['a prize as text', ['5000'], 'prizes', 'prizesInvalid'],
    ['more places than allowed', Array(CHALLENGE_PRIZE_PLACES_MAX + 1).fill(100), 'prizes', 'tooManyPrizes'],
    ['prizes past a hundred crore in all', [CHALLENGE_PRIZE_MAX, 1], 'prizes', 'prizesTooLarge'],
  ] as const)('answers %s with 400', async (_case, prizes, param, code) => {
    const host = await build.registerMember();
    const response = await t.request('POST', '/api/challenges', {
      as: host,
      payload: build.buildChallengeInput(byPlace(prizes as number[])),
    });
    expectFieldError(response, param, code);
  });

  it('refuses a prizeAmount that is not the sum of the prizes', async () => {
    const host = await build.registerMember();
    const payload = build.buildChallengeInput({ prizes: [1000, 500], prizeAmount: 1000 });
    expectFieldError(
      await t.request('POST', '/api/challenges', { as: host, payload }),
      'prizeAmount',
      'prizeAmountMismatch',
    );
  });
});

describe('sharing the prizes out', () => {
  it('gives a 2-way tie for 1st the 1st and 2nd prizes, halved, and 3rd place its own', async () => {
    const contest = await runContest(3, byPlace([100000, 50000, 20000]));
    const [asha, ravi, meera] = contest.entrants;
    if (!asha || !ravi || !meera) throw new Error('entrants missing');
    const published = await judge(contest, [
      [8, 8, 8],
      [8, 8, 8],
      [5, 5, 5],
    ]);
    expect(prizeShares(published)).toEqual([
      [asha.user.id, 1, paise(75000)],
      [ravi.user.id, 1, paise(75000)],
      [meera.user.id, 3, paise(20000)],
    ]);
    expect(published.leaderboard.map((entry) => entry.isWinner)).toEqual([true, true, true]);
    expect((await historyOf(ravi)).score).toBe(FIRST_PLACE);
  });

  it('splits three places among a 3-way tie, to the paisa, leaving the odd paisa unawarded', async () => {
    const contest = await runContest(4, byPlace([60000, 30000, 10000, 5000]));
    const [asha, ravi, meera, kiran] = contest.entrants;
    if (!asha || !ravi || !meera || !kiran) throw new Error('entrants missing');
    const published = await judge(contest, [
      [6, 6, 6],
      [6, 6, 6],
      [6, 6, 6],
      [1, 1, 1],
    ]);
    // ₹1,00,000 among three: ₹33,333.33 each, the last paisa kept.
    const share = Math.floor(paise(100000) / 3);
    expect(share).toBe(3333333);
    expect(prizeShares(published)).toEqual([
      [asha.user.id, 1, share],
      [ravi.user.id, 1, share],
      [meera.user.id, 1, share],
      [kiran.user.id, 4, paise(5000)],
    ]);
  });

  it('splits an odd number of rupees into paise', async () => {
    const contest = await runContest(2, byPlace([1001]));
    const published = await judge(contest, [
      [4, 4, 4],
      [4, 4, 4],
    ]);
    expect(published.leaderboard.map((entry) => entry.prizePaise)).toEqual([50050, 50050]);
  });

  it('gives a tie straddling the last prize place that prize split, and no place past it a prize', async () => {
    const contest = await runContest(4, byPlace([40000, 10000]));
    const [asha, ravi, meera, kiran] = contest.entrants;
    if (!asha || !ravi || !meera || !kiran) throw new Error('entrants missing');
    const published = await judge(contest, [
      [9, 9, 9],
      [5, 5, 5],
      [5, 5, 5],
      [2, 2, 2],
    ]);
    expect(prizeShares(published)).toEqual([
      [asha.user.id, 1, paise(40000)],
      [ravi.user.id, 2, paise(5000)],
      [meera.user.id, 2, paise(5000)],
      [kiran.user.id, 4, 0],
    ]);
    expect(published.leaderboard.map((entry) => entry.isWinner)).toEqual([true, true, true, false]);
    expect((await historyOf(meera)).events).toMatchObject([{ points: SECOND_PLACE, reason: 'challenge-second-place' }]);
    expect(await historyOf(kiran)).toEqual({ score: 0, events: [], nextCursor: null });
  });

  it('still gives an old single-prize challenge’s prize to 1st place alone, split by a tie', async () => {
    const contest = await runContest(3, { prizeAmount: 90000 });
    const [asha, ravi, meera] = contest.entrants;
    if (!asha || !ravi || !meera) throw new Error('entrants missing');
    const published = await judge(contest, [
      [7, 7, 7],
      [7, 7, 7],
      [3, 3, 3],
    ]);
    expect(published.prizes).toEqual([90000]);
    expect(prizeShares(published)).toEqual([
      [asha.user.id, 1, paise(45000)],
      [ravi.user.id, 1, paise(45000)],
      [meera.user.id, 3, 0],
    ]);
    expect(published.leaderboard.map((entry) => entry.isWinner)).toEqual([true, true, false]);
    expect(await historyOf(meera)).toEqual({ score: 0, events: [], nextCursor: null });
  });

  it('awards nothing to a score of zero, and no prize at all without a cash prize', async () => {
    const unpaid = await runContest(1, { prizeAmount: 0 });
    const published = await judge(unpaid, [[5, 5, 5]]);
    expect(published.leaderboard.map((entry) => [entry.prizePaise, entry.isWinner])).toEqual([[0, false]]);
    const zero = await runContest(1, byPlace([1000]));
    expect((await judge(zero, [[0, 0, 0]])).leaderboard[0]).toMatchObject({ prizePaise: 0, isWinner: false });
  });

  it('hides the shares until the results are out', async () => {
    const contest = await runContest(1, byPlace([1000]));
    const [entrant] = contest.entrants;
    if (!entrant) throw new Error('entrant missing');
    expect((await detailFor(contest.challenge._id, entrant)).viewer.submission?.prizePaise).toBeNull();
    await judge(contest, [[5, 5, 5]]);
    expect((await detailFor(contest.challenge._id, entrant)).viewer.submission?.prizePaise).toBe(paise(1000));
  });
});

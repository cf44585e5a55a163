/** Judging a challenge after its deadline: the host scores every entry, then publishes the results. */
import { randomUUID } from 'node:crypto';
import { CHALLENGE_PLACE_POINTS, type ChallengeDetail, type Dashboard, type Submission } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { challengeCalls, challengeContests, standings } from '../../test/challenge-calls.ts';
import { expectFieldError, expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const [FIRST_PLACE, SECOND_PLACE, THIRD_PLACE] = CHALLENGE_PLACE_POINTS;
const { register, now, score, publish, detailFor, historyOf, profileOf, passDeadline } = challengeCalls(t);
const { runContest, judge } = challengeContests(t);
/** Prizes for the first three places (the builder's ₹1,50,000 in all). */
const PODIUM = { prizes: [75000, 45000, 30000], prizeAmount: 150000 };

describe('judging', () => {
  it('is for the host alone: not an anonymous visitor, a participant or another member', async () => {
    const contest = await runContest(2);
    const { challenge, entrants, entries } = contest;
    const stranger = await build.registerMember();
    const marks = { scores: [10, 10, 10] };
    for (const entry of entries) {
      expectRefusal(await score(challenge._id, entry._id, undefined, marks), 401, 'unauthenticated');
      for (const member of [...entrants, stranger]) {
        expectRefusal(await score(challenge._id, entry._id, member, marks), 403, 'notChallengeHost');
      }
    }
    for (const member of [...entrants, stranger])
      expectRefusal(await publish(challenge._id, member), 403, 'notChallengeHost');
    expectRefusal(await publish(challenge._id), 401, 'unauthenticated');
    const seen = await detailFor(challenge._id, contest.host);
    expect(seen.submissionsToJudge.map((entry) => entry.scores)).toEqual([null, null]);
    expect(seen.resultsPublished).toBe(false);
  });

  it('opens only once the deadline has passed', async () => {
    const [host, entrant] = await register(2);
    if (!host || !entrant) throw new Error('members missing');
    const challenge = await build.hostChallenge(host);
    await build.joinChallenge(entrant, challenge._id);
    const entry = await build.submitEntry(entrant, challenge._id);
    expectRefusal(await score(challenge._id, entry._id, host, { scores: [7, 8, 9] }), 409, 'judgingNotOpen');
    expectRefusal(await publish(challenge._id, host), 409, 'judgingNotOpen');
    expect((await detailFor(challenge._id, host)).submissionsToJudge).toEqual([]);
    expect((await detailFor(challenge._id, entrant)).viewer.submission?.scores).toBeNull();
  });

  it('shows the host every entry to score once the deadline passes; a participant sees no score before the results', async () => {
    const contest = await runContest(2);
    const { host, challenge, entrants, entries } = contest;
    const [asha, ravi] = entrants;
    const [ashaEntry, raviEntry] = entries;
    if (!asha || !ravi || !ashaEntry || !raviEntry) throw new Error('contest missing');
    const toJudge = (await detailFor(challenge._id, host)).submissionsToJudge;
    expect(toJudge.map((entry) => [entry._id, entry.scores, entry.totalScore])).toEqual([
      [ashaEntry._id, null, null],
      [raviEntry._id, null, null],
    ]);

    const response = await score(challenge._id, ashaEntry._id, host, { scores: [8, 7, 9], feedback: 'Works offline.' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Submission>()).toMatchObject({
      _id: ashaEntry._id,
      scores: [8, 7, 9],
      totalScore: 24,
      feedback: 'Works offline.',
      rank: null,
      isWinner: false,
    });
    // Scoring again replaces the marks.
    const rescored = await score(challenge._id, ashaEntry._id, host, { scores: [6, 7, 9] });
    expect(rescored.json<Submission>()).toMatchObject({ scores: [6, 7, 9], totalScore: 22, feedback: null });

    const hostView = await detailFor(challenge._id, host);
    expect(hostView.submissionsToJudge.map((entry) => entry.totalScore)).toEqual([22, null]);
    expect(hostView.leaderboard).toEqual([]);
    const ashaView = await detailFor(challenge._id, asha);
    expect(ashaView.viewer.submission).toMatchObject({
      _id: ashaEntry._id,
      scores: null,
      totalScore: null,
      feedback: null,
      rank: null,
    });
    expect(ashaView).toMatchObject({ submissionsToJudge: [], leaderboard: [], resultsPublished: false });
  });

  it('takes one whole score from 0 to 10 for each judging criterion', async () => {
    const { host, challenge, entries } = await runContest(1);
    const [entry] = entries;
    if (!entry) throw new Error('entry missing');
    for (const scores of [[8, 7], [8, 7, 9, 1], [11, 0, 0], [-1, 5, 5], [2.5, 3, 4], ['8', '7', '9'], [], undefined]) {
      const response = await score(challenge._id, entry._id, host, { scores });
      expectFieldError(response, 'scores', 'scoresPerCriterion');
    }
    expect((await detailFor(challenge._id, host)).submissionsToJudge[0]?.scores).toBeNull();
    for (const [scores, total] of [
      [[0, 0, 0], 0],
      [[10, 10, 10], 30],
    ] as const) {
      expect((await score(challenge._id, entry._id, host, { scores })).json<Submission>().totalScore).toBe(total);
    }
  });

  it('answers an entry of another challenge, or of none, with 404', async () => {
    const [host, entrant] = await register(2);
    if (!host || !entrant) throw new Error('members missing');
    const [judged, other] = [await build.hostChallenge(host), await build.hostChallenge(host)];
    await build.joinChallenge(entrant, other._id);
    const elsewhere = await build.submitEntry(entrant, other._id);
    passDeadline(other);
    const judge = await build.signInAgain(host);
    const marks = { scores: [5, 5, 5] };
    for (const submissionId of [elsewhere._id, randomUUID(), 'not-a-submission']) {
      expectRefusal(await score(judged._id, submissionId, judge, marks), 404, 'submissionNotFound');
    }
    expect((await detailFor(other._id, judge)).submissionsToJudge[0]?.scores).toBeNull();
  });
});

describe('publishing the results', () => {
  it('waits until every entry is scored', async () => {
    const contest = await runContest(2);
    const { host, challenge, entries } = contest;
    const [first] = entries;
    if (!first) throw new Error('entry missing');
    await score(challenge._id, first._id, host, { scores: [5, 5, 5] });
    expectRefusal(await publish(challenge._id, host), 409, 'unscoredSubmissions');
    expect((await detailFor(challenge._id)).resultsPublished).toBe(false);
  });

  it('ranks the leaderboard, ties sharing a place, and names the winners: the places with a prize, above zero', async () => {
    const contest = await runContest(4, PODIUM);
    const [asha, ravi, meera, kiran] = contest.entrants;
    if (!asha || !ravi || !meera || !kiran) throw new Error('entrants missing');
    const before = now();
    const published = await judge(contest, [
      [7, 7, 6],
      [6, 7, 7],
      [5, 5, 5],
      [0, 0, 0],
    ]);
    expect(published).toMatchObject({ status: 'Completed', resultsPublished: true });
    expect(isTimestamp(published.resultsPublishedAt)).toBe(true);
    expect(Date.parse(published.resultsPublishedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(standings(published)).toEqual([
      [asha.user.id, 1, 20, true],
      [ravi.user.id, 1, 20, true],
      [meera.user.id, 3, 15, true],
      [kiran.user.id, 4, 0, false],
    ]);
    // Anyone may read the results, scores and places included.
    const anonymous = await detailFor(contest.challenge._id);
    expect(standings(anonymous)).toEqual(standings(published));
    expect(anonymous.leaderboard.map((entry) => entry.scores)).toEqual([
      [7, 7, 6],
      [6, 7, 7],
      [5, 5, 5],
      [0, 0, 0],
    ]);
    expect(anonymous.submissionsToJudge).toEqual([]);

    const source = { type: 'challenge', _id: contest.challenge._id, title: contest.challenge.title };
    for (const [member, points, reason] of [
      [asha, FIRST_PLACE, 'challenge-first-place'],
      [ravi, FIRST_PLACE, 'challenge-first-place'],
      [meera, THIRD_PLACE, 'challenge-third-place'],
    ] as const) {
      const history = await historyOf(member);
      expect(history.score).toBe(points);
      expect(history.events).toMatchObject([{ points, reason, source, limitedBy: null }]);
    }
    expect(await historyOf(kiran)).toEqual({ score: 0, events: [], nextCursor: null });
    expect((await historyOf(contest.host)).score).toBe(0);
  });

  it('gives second place its points, and no place to a score of zero', async () => {
    const contest = await runContest(3, PODIUM);
    const [asha, ravi, meera] = contest.entrants;
    if (!asha || !ravi || !meera) throw new Error('entrants missing');
    const published = await judge(contest, [
      [3, 3, 3],
      [2, 2, 2],
      [0, 0, 0],
    ]);
    expect(standings(published)).toEqual([
      [asha.user.id, 1, 9, true],
      [ravi.user.id, 2, 6, true],
      [meera.user.id, 3, 0, false],
    ]);
    expect((await historyOf(ravi)).events).toMatchObject([{ points: SECOND_PLACE, reason: 'challenge-second-place' }]);
    expect((await historyOf(meera)).events).toEqual([]);
  });

  it('shows each participant their own feedback, and the host all of it', async () => {
    const contest = await runContest(2, PODIUM);
    const { host, challenge } = contest;
    const [asha, ravi] = contest.entrants;
    if (!asha || !ravi) throw new Error('entrants missing');
    await judge(
      contest,
      [
        [9, 9, 9],
        [4, 4, 4],
      ],
      ['Fast and offline.', 'Cache the prices too.'],
    );
    const feedbackSeenBy = async (as?: TestMember) =>
      (await detailFor(challenge._id, as)).leaderboard.map((entry) => entry.feedback);
    expect(await feedbackSeenBy()).toEqual([null, null]);
    expect(await feedbackSeenBy(asha)).toEqual(['Fast and offline.', null]);
    expect(await feedbackSeenBy(ravi)).toEqual([null, 'Cache the prices too.']);
    expect(await feedbackSeenBy(host)).toEqual(['Fast and offline.', 'Cache the prices too.']);
    expect((await detailFor(challenge._id, ravi)).viewer.submission).toMatchObject({
      scores: [4, 4, 4],
      totalScore: 12,
      feedback: 'Cache the prices too.',
      rank: 2,
      isWinner: true,
    });
  });

  it('publishes once: a second publish and any later score are refused, and reputation is given once', async () => {
    const contest = await runContest(1);
    const { host, challenge, entries } = contest;
    const [winner] = contest.entrants;
    const [entry] = entries;
    if (!winner || !entry) throw new Error('contest missing');
    await judge(contest, [[8, 8, 8]]);
    expectRefusal(await publish(challenge._id, host), 409, 'resultsAlreadyPublished');
    expectRefusal(
      await score(challenge._id, entry._id, host, { scores: [10, 10, 10] }),
      409,
      'resultsAlreadyPublished',
    );
    const history = await historyOf(winner);
    expect(history.score).toBe(FIRST_PLACE);
    expect(history.events).toHaveLength(1);
    expect((await detailFor(challenge._id)).leaderboard[0]?.totalScore).toBe(24);
  });

  it('publishes a challenge nobody entered, with an empty leaderboard', async () => {
    const { host, challenge } = await runContest(0);
    const response = await publish(challenge._id, host);
    expect(response.statusCode).toBe(200);
    expect(response.json<ChallengeDetail>()).toMatchObject({ resultsPublished: true, leaderboard: [], submissions: 0 });
  });

  it('gives the winner the first-challenge-win achievement, and Challenges Won on profile and dashboard', async () => {
    const contest = await runContest(2);
    const [winner, other] = contest.entrants;
    if (!winner || !other) throw new Error('entrants missing');
    await judge(contest, [
      [5, 5, 5],
      [0, 0, 0],
    ]);
    const profile = await profileOf(winner);
    expect(profile.counters.challengesWon).toBe(1);
    expect(profile.achievements.map((achievement) => achievement.kind)).toContain('first-challenge-win');
    const dashboard = await t.request('GET', '/api/users/me/dashboard', { as: winner });
    expect(dashboard.json<Dashboard>().stats.challengesWon).toBe(1);
    for (const member of [other, contest.host]) {
      const theirs = await profileOf(member);
      expect(theirs.counters.challengesWon).toBe(0);
      expect(theirs.achievements.map((achievement) => achievement.kind)).not.toContain('first-challenge-win');
    }
  });
});

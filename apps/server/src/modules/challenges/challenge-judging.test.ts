import { randomUUID } from 'node:crypto';
import {
  CHALLENGE_PLACE_POINTS,
  type ChallengeDetail,
  type ChallengeList,
  type ChallengeStats,
  type Dashboard,
  REPUTATION_DAILY_MAX,
  type ReputationHistory,
  type Submission,
  type UserProfile,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import {
  hostChallenge,
  indiaDay,
  joinChallenge,
  registerMember,
  signInAgain,
  submitEntry,
  type TestMember,
} from '../../test/builders.ts';
import { expectFieldError, expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const [FIRST_PLACE, SECOND_PLACE, THIRD_PLACE] = CHALLENGE_PLACE_POINTS;

const register = (count: number) => Promise.all(Array.from({ length: count }, () => registerMember(t.app)));
/** The app's clock, which the tests move: what the server calls now. */
const now = () => t.app.ctx.clock().getTime();

const join = (id: string, as?: TestMember) => t.request('POST', `/api/challenges/${id}/join`, { as });
const submit = (id: string, as: TestMember | undefined, payload: object) =>
  t.request('POST', `/api/challenges/${id}/submissions`, { as, payload });
const score = (id: string, submissionId: string, as: TestMember | undefined, payload: object) =>
  t.request('PUT', `/api/challenges/${id}/submissions/${submissionId}/score`, { as, payload });
const publish = (id: string, as?: TestMember) => t.request('POST', `/api/challenges/${id}/results`, { as });
const detailFor = async (id: string, as?: TestMember) => {
  const response = await t.request('GET', `/api/challenges/${id}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<ChallengeDetail>();
};
const historyOf = async (member: TestMember) => {
  const response = await t.request('GET', `/api/users/${member.user.id}/reputation`);
  expect(response.statusCode).toBe(200);
  return response.json<ReputationHistory>();
};
const profileOf = async (member: TestMember) => {
  const response = await t.request('GET', `/api/users/${member.user.id}`);
  expect(response.statusCode).toBe(200);
  return response.json<UserProfile>();
};
const statsNow = async () => (await t.request('GET', '/api/challenges/stats')).json<ChallengeStats>();

/** Moves the app's clock a minute past the challenge's deadline. */
function passDeadline(challenge: ChallengeDetail) {
  t.advanceClock(Math.max(0, Date.parse(challenge.endsAt) - now()) + 60_000);
}

type Contest = { host: TestMember; challenge: ChallengeDetail; entrants: TestMember[]; entries: Submission[] };

/**
 * A challenge of the host's (three judging criteria) that the entrants joined and entered in order, its deadline
 * passed: the judging is open. Everyone is signed in again, the clock having moved past their sessions.
 */
async function stageContest(host: TestMember, entrants: TestMember[]): Promise<Contest> {
  const challenge = await hostChallenge(t.app, host);
  const entries: Submission[] = [];
  for (const entrant of entrants) {
    await joinChallenge(t.app, entrant, challenge._id);
    entries.push(await submitEntry(t.app, entrant, challenge._id));
  }
  passDeadline(challenge);
  return {
    host: await signInAgain(t.app, host),
    challenge,
    entrants: await Promise.all(entrants.map((entrant) => signInAgain(t.app, entrant))),
    entries,
  };
}

/** As stageContest, with a new host and `count` new entrants. */
async function runContest(count: number): Promise<Contest> {
  const [host, ...entrants] = await register(count + 1);
  if (!host) throw new Error('host missing');
  return stageContest(host, entrants);
}

/** The host scores the entries in order and publishes the results. */
async function judge({ host, challenge, entries }: Contest, scores: number[][], feedback: string[] = []) {
  for (const [index, entry] of entries.entries()) {
    const scored = await score(challenge._id, entry._id, host, { scores: scores[index], feedback: feedback[index] });
    expect(scored.statusCode).toBe(200);
  }
  const published = await publish(challenge._id, host);
  expect(published.statusCode).toBe(200);
  return published.json<ChallengeDetail>();
}

/** Each leaderboard entry as [its author, place, total, winner or not]. */
const standings = (challenge: ChallengeDetail) =>
  challenge.leaderboard.map((entry) => [entry.user._id, entry.rank, entry.totalScore, entry.isWinner]);

describe('joining a challenge', () => {
  it('lets a member join an active challenge, and counts them as a participant', async () => {
    const [host, member] = await register(2);
    if (!host || !member) throw new Error('members missing');
    const challenge = await hostChallenge(t.app, host);
    const response = await join(challenge._id, member);
    expect(response.statusCode).toBe(201);
    expect(response.json<ChallengeDetail>()).toMatchObject({
      _id: challenge._id,
      participants: 1,
      viewer: { isHost: false, hasJoined: true, submission: null },
    });
    expect((await detailFor(challenge._id, member)).viewer.hasJoined).toBe(true);
    expect((await detailFor(challenge._id)).participants).toBe(1);
    // The list's card says so too, to the member only: not to a visitor, nor to the host.
    const cardFor = async (as?: TestMember) => {
      const list = await t.request('GET', `/api/challenges?search=${encodeURIComponent(challenge.title)}`, { as });
      return list.json<ChallengeList>().challenges.find((card) => card._id === challenge._id);
    };
    expect(await cardFor(member)).toMatchObject({ hasJoined: true, participants: 1 });
    expect(await cardFor()).toMatchObject({ hasJoined: false });
    expect(await cardFor(host)).toMatchObject({ hasJoined: false });
  });

  it('refuses an anonymous visitor, the host and a member who already joined', async () => {
    const [host, member] = await register(2);
    if (!host || !member) throw new Error('members missing');
    const challenge = await hostChallenge(t.app, host);
    expectRefusal(await join(challenge._id), 401, 'unauthenticated');
    // A host never competes in their own challenge, so never wins it.
    expectRefusal(await join(challenge._id, host), 403, 'ownChallengeJoin');
    expect((await join(challenge._id, member)).statusCode).toBe(201);
    expectRefusal(await join(challenge._id, member), 409, 'alreadyJoinedChallenge');
    expect((await detailFor(challenge._id)).participants).toBe(1);
  });

  it('refuses a challenge that has not started, or whose deadline has passed', async () => {
    const [host, member] = await register(2);
    if (!host || !member) throw new Error('members missing');
    const upcoming = await hostChallenge(t.app, host, { startDate: indiaDay(t.app, 1) });
    expectRefusal(await join(upcoming._id, member), 409, 'challengeNotStarted');
    const running = await hostChallenge(t.app, host);
    passDeadline(running);
    const late = await signInAgain(t.app, member);
    expectRefusal(await join(running._id, late), 409, 'challengeEnded');
    for (const challenge of [upcoming, running]) expect((await detailFor(challenge._id)).participants).toBe(0);
  });

  it('answers an unknown or malformed challenge with 404', async () => {
    const member = await registerMember(t.app);
    for (const id of [randomUUID(), 'not-a-challenge']) expectRefusal(await join(id, member), 404, 'challengeNotFound');
  });
});

describe('submitting an entry', () => {
  it('takes a participant’s entry with 201, and replaces it with 200 under the same id', async () => {
    const [host, entrant] = await register(2);
    if (!host || !entrant) throw new Error('members missing');
    const challenge = await hostChallenge(t.app, host);
    await joinChallenge(t.app, entrant, challenge._id);
    const first = await submit(challenge._id, entrant, {
      repositoryUrl: '  https://github.com/asha/crop-board  ',
      demoUrl: '',
      notes: '',
    });
    expect(first.statusCode).toBe(201);
    const entry = first.json<Submission>();
    expect(entry).toMatchObject({
      user: { _id: entrant.user.id, name: entrant.user.name },
      repositoryUrl: 'https://github.com/asha/crop-board',
      demoUrl: null,
      notes: null,
      scores: null,
      totalScore: null,
      feedback: null,
      rank: null,
      isWinner: false,
    });
    expect(isTimestamp(entry.submittedAt)).toBe(true);

    t.advanceClock(60_000);
    const second = await submit(challenge._id, entrant, {
      repositoryUrl: 'https://github.com/asha/crop-board-v2',
      demoUrl: 'https://crop-prices.example.in',
      notes: 'Now with a service worker.',
    });
    expect(second.statusCode).toBe(200);
    const replaced = second.json<Submission>();
    expect(replaced).toMatchObject({
      _id: entry._id,
      repositoryUrl: 'https://github.com/asha/crop-board-v2',
      demoUrl: 'https://crop-prices.example.in',
      notes: 'Now with a service worker.',
      submittedAt: entry.submittedAt,
    });
    expect(Date.parse(replaced.updatedAt)).toBeGreaterThan(Date.parse(entry.updatedAt));

    const page = await detailFor(challenge._id, entrant);
    expect(page).toMatchObject({ submissions: 1, viewer: { isHost: false, hasJoined: true, submission: replaced } });
    // Before the deadline the host has nothing to judge, and nobody sees a leaderboard.
    expect(await detailFor(challenge._id, host)).toMatchObject({
      submissionsToJudge: [],
      leaderboard: [],
      viewer: { submission: null },
    });
  });

  it('takes entries from participants only', async () => {
    const [host, stranger] = await register(2);
    if (!host || !stranger) throw new Error('members missing');
    const challenge = await hostChallenge(t.app, host);
    const entry = { repositoryUrl: 'https://github.com/someone/board' };
    expectRefusal(await submit(challenge._id, undefined, entry), 401, 'unauthenticated');
    expectRefusal(await submit(challenge._id, stranger, entry), 403, 'joinBeforeSubmitting');
    expectRefusal(await submit(challenge._id, host, entry), 403, 'joinBeforeSubmitting');
    expectRefusal(await submit(randomUUID(), stranger, entry), 404, 'challengeNotFound');
    expect((await detailFor(challenge._id)).submissions).toBe(0);
  });

  it('requires a repository address, and takes only web addresses', async () => {
    const [host, entrant] = await register(2);
    if (!host || !entrant) throw new Error('members missing');
    const challenge = await hostChallenge(t.app, host);
    await joinChallenge(t.app, entrant, challenge._id);
    const refused = [
      [{}, 'repositoryUrl', 'repositoryUrlRequired'],
      [{ repositoryUrl: 'github.com/asha/board' }, 'repositoryUrl', 'urlInvalid'],
      [{ repositoryUrl: 'javascript:alert(1)' }, 'repositoryUrl', 'urlInvalid'],
      [{ repositoryUrl: 'https://github.com/asha/board', demoUrl: 'my demo' }, 'demoUrl', 'urlInvalid'],
    ] as const;
    for (const [payload, param, code] of refused)
      expectFieldError(await submit(challenge._id, entrant, payload), param, code);
    // A blank field gets the one message that says what to do, not also 'invalid URL'.
    expectFieldError(
      await submit(challenge._id, entrant, { repositoryUrl: '   ' }),
      'repositoryUrl',
      'repositoryUrlRequired',
    );
    expect((await detailFor(challenge._id, entrant)).viewer.submission).toBeNull();
  });

  it('refuses an entry after the deadline with 409, and keeps the one sent before', async () => {
    const { challenge, entrants, entries } = await runContest(1);
    const [entrant] = entrants;
    if (!entrant) throw new Error('entrant missing');
    const late = await submit(challenge._id, entrant, { repositoryUrl: 'https://github.com/asha/late-fix' });
    expectRefusal(late, 409, 'submissionsClosed');
    expect((await detailFor(challenge._id, entrant)).viewer.submission).toEqual(entries[0]);
  });
});

describe('judging', () => {
  it('is for the host alone: not an anonymous visitor, a participant or another member', async () => {
    const contest = await runContest(2);
    const { challenge, entrants, entries } = contest;
    const stranger = await registerMember(t.app);
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
    const challenge = await hostChallenge(t.app, host);
    await joinChallenge(t.app, entrant, challenge._id);
    const entry = await submitEntry(t.app, entrant, challenge._id);
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
    const [judged, other] = [await hostChallenge(t.app, host), await hostChallenge(t.app, host)];
    await joinChallenge(t.app, entrant, other._id);
    const elsewhere = await submitEntry(t.app, entrant, other._id);
    passDeadline(other);
    const judge = await signInAgain(t.app, host);
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

  it('ranks the leaderboard, ties sharing a place, and names the winners: places 1 to 3 above zero', async () => {
    const contest = await runContest(4);
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
    const contest = await runContest(3);
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
    const contest = await runContest(2);
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
    const contest = await runContest(3);
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

/** Taking part in a challenge: joining it, and submitting an entry (and replacing it) before the deadline. */
import { randomUUID } from 'node:crypto';
import type { ChallengeDetail, ChallengeList, Submission } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { challengeCalls, challengeContests } from '../../test/challenge-calls.ts';
import { expectFieldError, expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const { register, join, submit, detailFor, passDeadline } = challengeCalls(t);
const { runContest } = challengeContests(t);

describe('joining a challenge', () => {
  it('lets a member join an active challenge, and counts them as a participant', async () => {
    const [host, member] = await register(2);
    if (!host || !member) throw new Error('members missing');
    const challenge = await build.hostChallenge(host);
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
    const challenge = await build.hostChallenge(host);
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
    const upcoming = await build.hostChallenge(host, { startDate: build.indiaDay(1) });
    expectRefusal(await join(upcoming._id, member), 409, 'challengeNotStarted');
    const running = await build.hostChallenge(host);
    passDeadline(running);
    const late = await build.signInAgain(member);
    expectRefusal(await join(running._id, late), 409, 'challengeEnded');
    for (const challenge of [upcoming, running]) expect((await detailFor(challenge._id)).participants).toBe(0);
  });

  it('answers an unknown or malformed challenge with 404', async () => {
    const member = await build.registerMember();
    for (const id of [randomUUID(), 'not-a-challenge']) expectRefusal(await join(id, member), 404, 'challengeNotFound');
  });
});

describe('submitting an entry', () => {
  it('takes a participant’s entry with 201, and replaces it with 200 under the same id', async () => {
    const [host, entrant] = await register(2);
    if (!host || !entrant) throw new Error('members missing');
    const challenge = await build.hostChallenge(host);
    await build.joinChallenge(entrant, challenge._id);
    /** The entrant's entry, sent and answered with this status. */
    const sendEntry = async (status: number, payload: object) => {
      const response = await submit(challenge._id, entrant, payload);
      expect(response.statusCode).toBe(status);
      return response.json<Submission>();
    };
    const entry = await sendEntry(201, {
      repositoryUrl: '  https://github.com/asha/crop-board  ',
      demoUrl: '',
      notes: '',
    });
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
    const replaced = await sendEntry(200, {
      repositoryUrl: 'https://github.com/asha/crop-board-v2',
      demoUrl: 'https://crop-prices.example.in',
      notes: 'Now with a service worker.',
    });
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
    const challenge = await build.hostChallenge(host);
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
    const challenge = await build.hostChallenge(host);
    await build.joinChallenge(entrant, challenge._id);
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

/** Hosting a challenge: the form, the status its dates give it, and editing or deleting it until someone joins. */
import { randomUUID } from 'node:crypto';
import {
  CHALLENGE_CRITERIA_MAX,
  CHALLENGE_DURATION_DAYS,
  CHALLENGE_DURATIONS,
  CHALLENGE_PRIZE_MAX,
  CHALLENGE_START_MAX_DAYS,
  type ChallengeDetail,
  MESSAGES,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { challengeCalls } from '../../test/challenge-calls.ts';
import { expectFieldError, expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);
const { register, now, detail, detailFor, listIds, statsNow } = challengeCalls(t);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment an India day begins (midnight, UTC+05:30): when a challenge starting that day starts. */
const indiaMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);

const host = (as: TestMember | undefined, payload: object) => t.request('POST', '/api/challenges', { as, payload });
const edit = (id: string, as: TestMember | undefined, payload: object) =>
  t.request('PUT', `/api/challenges/${id}`, { as, payload });
const remove = (id: string, as?: TestMember) => t.request('DELETE', `/api/challenges/${id}`, { as });
/** A challenge without its countdown, which moves with the clock between two reads. */
const standing = ({ timeLeftMs: _countdown, ...rest }: ChallengeDetail) => rest;

describe('hosting a challenge', () => {
  it('creates the challenge and answers 201 with its detail, the prize to the rupee', async () => {
    const member = await build.registerMember();
    const input = build.buildChallengeInput({ title: '  Offline crop price board  ', prizeAmount: 150000 });
    const before = now();
    const response = await host(member, input);
    const after = now();
    expect(response.statusCode).toBe(201);
    const challenge = response.json<ChallengeDetail>();
    expect(challenge).toMatchObject({
      title: 'Offline crop price board',
      description: input.description,
      category: 'Web Development',
      difficulty: 'Intermediate',
      status: 'Active',
      prizeAmount: 150000,
      sponsorName: 'Kisan Digital Foundation',
      sponsorContact: 'prizes@kisan.example.in',
      technologies: ['React', 'Service Workers'],
      requirements: input.requirements,
      judgingCriteria: ['Works offline', 'Speed', 'Code quality'],
      submissionGuidelines: input.submissionGuidelines,
      duration: '3 days',
      startDate: input.startDate,
      host: { _id: member.user.id, name: member.user.name, reputation: { score: 0 } },
      participants: 0,
      submissions: 0,
      resultsPublished: false,
      resultsPublishedAt: null,
      viewer: { isHost: true, hasJoined: false, submission: null },
      submissionsToJudge: [],
      leaderboard: [],
    });
    expect(isTimestamp(challenge.createdAt)).toBe(true);
    // It started at the India midnight of today and ends three days later; the countdown runs to the end.
    expect(Date.parse(challenge.startsAt)).toBe(indiaMidnight(input.startDate));
    expect(Date.parse(challenge.endsAt)).toBe(indiaMidnight(input.startDate) + 3 * DAY_MS);
    const countedFrom = Date.parse(challenge.endsAt) - (challenge.timeLeftMs ?? 0);
    expect(countedFrom).toBeGreaterThanOrEqual(before);
    expect(countedFrom).toBeLessThanOrEqual(after);
    expect(standing(await detailFor(challenge._id, member))).toEqual(standing(challenge));
    expect(response.body).not.toContain(member.user.email);
  });

  it('refuses an anonymous visitor with 401', async () => {
    expectRefusal(await host(undefined, build.buildChallengeInput()), 401, 'unauthenticated');
  });

  it.each([
    ['a negative prize', { prizeAmount: -500 }, 'prizeAmount', 'prizeInvalid'],
    ['a prize in paise', { prizeAmount: 1500.5 }, 'prizeAmount', 'prizeInvalid'],
    ['a prize as text', { prizeAmount: '150000' }, 'prizeAmount', 'prizeInvalid'],
    ['a prize over a hundred crore', { prizeAmount: CHALLENGE_PRIZE_MAX + 1 }, 'prizeAmount', 'prizeInvalid'],
    [
      'a sponsor contact that is no e-mail',
      { sponsorContact: 'call 98450 12345' },
      'sponsorContact',
      'sponsorContactInvalid',
    ],
    ['an unknown category', { category: 'Astrology' }, 'category', 'categoryRequired'],
    ['a category of problems, not challenges', { category: 'Agriculture' }, 'category', 'categoryRequired'],
    ['an unknown duration', { duration: '10 days' }, 'duration', 'challengeDurationRequired'],
    ['an unknown difficulty', { difficulty: 'Legendary' }, 'difficulty', 'difficultyRequired'],
    ['a start date that is no day', { startDate: '2026-02-30' }, 'startDate', 'dateInvalid'],
    ['a start date in words', { startDate: 'next Monday' }, 'startDate', 'dateInvalid'],
    ['no start date', { startDate: '' }, 'startDate', 'startDateRequired'],
    ['no judging criteria', { judgingCriteria: [] }, 'judgingCriteria', 'criteriaRequired'],
    [
      'more judging criteria than the host can score',
      { judgingCriteria: Array.from({ length: CHALLENGE_CRITERIA_MAX + 1 }, (_, i) => `Criterion ${i + 1}`) },
      'judgingCriteria',
      'tooManyCriteria',
    ],
    ['no technologies', { technologies: [] }, 'technologies', 'technologiesRequired'],
    ['a blank sponsor name', { sponsorName: '   ' }, 'sponsorName', 'sponsorNameRequired'],
    ['blank requirements', { requirements: '' }, 'requirements', 'requirementsRequired'],
  ] as const)('answers %s with 400 on that field, and hosts nothing', async (_case, overrides, param, code) => {
    const member = await build.registerMember();
    const word = build.uniqueWord();
    const payload = { ...build.buildChallengeInput({ title: `Price board ${word}` }), ...overrides };
    expectFieldError(await host(member, payload), param, code);
    expect(await listIds(`search=${word}`)).toEqual([]);
  });

  it('requires every field of the form', async () => {
    const member = await build.registerMember();
    const response = await host(member, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validationFailed');
    const params = response.json().errors.map((error: { param: string }) => error.param);
    expect(params.sort()).toEqual(Object.keys(build.buildChallengeInput()).sort());
  });

  it('takes a prize of nothing and one of a hundred crore rupees, exactly', async () => {
    const member = await build.registerMember();
    for (const prizeAmount of [0, CHALLENGE_PRIZE_MAX]) {
      const challenge = await build.hostChallenge(member, { prizeAmount });
      expect(challenge.prizeAmount).toBe(prizeAmount);
      expect((await detailFor(challenge._id)).prizeAmount).toBe(prizeAmount);
    }
  });

  it(`takes a start day from today to ${CHALLENGE_START_MAX_DAYS} days ahead (India days), and none before or after`, async () => {
    // 11:30 in India: far from midnight, whatever the machine's time or zone.
    t.advanceClockToNext(6, 0);
    // Hosts more challenges than a new account may in a day.
    const member = await build.establish(await build.registerMember());
    for (const days of [0, 1, CHALLENGE_START_MAX_DAYS]) {
      const startDate = build.indiaDay(days);
      const response = await host(member, build.buildChallengeInput({ startDate }));
      expect(response.statusCode).toBe(201);
      expect(response.json<ChallengeDetail>()).toMatchObject({ startDate, status: days === 0 ? 'Active' : 'Upcoming' });
    }
    const yesterday = build.buildChallengeInput({ startDate: build.indiaDay(-1) });
    expectFieldError(await host(member, yesterday), 'startDate', 'startDateInPast');
    const tooFar = build.buildChallengeInput({ startDate: build.indiaDay(CHALLENGE_START_MAX_DAYS + 1) });
    expectFieldError(await host(member, tooFar), 'startDate', 'startDateTooFar');
  });
});

describe('the status follows the dates', () => {
  it('is Active from a start day of today, counting down to the deadline, and Completed once it passes', async () => {
    t.advanceClockToNext(6, 0);
    const member = await build.registerMember();
    const challenge = await build.hostChallenge(member);
    expect(challenge.status).toBe('Active');
    const endsAt = Date.parse(challenge.endsAt);

    t.advanceClock(endsAt - now() - 60_000);
    const lastMinute = await detailFor(challenge._id);
    expect(lastMinute.status).toBe('Active');
    expect(lastMinute.timeLeftMs).toBeGreaterThan(0);
    expect(lastMinute.timeLeftMs).toBeLessThanOrEqual(60_000);

    t.advanceClock(60_000);
    expect(await detailFor(challenge._id)).toMatchObject({ status: 'Completed', timeLeftMs: null });
  });

  it('is Upcoming, counting down to the start, until midnight of its start day in India; then Active', async () => {
    t.advanceClockToNext(6, 0);
    const member = await build.registerMember();
    const word = build.uniqueWord();
    const before = now();
    const challenge = await build.hostChallenge(member, { title: `Tomorrow ${word}`, startDate: build.indiaDay(1) });
    const after = now();
    const startsAt = indiaMidnight(challenge.startDate);
    expect(challenge.status).toBe('Upcoming');
    expect(Date.parse(challenge.startsAt)).toBe(startsAt);
    const countedFrom = startsAt - (challenge.timeLeftMs ?? 0);
    expect(countedFrom).toBeGreaterThanOrEqual(before);
    expect(countedFrom).toBeLessThanOrEqual(after);

    // 23:59 in India, the day before: still to come.
    t.advanceClockToNext(18, 29);
    const lastMinute = await detailFor(challenge._id);
    expect(lastMinute.status).toBe('Upcoming');
    expect(lastMinute.timeLeftMs).toBeGreaterThan(0);
    expect(lastMinute.timeLeftMs).toBeLessThanOrEqual(60_000);
    expect(await listIds(`search=${word}&status=Upcoming`)).toEqual([challenge._id]);

    // Midnight in India: it starts, nobody pressing a button, and counts down to its end.
    t.advanceClockToNext(18, 30);
    const started = await detailFor(challenge._id);
    expect(started.status).toBe('Active');
    expect(started.timeLeftMs).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(started.timeLeftMs).toBeLessThanOrEqual(3 * DAY_MS);
    expect(await listIds(`search=${word}&status=Upcoming`)).toEqual([]);
    expect(await listIds(`search=${word}&status=Active`)).toEqual([challenge._id]);
  });

  it('ends each duration that many days after the India midnight of its start day', async () => {
    t.advanceClockToNext(6, 0);
    const member = await build.establish(await build.registerMember());
    const startDate = build.indiaDay(2);
    for (const duration of CHALLENGE_DURATIONS) {
      const challenge = await build.hostChallenge(member, { startDate, duration });
      expect(challenge).toMatchObject({ duration, status: 'Upcoming' });
      expect(Date.parse(challenge.startsAt)).toBe(indiaMidnight(startDate));
      expect(Date.parse(challenge.endsAt)).toBe(indiaMidnight(startDate) + CHALLENGE_DURATION_DAYS[duration] * DAY_MS);
    }
  });
});

describe('editing and deleting a challenge', () => {
  it('lets only its host edit or delete it: anonymous 401, another member 403', async () => {
    const [owner, stranger] = await register(2);
    if (!owner || !stranger) throw new Error('members missing');
    const challenge = await build.hostChallenge(owner);
    expectRefusal(await edit(challenge._id, undefined, { title: 'Taken over' }), 401, 'unauthenticated');
    expectRefusal(await edit(challenge._id, stranger, { title: 'Taken over' }), 403, 'notChallengeHost');
    expectRefusal(await remove(challenge._id), 401, 'unauthenticated');
    expectRefusal(await remove(challenge._id, stranger), 403, 'notChallengeHost');
    expect(standing(await detailFor(challenge._id, owner))).toEqual(standing(challenge));
  });

  it('changes only the fields sent, and a new start day or duration moves the dates', async () => {
    t.advanceClockToNext(6, 0);
    const owner = await build.registerMember();
    const challenge = await build.hostChallenge(owner);
    const title = 'Offline crop price board, second round';
    const renamed = await edit(challenge._id, owner, { title, prizeAmount: 200000 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<ChallengeDetail>()).toMatchObject({
      title,
      prizeAmount: 200000,
      description: challenge.description,
      judgingCriteria: challenge.judgingCriteria,
      startDate: challenge.startDate,
      startsAt: challenge.startsAt,
      endsAt: challenge.endsAt,
      status: 'Active',
      viewer: { isHost: true },
    });

    const later = build.indiaDay(5);
    const moved = (await edit(challenge._id, owner, { startDate: later })).json<ChallengeDetail>();
    expect(moved).toMatchObject({ title, startDate: later, status: 'Upcoming' });
    expect(Date.parse(moved.startsAt)).toBe(indiaMidnight(later));
    expect(Date.parse(moved.endsAt)).toBe(indiaMidnight(later) + 3 * DAY_MS);

    const longer = (await edit(challenge._id, owner, { duration: '2 weeks' })).json<ChallengeDetail>();
    expect(longer).toMatchObject({ duration: '2 weeks', startDate: later, startsAt: moved.startsAt });
    expect(Date.parse(longer.endsAt)).toBe(indiaMidnight(later) + 14 * DAY_MS);
    expect(await detailFor(challenge._id)).toMatchObject({ title, prizeAmount: 200000, endsAt: longer.endsAt });
  });

  it('keeps a start day that has passed when it is sent unchanged, but takes no new one in the past', async () => {
    t.advanceClockToNext(6, 0);
    let owner = await build.registerMember();
    const challenge = await build.hostChallenge(owner);
    // The next day in India: the start day is yesterday, and nobody has joined yet.
    t.advanceClockToNext(6, 0);
    owner = await build.signInAgain(owner);
    // The edit form sends every field back, the start day as it was.
    const form = build.buildChallengeInput({
      title: 'Offline price board, open to all',
      startDate: challenge.startDate,
    });
    const resent = await edit(challenge._id, owner, form);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<ChallengeDetail>()).toMatchObject({
      title: 'Offline price board, open to all',
      startDate: challenge.startDate,
      startsAt: challenge.startsAt,
      endsAt: challenge.endsAt,
      status: 'Active',
    });
    expectFieldError(
      await edit(challenge._id, owner, { startDate: build.indiaDay(-2) }),
      'startDate',
      'startDateInPast',
    );
    expectFieldError(
      await edit(challenge._id, owner, { startDate: build.indiaDay(CHALLENGE_START_MAX_DAYS + 1) }),
      'startDate',
      'startDateTooFar',
    );
    expect((await detailFor(challenge._id)).startDate).toBe(challenge.startDate);
  });

  it('checks an edit as it checks a new challenge', async () => {
    const owner = await build.registerMember();
    const challenge = await build.hostChallenge(owner);
    expectFieldError(await edit(challenge._id, owner, { prizeAmount: -1 }), 'prizeAmount', 'prizeInvalid');
    expectFieldError(
      await edit(challenge._id, owner, { sponsorContact: 'nobody' }),
      'sponsorContact',
      'sponsorContactInvalid',
    );
    expectFieldError(await edit(challenge._id, owner, { category: 'Astrology' }), 'category', 'categoryRequired');
    expect(standing(await detailFor(challenge._id, owner))).toEqual(standing(challenge));
  });

  it('refuses to change or delete a challenge once a member has joined, and keeps it as it was', async () => {
    const [owner, entrant] = await register(2);
    if (!owner || !entrant) throw new Error('members missing');
    const challenge = await build.hostChallenge(owner);
    await build.joinChallenge(entrant, challenge._id);
    const before = await detailFor(challenge._id, owner);
    expectRefusal(await edit(challenge._id, owner, { prizeAmount: 1 }), 409, 'challengeLocked');
    expectRefusal(await edit(challenge._id, owner, {}), 409, 'challengeLocked');
    expectRefusal(await remove(challenge._id, owner), 409, 'challengeLocked');
    expect(standing(await detailFor(challenge._id, owner))).toEqual(standing(before));
    expect(before).toMatchObject({ prizeAmount: 150000, participants: 1 });
  });

  it('deletes a challenge: the host is told so, and it is gone from its page and the list', async () => {
    const owner = await build.registerMember();
    const word = build.uniqueWord();
    const challenge = await build.hostChallenge(owner, { title: `Short-lived ${word}` });
    const before = await statsNow();
    const response = await remove(challenge._id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.challengeDeleted });
    expectRefusal(await detail(challenge._id, owner), 404, 'challengeNotFound');
    expect(await listIds(`search=${word}`)).toEqual([]);
    expect((await statsNow()).totalPrizePool).toBe(before.totalPrizePool - challenge.prizeAmount);
    expectRefusal(await remove(challenge._id, owner), 404, 'challengeNotFound');
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-challenge'],
  ])('answers %s with 404 Challenge not found, to read, edit or delete', async (_case, id) => {
    const owner = await build.registerMember();
    expectRefusal(await detail(id), 404, 'challengeNotFound');
    expectRefusal(await edit(id, owner, { title: 'Renamed challenge' }), 404, 'challengeNotFound');
    expectRefusal(await remove(id, owner), 404, 'challengeNotFound');
  });
});

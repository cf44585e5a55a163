import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import { challengeCalls } from '../../test/challenge-calls.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { pageQuery, TAMPERED_CURSOR, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);
const { register, detail, detailFor, listPage, listIds, statsNow } = challengeCalls(t);

describe('the challenges list', () => {
  it('filters by category, difficulty, status in any letter case, and words of the title or description', async () => {
    t.advanceClockToNext(6, 0);
    // Hosts more challenges than a new account may in a day.
    const owner = await build.establish(await build.registerMember());
    const word = build.uniqueWord();
    const detector = await build.hostChallenge(owner, {
      title: `Crop disease ${word} detector`,
      category: 'AI/ML',
      difficulty: 'Advanced',
    });
    const redesign = await build.hostChallenge(owner, {
      title: `Mandi ${word} app redesign`,
      category: 'Design',
      difficulty: 'Beginner',
      startDate: build.indiaDay(1),
    });
    const board = await build.hostChallenge(owner, {
      title: `Price ${word} board`,
      description: `A board of mandi prices with a ${word} twist, readable on any phone.`,
    });
    const search = `search=${word}`;
    // Anyone may read the list, newest first.
    expect(await listIds(search)).toEqual([board._id, redesign._id, detector._id]);
    expect(await listIds(`${search}&category=${encodeURIComponent('AI/ML')}`)).toEqual([detector._id]);
    expect(await listIds(`${search}&category=design`)).toEqual([redesign._id]);
    expect(await listIds(`${search}&difficulty=beginner`)).toEqual([redesign._id]);
    expect(await listIds(`${search}&status=Upcoming`)).toEqual([redesign._id]);
    expect(await listIds(`${search}&status=active`, owner)).toEqual([board._id, detector._id]);
    expect(await listIds(`${search}&status=COMPLETED`)).toEqual([]);
    // Words are prefixes, found in the title or the description.
    expect(await listIds(`search=${encodeURIComponent(`${word} detec`)}`)).toEqual([detector._id]);
    expect(await listIds(`search=${encodeURIComponent(`${word} twi`)}`)).toEqual([board._id]);
    expect((await t.request('GET', '/api/challenges?status=Finished')).statusCode).toBe(400);
  });

  it('counts the participants and submissions of each card, without the sponsor contact', async () => {
    const [owner, first, second] = await register(3);
    if (!owner || !first || !second) throw new Error('members missing');
    const word = build.uniqueWord();
    const challenge = await build.hostChallenge(owner, { title: `Counted ${word}` });
    await build.joinChallenge(first, challenge._id);
    await build.joinChallenge(second, challenge._id);
    await build.submitEntry(first, challenge._id);
    const { challenges } = await listPage(`search=${word}`);
    expect(challenges).toHaveLength(1);
    const [card] = challenges;
    expect(card).toMatchObject({
      _id: challenge._id,
      participants: 2,
      submissions: 1,
      status: 'Active',
      prizeAmount: 150000,
      sponsorName: 'Kisan Digital Foundation',
      startsAt: challenge.startsAt,
      endsAt: challenge.endsAt,
      resultsPublished: false,
      host: { _id: owner.user.id, name: owner.user.name },
    });
    expect(card?.timeLeftMs).toBeGreaterThan(0);
    expect(card).not.toHaveProperty('sponsorContact');
    expect(await detailFor(challenge._id)).toMatchObject({ participants: 2, submissions: 1 });
  });

  it('pages newest first with limit and nextCursor, and refuses a tampered cursor', async () => {
    const owner = await build.establish(await build.registerMember());
    const word = build.uniqueWord();
    const hosted: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      hosted.unshift((await build.hostChallenge(owner, { title: `Paged ${word} number ${i}` }))._id);
    }
    const pages = await walkPages((cursor) => listPage(`search=${word}&${pageQuery(2, cursor)}`));
    expect(pages.map((page) => page.challenges.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.challenges.map((challenge) => challenge._id))).toEqual(hosted);
    expectRefusal(await t.request('GET', `/api/challenges?cursor=${TAMPERED_CURSOR}`), 400, 'invalidCursor');
  });
});

describe('a challenge page', () => {
  it('shows the sponsor contact to members only, and tells each viewer where they stand', async () => {
    const [owner, member] = await register(2);
    if (!owner || !member) throw new Error('members missing');
    const challenge = await build.hostChallenge(owner);
    const noStake = { isHost: false, hasJoined: false, submission: null };
    const anonymous = await detailFor(challenge._id);
    expect(anonymous).toMatchObject({ sponsorContact: null, viewer: noStake });
    expect(await detailFor(challenge._id, member)).toMatchObject({
      sponsorContact: 'prizes@kisan.example.in',
      viewer: noStake,
    });
    expect((await detailFor(challenge._id, owner)).viewer).toEqual({
      isHost: true,
      hasJoined: false,
      submission: null,
    });
    for (const as of [undefined, member])
      expect((await detail(challenge._id, as)).body).not.toContain(owner.user.email);
  });
});

describe('the challenge figures', () => {
  it('add up every prize, the challenges active now and the members who joined any, each once', async () => {
    t.advanceClockToNext(6, 0);
    const [owner, first, second] = await register(3);
    if (!owner || !first || !second) throw new Error('members missing');
    await build.establish(owner);
    const before = await statsNow();
    const running = await build.hostChallenge(owner, { prizeAmount: 50000 });
    const other = await build.hostChallenge(owner, { prizeAmount: 25000 });
    await build.hostChallenge(owner, { prizeAmount: 10000, startDate: build.indiaDay(3) });
    await build.joinChallenge(first, running._id);
    await build.joinChallenge(first, other._id);
    await build.joinChallenge(second, running._id);
    // Read at the same clock as `before`: whatever earlier tests left behind counts in both.
    expect(await statsNow()).toEqual({
      totalPrizePool: before.totalPrizePool + 85000,
      activeChallenges: before.activeChallenges + 2,
      totalParticipants: before.totalParticipants + 2,
      winnersThisMonth: before.winnersThisMonth,
    });
  });
});

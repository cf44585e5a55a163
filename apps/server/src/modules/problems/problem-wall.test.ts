import { randomUUID } from 'node:crypto';
import { type CreateProblemInput, MESSAGES, PAGE_SIZE_MAX, type ProblemList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { establish, postProblem, registerMember, type TestMember } from '../../test/builders.ts';
import { pageQuery, TAMPERED_CURSOR, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** The Problem Wall as this member sees it, or as an anonymous visitor without one. */
const list = async (query: string, member?: TestMember) => {
  const response = await t.request('GET', `/api/problems?${query}`, { as: member });
  expect(response.statusCode).toBe(200);
  return response.json<ProblemList>();
};
const titles = (page: ProblemList) => page.problems.map((problem) => problem.title);
/** A skill no other test uses, so a list filtered by it shows only this test's problems. */
const uniqueSkill = () => `skill-${randomUUID().slice(0, 8)}`;
/** Posts a problem needing `skill` under this title, category and difficulty. */
const postSorted = (
  author: TestMember,
  skill: string,
  [title, category, difficulty]: [string, CreateProblemInput['category'], CreateProblemInput['difficulty']],
) => postProblem(t.app, author, { title, category, difficulty, skillsNeeded: [skill] });

describe('the Problem Wall', () => {
  it("hides the signed-in member's own problems; an anonymous visitor sees all", async () => {
    const skill = uniqueSkill();
    const [me, other] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    await postProblem(t.app, me, { title: 'My own problem', skillsNeeded: [skill] });
    await postProblem(t.app, other, { title: 'Somebody else problem', skillsNeeded: [skill] });
    expect(titles(await list(`skills=${skill}`, me))).toEqual(['Somebody else problem']);
    expect(titles(await list(`skills=${skill}`))).toEqual(['Somebody else problem', 'My own problem']);
  });

  it('lists newest first with author and team size, and pages with a cursor', async () => {
    const skill = uniqueSkill();
    // Posts more problems than a new account may in a day.
    const author = await establish(t.app, await registerMember(t.app));
    for (let i = 1; i <= 5; i += 1)
      await postProblem(t.app, author, { title: `Paged problem ${i}`, skillsNeeded: [skill] });
    const first = await list(`skills=${skill}&limit=2`);
    expect(titles(first)).toEqual(['Paged problem 5', 'Paged problem 4']);
    expect(first.problems[0]).toMatchObject({ author: { id: author.user.id }, collaboratorsCount: 0 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`skills=${skill}&limit=2&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(['Paged problem 3', 'Paged problem 2']);
    const third = await list(`skills=${skill}&limit=2&cursor=${second.nextCursor}`);
    expect(titles(third)).toEqual(['Paged problem 1']);
    expect(third.nextCursor).toBeNull();
  });

  it("lists each card's supporters (spec §3 supporters[]), newest first, without their e-mails", async () => {
    const skill = uniqueSkill();
    const [author, first, second] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
    ]);
    const problem = await postProblem(t.app, author, { skillsNeeded: [skill] });
    for (const supporter of [first, second]) {
      const response = await t.request('POST', `/api/problems/${problem._id}/support`, { as: supporter });
      expect(response.statusCode).toBe(200);
    }
    const [card] = (await list(`skills=${skill}`)).problems;
    expect(card?.supportersCount).toBe(2);
    expect(card?.supporters.map((supporter) => supporter.user.id)).toEqual([second.user.id, first.user.id]);
    expect(card?.supporters[0]?.user).toEqual({
      _id: second.user.id,
      id: second.user.id,
      name: second.user.name,
      avatar: null,
      reputation: { score: 0 },
    });
  });

  it('answers a tampered cursor with 400', async () => {
    const response = await t.request('GET', '/api/problems?cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidCursor);
  });

  it('filters by category, difficulty and status', async () => {
    const skill = uniqueSkill();
    const author = await registerMember(t.app);
    await postSorted(author, skill, ['Health beginner', 'Healthcare', 'Beginner']);
    const done = await postSorted(author, skill, ['Health advanced', 'Healthcare', 'Advanced']);
    await postSorted(author, skill, ['School advanced', 'Education', 'Advanced']);
    await t.request('PUT', `/api/problems/${done._id}/complete`, { as: author, payload: {} });
    // Without a status filter the wall shows open problems only; the completed one is a filter away.
    expect(titles(await list(`skills=${skill}&category=Healthcare`))).toEqual(['Health beginner']);
    expect(titles(await list(`skills=${skill}&difficulty=Advanced`))).toEqual(['School advanced']);
    expect(titles(await list(`skills=${skill}&category=Healthcare&difficulty=Beginner`))).toEqual(['Health beginner']);
    expect(titles(await list(`skills=${skill}&status=Completed`))).toEqual(['Health advanced']);
    expect((await t.request('GET', '/api/problems?category=Astrology')).statusCode).toBe(400);
  });

  it('reads filter values in any letter case, and still refuses unknown ones', async () => {
    const skill = uniqueSkill();
    const author = await registerMember(t.app);
    await postSorted(author, skill, ['Arts beginner', 'Arts & Culture', 'Beginner']);
    const query = `skills=${skill}&category=${encodeURIComponent('arts & CULTURE')}&difficulty=beginner&status=active`;
    expect(titles(await list(query))).toEqual(['Arts beginner']);
    expect((await t.request('GET', '/api/problems?difficulty=expert')).statusCode).toBe(400);
  });

  it('carries the first three members of each team for the card, and the author sees the whole team', async () => {
    const skill = uniqueSkill();
    const author = await registerMember(t.app);
    const problem = await postProblem(t.app, author, { title: 'Big team', skillsNeeded: [skill] });
    const members = [];
    for (let i = 0; i < 4; i += 1) {
      const member = await registerMember(t.app);
      const asked = await t.request('POST', `/api/problems/${problem._id}/collaborate`, { as: member });
      await t.request('PUT', `/api/collaboration-requests/${asked.json()._id}/respond`, {
        as: author,
        payload: {
          status: 'accepted',
        },
      });
      members.push(member);
    }
    const [card] = (await list(`skills=${skill}`)).problems;
    expect(card?.collaboratorsCount).toBe(4);
    expect(card?.collaborators.map((c) => c.user.id)).toEqual(members.slice(0, 3).map((m) => m.user.id));
    expect(card?.collaborators[0]).toEqual({
      user: {
        _id: members[0]?.user.id,
        id: members[0]?.user.id,
        name: members[0]?.user.name,
        avatar: null,
        reputation: { score: 0 },
      },
      role: 'Collaborator',
      joinedAt: expect.any(String),
    });
    const posted = await t.request('GET', '/api/problems/user/posted', { as: author });
    expect(posted.json<ProblemList>().problems[0]?.collaborators.map((c) => c.user.id)).toEqual(
      members.map((m) => m.user.id),
    );
  });

  it('matches any of several skills, whatever their case', async () => {
    const [a, b, c] = [uniqueSkill(), uniqueSkill(), uniqueSkill()];
    const author = await registerMember(t.app);
    await postProblem(t.app, author, { title: 'Needs A', skillsNeeded: [a.toUpperCase(), 'React'] });
    await postProblem(t.app, author, { title: 'Needs B', skillsNeeded: [b] });
    await postProblem(t.app, author, { title: 'Needs C', skillsNeeded: [c] });
    expect(titles(await list(`skills=${encodeURIComponent(` ${a} , ${b.toUpperCase()},,`)}`))).toEqual([
      'Needs B',
      'Needs A',
    ]);
  });

  it('searches title and description by word prefixes, all words required', async () => {
    const word = `zq${randomUUID().slice(0, 6).replace(/-/g, '')}`;
    const author = await registerMember(t.app);
    await postProblem(t.app, author, {
      title: `Solar pumps ${word}`,
      description: 'Irrigation for small farms in Tumkur district',
    });
    await postProblem(t.app, author, {
      title: `Water tanks ${word}`,
      description: 'Rainwater harvesting for schools in Kolar',
    });
    expect(titles(await list(`search=${word}`))).toEqual([`Water tanks ${word}`, `Solar pumps ${word}`]);
    expect(titles(await list(`search=${encodeURIComponent(`${word} irrig`)}`))).toEqual([`Solar pumps ${word}`]);
    expect(titles(await list(`search=${encodeURIComponent(`${word.toUpperCase()} SCHOOL`)}`))).toEqual([
      `Water tanks ${word}`,
    ]);
    expect(titles(await list(`search=${encodeURIComponent(`${word} harvest! & | :* ('`)}`))).toEqual([
      `Water tanks ${word}`,
    ]);
    expect(titles(await list(`search=${encodeURIComponent(`${word} nothing-like-this`)}`))).toEqual([]);
  });

  it('treats a search of only punctuation as no search rather than an error', async () => {
    const response = await t.request('GET', `/api/problems?search=${encodeURIComponent("&|!():*'")}`);
    expect(response.statusCode).toBe(200);
  });

  it("lists the member's own problems on /problems/user/posted, and refuses anonymous visitors", async () => {
    const [me, other] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    await postProblem(t.app, me, { title: 'Mine first' });
    await postProblem(t.app, other, { title: 'Not mine' });
    await postProblem(t.app, me, { title: 'Mine second' });
    const response = await t.request('GET', '/api/problems/user/posted', { as: me });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nextCursor: null });
    expect(titles(response.json())).toEqual(['Mine second', 'Mine first']);
    expect((await t.request('GET', '/api/problems/user/posted')).statusCode).toBe(401);
  });

  it('pages /problems/user/posted with limit and cursor, newest first, without overlap or gaps', async () => {
    const [me, other] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    await Promise.all([establish(t.app, me), establish(t.app, other)]);
    for (let i = 1; i <= 5; i += 1) {
      await postProblem(t.app, me, { title: `Posted problem ${i}` });
      await postProblem(t.app, other, { title: `Other problem ${i}` });
    }
    const posted = (query: string) => t.request('GET', `/api/problems/user/posted?${query}`, { as: me });
    const pages = await walkPages(async (cursor) => {
      const response = await posted(pageQuery(2, cursor));
      expect(response.statusCode).toBe(200);
      return response.json<ProblemList>();
    });
    expect(pages.map(titles)).toEqual([
      ['Posted problem 5', 'Posted problem 4'],
      ['Posted problem 3', 'Posted problem 2'],
      ['Posted problem 1'],
    ]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const wholeList = (await posted('limit=5')).json<ProblemList>();
    expect(wholeList.nextCursor).toBeNull();
    expect(titles(wholeList)).toEqual(pages.flatMap(titles));
  });

  it('answers a tampered cursor or a limit out of range on /problems/user/posted with 400', async () => {
    const me = await registerMember(t.app);
    const tampered = await t.request('GET', `/api/problems/user/posted?cursor=${TAMPERED_CURSOR}`, { as: me });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(MESSAGES.invalidCursor);
    for (const limit of [0, PAGE_SIZE_MAX + 1]) {
      expect((await t.request('GET', `/api/problems/user/posted?limit=${limit}`, { as: me })).statusCode).toBe(400);
    }
    expect((await t.request('GET', `/api/problems/user/posted?cursor=${TAMPERED_CURSOR}`)).statusCode).toBe(401);
  });
});

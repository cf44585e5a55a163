import { randomUUID } from 'node:crypto';
import { DAY_MS, LINK_FREE_DAYS, MESSAGES, messageCode, type ProblemDetail, type ProblemList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import {
  buildProblemInput,
  buildTeam,
  postProblem,
  registerMember,
  signInAgain,
  type TestMember,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { writeProblemViews } from './problem-views.ts';

const t = useTestApp();

/** The problem's page as this member sees it, or as an anonymous visitor without one. */
const getDetail = async (id: string, member?: TestMember) => {
  const response = await t.request('GET', `/api/problems/${id}`, { as: member });
  expect(response.statusCode).toBe(200);
  return response.json<ProblemDetail>();
};

describe('posting a problem', () => {
  it('creates the problem and answers 201 with its detail', async () => {
    // With links: an account past its first day.
    const registered = await registerMember(t.app);
    t.advanceClock(LINK_FREE_DAYS * DAY_MS);
    const author = await signInAgain(t.app, registered);
    const input = buildProblemInput({
      title: '  Clean water for Kolar villages  ',
      tags: ['water'],
      githubRepo: 'https://github.com/skillsync/kolar-water',
      projectLinks: ['https://kolar.example.in/report'],
      estimatedTime: '1-2 weeks',
      projectType: 'Open Source',
    });
    const response = await t.request('POST', '/api/problems', { as: author, payload: input });
    expect(response.statusCode).toBe(201);
    const problem = response.json<ProblemDetail>();
    expect(problem).toMatchObject({
      title: 'Clean water for Kolar villages',
      category: 'Agriculture',
      status: 'Active',
      views: 0,
      supportersCount: 0,
      collaboratorsCount: 0,
      githubRepo: 'https://github.com/skillsync/kolar-water',
      projectLinks: ['https://kolar.example.in/report'],
      supporters: [],
      collaborators: [],
      author: { _id: author.user.id, name: author.user.name, reputation: { score: 0 } },
      viewer: { isAuthor: true, isSupporter: false, isCollaborator: false, pendingRequestId: null },
    });
    expect(problem._id).toEqual(expect.any(String));
  });

  it('refuses an anonymous visitor with 401', async () => {
    const response = await t.request('POST', '/api/problems', { payload: buildProblemInput() });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a 4-character title', { title: 'Abcd' }, 'title', MESSAGES.titleTooShort],
    ['a 2001-character description', { description: 'x'.repeat(2001) }, 'description', MESSAGES.descriptionTooLong],
    ['a 19-character description', { description: 'x'.repeat(19) }, 'description', MESSAGES.descriptionTooShort],
    ['an unknown category', { category: 'Astrology' }, 'category', MESSAGES.categoryRequired],
    ['no skills', { skillsNeeded: [] }, 'skillsNeeded', MESSAGES.skillsRequired],
    [
      'a repository that is not on GitHub',
      { githubRepo: 'https://gitlab.com/a/b' },
      'githubRepo',
      MESSAGES.githubRepoInvalid,
    ],
    [
      'a project link without a host',
      { projectLinks: ['https://ok.example.in', 'not a url'] },
      'projectLinks',
      MESSAGES.projectLinksInvalid,
    ],
    [
      '1001 characters of resources',
      { additionalResources: 'r'.repeat(1001) },
      'additionalResources',
      MESSAGES.additionalResourcesTooLong,
    ],
  ])('answers %s with 400 and the spec text on that field', async (_case, overrides, param, msg) => {
    const author = await registerMember(t.app);
    const response = await t.request('POST', '/api/problems', {
      as: author,
      payload: { ...buildProblemInput(), ...overrides },
    });
    expect(response.statusCode).toBe(400);
    const code = messageCode(msg);
    expect(response.json()).toEqual({ message: msg, code, errors: [{ param, msg, code }] });
  });

  it('lists every broken field of a form at once', async () => {
    const author = await registerMember(t.app);
    const response = await t.request('POST', '/api/problems', {
      as: author,
      payload: { title: 'Abc', description: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const params = response.json().errors.map((error: { param: string }) => error.param);
    expect(params.sort()).toEqual(['category', 'description', 'skillsNeeded', 'title']);
  });
});

describe('reading a problem', () => {
  it('shows the author with bio, skills and links, but never their e-mail', async () => {
    const author = await registerMember(t.app);
    const problem = await postProblem(t.app, author);
    const response = await t.request('GET', `/api/problems/${problem._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().author).toEqual({
      _id: author.user.id,
      id: author.user.id,
      name: author.user.name,
      avatar: null,
      reputation: { score: 0 },
      bio: null,
      skills: [],
      github: null,
      linkedin: null,
      website: null,
    });
    expect(response.body).not.toContain(author.user.email);
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
    ['an id with SQL in it', "1' OR '1'='1"],
  ])('answers %s with 404 Problem not found', async (_case, id) => {
    const response = await t.request('GET', `/api/problems/${encodeURIComponent(id)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.problemNotFound, code: 'problemNotFound' });
  });

  it('counts a view once per viewer per day', async () => {
    const [author, reader] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const problem = await postProblem(t.app, author);
    expect((await getDetail(problem._id, reader)).views).toBe(1);
    expect((await getDetail(problem._id, reader)).views).toBe(1);
    const visitor = { remoteAddress: '203.0.113.7' };
    const asVisitor = () => t.request('GET', `/api/problems/${problem._id}`, visitor);
    expect((await asVisitor()).json().views).toBe(2);
    expect((await asVisitor()).json().views).toBe(2);
    const other = await t.request('GET', `/api/problems/${problem._id}`, { remoteAddress: '203.0.113.8' });
    expect(other.json().views).toBe(3);

    t.advanceClock(24 * 60 * 60 * 1000);
    const nextDay = await registerMember(t.app); // sessions of yesterday's members may have expired
    expect((await getDetail(problem._id, nextDay)).views).toBe(4);
    expect((await asVisitor()).json().views).toBe(5);
    expect((await asVisitor()).json().views).toBe(5);
  });

  it('writes the views counted together, each once, however they were told apart meanwhile', async () => {
    const [author, reader] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const problem = await postProblem(t.app, author);
    await getDetail(problem._id, reader);
    await t.request('GET', `/api/problems/${problem._id}`, { remoteAddress: '203.0.113.9' });
    await writeProblemViews(t.app.ctx);
    // What the wall reads is the stored count: both views, and the page says the same.
    const wall = await t.request('GET', `/api/problems?limit=50`);
    expect(wall.json<ProblemList>().problems.find((row) => row._id === problem._id)?.views).toBe(2);
    expect((await getDetail(problem._id, reader)).views).toBe(2);
    await writeProblemViews(t.app.ctx);
    expect((await getDetail(problem._id, reader)).views).toBe(2);
  });

  it('tells the viewer what they have done here', async () => {
    const team = await buildTeam(t.app);
    const id = team.problem._id;
    await t.request('POST', `/api/problems/${id}/support`, { as: team.stranger });
    expect((await getDetail(id, team.author)).viewer).toMatchObject({ isAuthor: true, isCollaborator: false });
    expect((await getDetail(id, team.stranger)).viewer).toEqual({
      isAuthor: false,
      isSupporter: true,
      isCollaborator: false,
      pendingRequestId: null,
    });
    expect((await getDetail(id, team.requester)).viewer.pendingRequestId).toBe(team.requestId);
    expect((await getDetail(id, team.collaborator)).viewer).toMatchObject({ isCollaborator: true });
    expect((await getDetail(id)).viewer).toEqual({
      isAuthor: false,
      isSupporter: false,
      isCollaborator: false,
      pendingRequestId: null,
    });
  });

  it('shows the team with roles and join dates, and its supporters newest first', async () => {
    const team = await buildTeam(t.app);
    const supporters: TestMember[] = [];
    for (let i = 0; i < 6; i += 1) {
      const supporter = await registerMember(t.app);
      await t.request('POST', `/api/problems/${team.problem._id}/support`, { as: supporter });
      supporters.push(supporter);
    }
    const detail = await getDetail(team.problem._id);
    expect(detail.supportersCount).toBe(6);
    // Spec §3's supporters[] (the newest SUPPORTERS_LISTED); the page shows the newest SUPPORTERS_SHOWN of them.
    expect(detail.supporters.map((s) => s.user.id)).toEqual([...supporters].reverse().map((s) => s.user.id));
    expect(detail.collaborators).toEqual([
      {
        user: {
          _id: team.collaborator.user.id,
          id: team.collaborator.user.id,
          name: team.collaborator.user.name,
          avatar: null,
          reputation: { score: 0 },
        },
        role: 'Developer',
        joinedAt: expect.any(String),
      },
    ]);
    expect(detail.supporters[0]).toEqual({ user: expect.objectContaining({ _id: supporters[5]?.user.id }) });
    expect(detail.collaboratorsCount).toBe(1);
  });
});

describe('editing and deleting a problem', () => {
  it('lets only the author edit; fields left out keep their value', async () => {
    const team = await buildTeam(t.app, { difficulty: 'Advanced', tags: ['water'] });
    const url = `/api/problems/${team.problem._id}`;
    const change = { title: 'A better title' };
    expect((await t.request('PUT', url, { payload: change })).statusCode).toBe(401);
    for (const member of [team.stranger, team.requester, team.collaborator]) {
      const response = await t.request('PUT', url, { as: member, payload: change });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.notProblemAuthor, code: 'notProblemAuthor' });
    }
    const response = await t.request('PUT', url, { as: team.author, payload: change });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'A better title', difficulty: 'Advanced', tags: ['water'] });
    expect((await getDetail(team.problem._id)).title).toBe('A better title');
  });

  it('validates an edit like the create form', async () => {
    const author = await registerMember(t.app);
    const problem = await postProblem(t.app, author);
    const response = await t.request('PUT', `/api/problems/${problem._id}`, { as: author, payload: { title: 'Abcd' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ param: 'title', msg: MESSAGES.titleTooShort, code: 'titleTooShort' }]);
  });

  it('answers an edit of an unknown or malformed id with 404', async () => {
    const author = await registerMember(t.app);
    for (const id of [randomUUID(), 'nope']) {
      const response = await t.request('PUT', `/api/problems/${id}`, {
        as: author,
        payload: { title: 'A better title' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.problemNotFound, code: 'problemNotFound' });
    }
  });

  it('lets only the author delete, and the problem is gone afterwards', async () => {
    const team = await buildTeam(t.app);
    const url = `/api/problems/${team.problem._id}`;
    expect((await t.request('DELETE', url)).statusCode).toBe(401);
    for (const member of [team.stranger, team.requester, team.collaborator]) {
      expect((await t.request('DELETE', url, { as: member })).statusCode).toBe(403);
    }
    const response = await t.request('DELETE', url, { as: team.author });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.problemDeleted });
    expect((await t.request('GET', url)).statusCode).toBe(404);
    expect((await t.request('DELETE', url, { as: team.author })).statusCode).toBe(404);
    const sent = await t.request('GET', '/api/collaboration-requests/sent', { as: team.requester });
    expect(sent.json().requests).toEqual([]);
  });

  it("refuses to delete a completed problem: it is part of its team's record", async () => {
    const team = await buildTeam(t.app);
    const url = `/api/problems/${team.problem._id}`;
    await t.request('PUT', `${url}/complete`, {
      as: team.author,
      payload: {
        acknowledgedCollaborators: [team.collaborator.user.id],
      },
    });
    const response = await t.request('DELETE', url, { as: team.author });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: MESSAGES.completedProblemUndeletable,
      code: 'completedProblemUndeletable',
    });
    expect((await getDetail(team.problem._id)).collaborators).toHaveLength(1);
  });
});

describe('supporting a problem', () => {
  it('toggles support on and off for any member but the author, and refuses anonymous visitors', async () => {
    const team = await buildTeam(t.app);
    const url = `/api/problems/${team.problem._id}/support`;
    expect((await t.request('POST', url)).statusCode).toBe(401);
    const on = await t.request('POST', url, { as: team.stranger });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ isSupported: true, supportersCount: 1 });
    for (const member of [team.requester, team.collaborator]) {
      expect((await t.request('POST', url, { as: member })).json().isSupported).toBe(true);
    }
    const own = await t.request('POST', url, { as: team.author });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: MESSAGES.ownProblemSupport, code: 'ownProblemSupport' });
    expect((await t.request('POST', url, { as: team.stranger })).json()).toEqual({
      isSupported: false,
      supportersCount: 2,
    });
    expect((await getDetail(team.problem._id)).supportersCount).toBe(2);
  });

  it('answers support of an unknown problem with 404', async () => {
    const member = await registerMember(t.app);
    expect((await t.request('POST', `/api/problems/${randomUUID()}/support`, { as: member })).statusCode).toBe(404);
    expect((await t.request('POST', '/api/problems/123/support', { as: member })).statusCode).toBe(404);
  });

  it('keeps the count equal to the supporters under concurrent clicks', async () => {
    const author = await registerMember(t.app);
    const problem = await postProblem(t.app, author);
    const members = await Promise.all(Array.from({ length: 8 }, () => registerMember(t.app)));
    const url = `/api/problems/${problem._id}/support`;
    const click = (member: TestMember) => t.request('POST', url, { as: member });

    const first = await Promise.all(members.map(click));
    expect(first.map((response) => response.json().isSupported)).toEqual(Array(8).fill(true));
    expect((await getDetail(problem._id)).supportersCount).toBe(8);

    // Three withdraw at once while a fourth double-clicks.
    const [m0, m1, m2, m3] = members as [TestMember, TestMember, TestMember, TestMember];
    const second = await Promise.all([m0, m1, m2, m3, m3].map(click));
    expect(second.every((response) => response.statusCode === 200)).toBe(true);
    const isSupporting = await Promise.all(
      members.map(async (member) => (await getDetail(problem._id, member)).viewer.isSupporter),
    );
    expect(isSupporting.slice(0, 3)).toEqual([false, false, false]);
    expect(isSupporting.slice(4)).toEqual([true, true, true, true]);
    expect((await getDetail(problem._id)).supportersCount).toBe(isSupporting.filter(Boolean).length);
  });
});

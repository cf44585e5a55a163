import { randomBytes, randomUUID } from 'node:crypto';
import {
  MESSAGES,
  PROJECT_CATEGORIES,
  type ProjectDetail,
  type ProjectList,
  type ProjectMembershipList,
  type UpdateProjectInput,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import {
  buildProjectInput,
  buildProjectTeam,
  inviteOntoTeam,
  postProject,
  registerMember,
  type TestMember,
} from '../../test/builders.ts';
import { expectFieldError, expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { pageQuery, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** A word no other project in this file's database uses, to search for a test's own projects. */
const uniqueWord = () => `w${randomBytes(5).toString('hex')}`;

const listPage = async (query: string, as?: TestMember) => {
  const response = await t.request('GET', `/api/projects?${query}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<ProjectList>();
};
const listIds = async (query: string, as?: TestMember) =>
  (await listPage(query, as)).projects.map((project) => project._id);
const detail = (id: string, as?: TestMember) => t.request('GET', `/api/projects/${id}`, { as });
const detailFor = async (id: string, as?: TestMember) => {
  const response = await detail(id, as);
  expect(response.statusCode).toBe(200);
  return response.json<ProjectDetail>();
};
const edit = (id: string, as: TestMember | undefined, payload: UpdateProjectInput | { status: string }) =>
  t.request('PUT', `/api/projects/${id}`, { as, payload });
const complete = (id: string, as: TestMember) => t.request('PUT', `/api/projects/${id}/complete`, { as, payload: {} });
describe('the projects list', () => {
  it('filters by category, difficulty, status and the words of title or description', async () => {
    const [owner, viewer] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const word = uniqueWord();
    const solar = await postProject(t.app, owner, {
      title: `Solar ${word} pump monitor`,
      category: 'AI/ML',
      difficulty: 'Beginner',
    });
    const sensor = await postProject(t.app, owner, { title: `Soil ${word} sensor`, category: 'IoT' });
    const active = await postProject(t.app, owner, {
      title: `Water ${word} ledger`,
      difficulty: 'Advanced',
      description: `A ledger of village water tanks, with a ${word} twist for the panchayat.`,
    });
    expect((await edit(active._id, owner, { status: 'Active' })).statusCode).toBe(200);
    const search = `search=${word}`;
    expect(await listIds(search, viewer)).toEqual([active._id, sensor._id, solar._id]);
    expect(await listIds(`${search}&category=${encodeURIComponent('AI/ML')}`, viewer)).toEqual([solar._id]);
    expect(await listIds(`${search}&category=iot`, viewer)).toEqual([sensor._id]);
    expect(await listIds(`${search}&difficulty=Advanced`, viewer)).toEqual([active._id]);
    expect(await listIds(`${search}&status=Active`, viewer)).toEqual([active._id]);
    expect(await listIds(`${search}&status=Planning`, viewer)).toEqual([sensor._id, solar._id]);
    // Words are prefixes and must all match.
    expect(await listIds(`search=${encodeURIComponent(`${word} pum`)}`, viewer)).toEqual([solar._id]);
    expect(await listIds(`search=${encodeURIComponent(`${word} twist`)}`, viewer)).toEqual([active._id]);
  });

  it('leaves completed and cancelled projects out unless their status is asked for', async () => {
    const [owner, viewer] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const word = uniqueWord();
    const under = await postProject(t.app, owner, { title: `Ongoing ${word}` });
    const done = await postProject(t.app, owner, { title: `Finished ${word}` });
    const dropped = await postProject(t.app, owner, { title: `Dropped ${word}` });
    expect((await complete(done._id, owner)).statusCode).toBe(200);
    expect((await edit(dropped._id, owner, { status: 'Cancelled' })).statusCode).toBe(200);
    expect(await listIds(`search=${word}`, viewer)).toEqual([under._id]);
    expect(await listIds(`search=${word}&status=Completed`, viewer)).toEqual([done._id]);
    expect(await listIds(`search=${word}&status=cancelled`, viewer)).toEqual([dropped._id]);
  });

  it("leaves out the viewer's own projects and shows public ones to anonymous visitors", async () => {
    const [owner, viewer] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const word = uniqueWord();
    const project = await postProject(t.app, owner, { title: `Mine ${word}` });
    expect(await listIds(`search=${word}`, owner)).toEqual([]);
    expect(await listIds(`search=${word}`, viewer)).toEqual([project._id]);
    const anonymous = await listPage(`search=${word}`);
    expect(anonymous.projects).toMatchObject([{ _id: project._id, owner: { id: owner.user.id }, teamSize: 1 }]);
  });

  it('lists a private project for its members only', async () => {
    const [owner, member, stranger] = await Promise.all([1, 2, 3].map(() => registerMember(t.app)));
    if (!owner || !member || !stranger) throw new Error('members missing');
    const word = uniqueWord();
    const hidden = await postProject(t.app, owner, { title: `Hidden ${word}`, visibility: 'Private' });
    await inviteOntoTeam(t.app, owner, member, hidden._id);
    expect(await listIds(`search=${word}`, stranger)).toEqual([]);
    expect(await listIds(`search=${word}`)).toEqual([]);
    expect(await listIds(`search=${word}`, member)).toEqual([hidden._id]);
  });

  it('pages with limit and cursor, newest first, each project exactly once', async () => {
    const [owner, viewer] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const word = uniqueWord();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await postProject(t.app, owner, { title: `Paged ${word} ${i}` }))._id);
    const pages = await walkPages((cursor) => listPage(`search=${word}&${pageQuery(2, cursor)}`, viewer));
    expect(pages.map((page) => page.projects.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.projects.map((project) => project._id))).toEqual([...ids].reverse());
    // The whole list, unfiltered, also gives every project once.
    const all = (await walkPages((cursor) => listPage(pageQuery(3, cursor), viewer))).flatMap((page) =>
      page.projects.map((project) => project._id),
    );
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
  });
});

describe('a project page', () => {
  it('shows the owner, the team with roles, join dates and skills, the board and the progress', async () => {
    const team = await buildProjectTeam(t.app);
    const id = team.project._id;
    await t.request('POST', `/api/projects/${id}/tasks`, { as: team.member, payload: { title: 'Price card' } });
    await t.request('POST', `/api/projects/${id}/milestones`, { as: team.owner, payload: { title: 'Pilot' } });
    const seen = await detailFor(id, team.stranger);
    expect(seen).toMatchObject({
      _id: id,
      owner: { id: team.owner.user.id, name: team.owner.user.name, bio: null },
      teamSize: 2,
      members: [{ user: { id: team.member.user.id }, role: 'Member', skills: ['React', 'Tailwind'] }],
      tasks: [{ title: 'Price card', status: 'Todo' }],
      milestones: [{ title: 'Pilot', completed: false }],
      progress: { tasksDone: 0, tasksTotal: 1, milestonesDone: 0, milestonesTotal: 1, percent: 0 },
    });
    expect(isTimestamp(seen.members[0]?.joinedAt)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('@example.in');
  });

  it('tells each viewer where they stand, and shows pending join requests to the owner (and the asker theirs)', async () => {
    const team = await buildProjectTeam(t.app);
    const outsider = { isOwner: false, isMember: false, pendingRequest: null };
    const expected: [TestMember | undefined, ProjectDetail['viewer']][] = [
      [team.owner, { isOwner: true, isMember: true, pendingRequest: null }],
      [team.member, { ...outsider, isMember: true }],
      [team.requester, { ...outsider, pendingRequest: { _id: team.requestId, kind: 'request' } }],
      [team.stranger, outsider],
      [undefined, outsider],
    ];
    for (const [viewer, standing] of expected) {
      const seen = await detailFor(team.project._id, viewer);
      expect(seen.viewer).toEqual(standing);
      const ownRequests = viewer === team.requester ? [team.requestId] : [];
      if (viewer !== team.owner) expect(seen.joinRequests.map((request) => request._id)).toEqual(ownRequests);
    }
    expect((await detailFor(team.project._id, team.owner)).joinRequests).toMatchObject([
      { _id: team.requestId, kind: 'request', status: 'Pending', user: { _id: team.requester.user.id } },
    ]);
  });

  it('answers an unknown or malformed project id with 404', async () => {
    const member = await registerMember(t.app);
    for (const id of [randomUUID(), 'not-a-project']) expectRefusal(await detail(id, member), 404, 'projectNotFound');
  });

  it('hides a private project from strangers and anonymous visitors but shows it to members and invitees', async () => {
    const [owner, member, invitee, stranger] = await Promise.all([1, 2, 3, 4].map(() => registerMember(t.app)));
    if (!owner || !member || !invitee || !stranger) throw new Error('members missing');
    const project = await postProject(t.app, owner, { visibility: 'Private' });
    await inviteOntoTeam(t.app, owner, member, project._id);
    const invitation = await t.request('POST', `/api/projects/${project._id}/invitations`, {
      as: owner,
      payload: { email: invitee.user.email },
    });
    for (const viewer of [stranger, undefined])
      expectRefusal(await detail(project._id, viewer), 404, 'projectNotFound');
    expect((await detailFor(project._id, member)).viewer.isMember).toBe(true);
    expect((await detailFor(project._id, invitee)).viewer).toEqual({
      isOwner: false,
      isMember: false,
      pendingRequest: { _id: invitation.json()._id, kind: 'invitation' },
    });
  });
});

describe('creating a project', () => {
  it('answers 201 with the new project and the defaults of the form, and 401 to anonymous visitors', async () => {
    const owner = await registerMember(t.app);
    const response = await t.request('POST', '/api/projects', { as: owner, payload: buildProjectInput() });
    expect(response.statusCode).toBe(201);
    const created = response.json<ProjectDetail>();
    expect(created).toMatchObject({
      _id: expect.any(String),
      difficulty: 'Intermediate',
      maxMembers: 5,
      visibility: 'Public',
      status: 'Planning',
      teamSize: 1,
      members: [],
      owner: { id: owner.user.id },
      viewer: { isOwner: true, isMember: true, pendingRequest: null },
    });
    expect(await detailFor(created._id, owner)).toMatchObject({ title: created.title, status: 'Planning' });
    expectRefusal(await t.request('POST', '/api/projects', { payload: buildProjectInput() }), 401, 'unauthenticated');
  });

  it('names every required field that is missing', async () => {
    const owner = await registerMember(t.app);
    const response = await t.request('POST', '/api/projects', { as: owner, payload: {} });
    expect(response.statusCode).toBe(400);
    const params = response.json().errors.map((error: { param: string }) => error.param);
    expect(params.sort()).toEqual(['category', 'description', 'duration', 'goals', 'skillsNeeded', 'title']);
    const empty = await t.request('POST', '/api/projects', {
      as: owner,
      payload: buildProjectInput({ skillsNeeded: [], goals: '   ' }),
    });
    expect(empty.json().errors).toEqual([
      { param: 'skillsNeeded', msg: MESSAGES.skillsRequired, code: 'skillsRequired' },
      { param: 'goals', msg: MESSAGES.goalsRequired, code: 'goalsRequired' },
    ]);
  });

  it('takes a team of 2 to 20, and any category that editing and the list filter offer, and no other', async () => {
    const owner = await registerMember(t.app);
    const post = (overrides: object) =>
      t.request('POST', '/api/projects', { as: owner, payload: { ...buildProjectInput(), ...overrides } });
    for (const maxMembers of [1, 21]) expectFieldError(await post({ maxMembers }), 'maxMembers', 'createMembersRange');
    for (const maxMembers of [2, 20]) expect((await post({ maxMembers })).json().maxMembers).toBe(maxMembers);
    // One list: a project created in any of the 12 categories is found by the list's filter for it.
    const word = uniqueWord();
    for (const category of PROJECT_CATEGORIES) {
      const created = await post({ category, title: `${category} project ${word}` });
      expect(created.statusCode, created.body).toBe(201);
      expect(await listIds(`search=${word}&category=${encodeURIComponent(category)}`)).toEqual([created.json()._id]);
    }
    expectFieldError(await post({ category: 'Astrology' }), 'category', 'categoryRequired');
  });

  it('takes the dates, the repository and the demo link when creating, as editing does', async () => {
    const owner = await registerMember(t.app);
    const post = (overrides: object) =>
      t.request('POST', '/api/projects', { as: owner, payload: { ...buildProjectInput(), ...overrides } });
    const response = await post({
      startDate: '2025-03-01',
      endDate: '2025-04-30',
      repository: { url: 'https://gitlab.com/asha/mandi', platform: 'GitLab' },
      demoUrl: 'https://mandi.example.in',
    });
    expect(response.statusCode, response.body).toBe(201);
    const expected = {
      startDate: '2025-03-01',
      endDate: '2025-04-30',
      repository: { url: 'https://gitlab.com/asha/mandi', platform: 'GitLab' },
      demoUrl: 'https://mandi.example.in',
    };
    expect(response.json()).toMatchObject(expected);
    expect(await detailFor(response.json()._id)).toMatchObject(expected);
    // Left empty, they are none; the platform defaults to GitHub.
    const bare = await post({ startDate: '', endDate: '', repository: { url: '' }, demoUrl: '' });
    expect(bare.json()).toMatchObject({
      startDate: null,
      endDate: null,
      repository: { url: null, platform: 'GitHub' },
      demoUrl: null,
    });
    expectFieldError(await post({ startDate: '2025-05-01', endDate: '2025-04-01' }), 'endDate', 'endBeforeStart');
    expectFieldError(await post({ repository: { url: 'github dot com' } }), 'repository', 'urlInvalid');
    expectFieldError(await post({ demoUrl: 'javascript:alert(1)' }), 'demoUrl', 'urlInvalid');
    expectFieldError(await post({ startDate: '2025-02-30' }), 'startDate', 'dateInvalid');
  });
});

describe('editing a project', () => {
  it('lets only the owner edit', async () => {
    const team = await buildProjectTeam(t.app);
    const id = team.project._id;
    expect((await edit(id, undefined, { title: 'Taken over' })).statusCode).toBe(401);
    for (const member of [team.stranger, team.member, team.requester]) {
      expectRefusal(await edit(id, member, { title: 'Taken over' }), 403, 'notProjectOwner');
    }
    const response = await edit(id, team.owner, { title: 'Mandi prices, version two', category: 'Blockchain' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Mandi prices, version two', category: 'Blockchain' });
    expect((await detailFor(id, team.stranger)).title).toBe('Mandi prices, version two');
  });

  it('keeps max members between 1 and 50 and never below the current team', async () => {
    const team = await buildProjectTeam(t.app);
    const id = team.project._id;
    for (const maxMembers of [0, 51]) {
      expectFieldError(await edit(id, team.owner, { maxMembers }), 'maxMembers', 'editMembersRange');
    }
    const belowTeam = await edit(id, team.owner, { maxMembers: 1 });
    expect(belowTeam.statusCode).toBe(400);
    expect(belowTeam.json()).toEqual({
      message: MESSAGES.maxMembersBelowTeam,
      code: 'maxMembersBelowTeam',
      errors: [{ param: 'maxMembers', msg: MESSAGES.maxMembersBelowTeam, code: 'maxMembersBelowTeam' }],
    });
    expect((await edit(id, team.owner, { maxMembers: 2 })).json().maxMembers).toBe(2);
    expect((await edit(id, team.owner, { maxMembers: 50 })).json().maxMembers).toBe(50);
  });

  it('takes only URLs for the repository and the demo, and clears them when left empty', async () => {
    const owner = await registerMember(t.app);
    const { _id: id } = await postProject(t.app, owner);
    expectFieldError(await edit(id, owner, { repository: { url: 'github dot com' } }), 'repository', 'urlInvalid');
    expectFieldError(await edit(id, owner, { demoUrl: 'javascript:alert(1)' }), 'demoUrl', 'urlInvalid');
    const good = await edit(id, owner, {
      repository: { url: 'https://github.com/skillsync/mandi', platform: 'GitHub' },
      demoUrl: 'https://mandi.example.in',
    });
    expect(good.json()).toMatchObject({
      repository: { url: 'https://github.com/skillsync/mandi', platform: 'GitHub' },
      demoUrl: 'https://mandi.example.in',
    });
    const cleared = await edit(id, owner, { repository: { url: '' }, demoUrl: '' });
    expect(cleared.json()).toMatchObject({ repository: { url: null }, demoUrl: null });
  });

  it('stores empty dates as none and refuses an end before the start', async () => {
    const owner = await registerMember(t.app);
    const { _id: id } = await postProject(t.app, owner);
    const dated = await edit(id, owner, { startDate: '2025-03-01', endDate: '2025-04-30' });
    expect(dated.json()).toMatchObject({ startDate: '2025-03-01', endDate: '2025-04-30' });
    const backwards = await edit(id, owner, { startDate: '2025-05-01', endDate: '2025-04-01' });
    expectFieldError(backwards, 'endDate', 'endBeforeStart');
    // Only the end sent, before the start already stored.
    expectFieldError(await edit(id, owner, { endDate: '2025-02-01' }), 'endDate', 'endBeforeStart');
    const cleared = await edit(id, owner, { startDate: '', endDate: '' });
    expect(cleared.json()).toMatchObject({ startDate: null, endDate: null });
    expect(await detailFor(id, owner)).toMatchObject({ startDate: null, endDate: null });
  });

  it("refuses 'Completed' as a status, and any status change once the project is completed", async () => {
    const owner = await registerMember(t.app);
    const { _id: id } = await postProject(t.app, owner);
    const completed = await edit(id, owner, { status: 'Completed' });
    expect(completed.statusCode).toBe(400);
    expect(completed.json().errors[0].param).toBe('status');
    expect((await detailFor(id, owner)).status).toBe('Planning');
    expect((await edit(id, owner, { status: 'On Hold' })).json().status).toBe('On Hold');
    await complete(id, owner);
    expectRefusal(await edit(id, owner, { status: 'Active' }), 409, 'projectClosed');
    expect((await detailFor(id, owner)).status).toBe('Completed');
  });
});

describe('deleting a project', () => {
  it('lets only the owner delete, after which the project is gone', async () => {
    const team = await buildProjectTeam(t.app);
    const remove = (as?: TestMember) => t.request('DELETE', `/api/projects/${team.project._id}`, { as });
    expect((await remove()).statusCode).toBe(401);
    for (const member of [team.stranger, team.member, team.requester]) {
      expectRefusal(await remove(member), 403, 'notProjectOwner');
    }
    const response = await remove(team.owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.projectDeleted });
    expect((await detail(team.project._id, team.owner)).statusCode).toBe(404);
    expect((await remove(team.owner)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/projects/user/joined', { as: team.member })).json().projects).toEqual([]);
  });

  it('keeps a completed project', async () => {
    const owner = await registerMember(t.app);
    const project = await postProject(t.app, owner);
    await complete(project._id, owner);
    const response = await t.request('DELETE', `/api/projects/${project._id}`, { as: owner });
    expectRefusal(response, 409, 'completedProjectUndeletable');
    expect((await detail(project._id, owner)).statusCode).toBe(200);
  });
});

describe("a member's own projects", () => {
  it('lists the projects a member owns, private ones too, newest first', async () => {
    const owner = await registerMember(t.app);
    const first = await postProject(t.app, owner);
    const second = await postProject(t.app, owner, { visibility: 'Private' });
    const owned = await t.request('GET', '/api/projects/user/owned', { as: owner });
    expect(owned.json<ProjectList>().projects.map((project) => project._id)).toEqual([second._id, first._id]);
    expect((await t.request('GET', '/api/projects/user/owned')).statusCode).toBe(401);
  });

  it('lists the teams a member joined with their role and join date, not the ones they own', async () => {
    const team = await buildProjectTeam(t.app);
    const joined = await t.request('GET', '/api/projects/user/joined', { as: team.member });
    const { projects } = joined.json<ProjectMembershipList>();
    expect(projects).toMatchObject([
      { _id: team.project._id, membership: { role: 'Member' }, members: [{ user: { id: team.member.user.id } }] },
    ]);
    expect(isTimestamp(projects[0]?.membership.joinedAt)).toBe(true);
    for (const outsider of [team.owner, team.requester]) {
      expect((await t.request('GET', '/api/projects/user/joined', { as: outsider })).json().projects).toEqual([]);
    }
    expect((await t.request('GET', '/api/projects/user/joined')).statusCode).toBe(401);
  });
});

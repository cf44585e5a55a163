import { MESSAGES, PROJECT_CATEGORIES, type ProjectDetail } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectFieldError, expectOwnerOnly, expectRefusal } from '../../test/expectations.ts';
import { projectCalls } from '../../test/project-calls.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const { listIds, detail, detailFor, edit, complete } = projectCalls(t);

describe('creating a project', () => {
  it('answers 201 with the new project and the defaults of the form, and 401 to anonymous visitors', async () => {
    const owner = await build.registerMember();
    const response = await t.request('POST', '/api/projects', { as: owner, payload: build.buildProjectInput() });
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
    expectRefusal(
      await t.request('POST', '/api/projects', { payload: build.buildProjectInput() }),
      401,
      'unauthenticated',
    );
  });

  it('names every required field that is missing', async () => {
    const owner = await build.registerMember();
    const response = await t.request('POST', '/api/projects', { as: owner, payload: {} });
    expect(response.statusCode).toBe(400);
    const params = response.json().errors.map((error: { param: string }) => error.param);
    expect(params.sort()).toEqual(['category', 'description', 'duration', 'goals', 'skillsNeeded', 'title']);
    const empty = await t.request('POST', '/api/projects', {
      as: owner,
      payload: build.buildProjectInput({ skillsNeeded: [], goals: '   ' }),
    });
    expect(empty.json().errors).toEqual([
      { param: 'skillsNeeded', msg: MESSAGES.skillsRequired, code: 'skillsRequired' },
      { param: 'goals', msg: MESSAGES.goalsRequired, code: 'goalsRequired' },
    ]);
  });

  it('takes a team of 2 to 20, and any category that editing and the list filter offer, and no other', async () => {
    // Starts more projects than a new account may in a day.
    const owner = await build.establish(await build.registerMember());
    const post = (overrides: object) =>
      t.request('POST', '/api/projects', { as: owner, payload: { ...build.buildProjectInput(), ...overrides } });
    for (const maxMembers of [1, 21]) expectFieldError(await post({ maxMembers }), 'maxMembers', 'createMembersRange');
    for (const maxMembers of [2, 20]) expect((await post({ maxMembers })).json().maxMembers).toBe(maxMembers);
    // One list: a project created in any of the 12 categories is found by the list's filter for it.
    const word = build.uniqueWord();
    for (const category of PROJECT_CATEGORIES) {
      const created = await post({ category, title: `${category} project ${word}` });
      expect(created.statusCode, created.body).toBe(201);
      expect(await listIds(`search=${word}&category=${encodeURIComponent(category)}`)).toEqual([created.json()._id]);
    }
    expectFieldError(await post({ category: 'Astrology' }), 'category', 'categoryRequired');
  });

  it('takes the dates, the repository and the demo link when creating, as editing does', async () => {
    // Links, which an account on its first day cannot post.
    const owner = await build.establish(await build.registerMember());
    const post = (overrides: object) =>
      t.request('POST', '/api/projects', { as: owner, payload: { ...build.buildProjectInput(), ...overrides } });
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
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    await expectOwnerOnly(team, (as) => edit(id, as, { title: 'Taken over' }));
    const response = await edit(id, team.owner, { title: 'Mandi prices, version two', category: 'Blockchain' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Mandi prices, version two', category: 'Blockchain' });
    expect((await detailFor(id, team.stranger)).title).toBe('Mandi prices, version two');
  });

  it('keeps max members between 1 and 50 and never below the current team', async () => {
    const team = await build.buildProjectTeam();
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
    // Links, which an account on its first day cannot post.
    const owner = await build.establish(await build.registerMember());
    const { _id: id } = await build.postProject(owner);
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
    const owner = await build.registerMember();
    const { _id: id } = await build.postProject(owner);
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
    const owner = await build.registerMember();
    const { _id: id } = await build.postProject(owner);
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
    const team = await build.buildProjectTeam();
    const remove = (as?: TestMember) => t.request('DELETE', `/api/projects/${team.project._id}`, { as });
    await expectOwnerOnly(team, remove);
    const response = await remove(team.owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.projectDeleted });
    expect((await detail(team.project._id, team.owner)).statusCode).toBe(404);
    expect((await remove(team.owner)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/projects/user/joined', { as: team.member })).json().projects).toEqual([]);
  });

  it('keeps a completed project', async () => {
    const owner = await build.registerMember();
    const project = await build.postProject(owner);
    await complete(project._id, owner);
    const response = await t.request('DELETE', `/api/projects/${project._id}`, { as: owner });
    expectRefusal(response, 409, 'completedProjectUndeletable');
    expect((await detail(project._id, owner)).statusCode).toBe(200);
  });
});

/** Finding projects: the projects list, a project's page, and a member's own and joined projects. */
import { randomUUID } from 'node:crypto';
import type {
  JoinRequest,
  JoinRequestList,
  Milestone,
  ProjectDetail,
  ProjectList,
  ProjectMembershipList,
  Task,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { pageQuery, walkPages } from '../../test/pages.ts';
import { projectCalls } from '../../test/project-calls.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const { listPage, listIds, detail, detailFor, edit, complete } = projectCalls(t);

describe('the projects list', () => {
  it('filters by category, difficulty, status and the words of title or description', async () => {
    const [owner, viewer] = await Promise.all([build.registerMember(), build.registerMember()]);
    const word = build.uniqueWord();
    const solar = await build.postProject(owner, {
      title: `Solar ${word} pump monitor`,
      category: 'AI/ML',
      difficulty: 'Beginner',
    });
    const sensor = await build.postProject(owner, { title: `Soil ${word} sensor`, category: 'IoT' });
    const active = await build.postProject(owner, {
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
    const [owner, viewer] = await Promise.all([build.registerMember(), build.registerMember()]);
    const word = build.uniqueWord();
    const under = await build.postProject(owner, { title: `Ongoing ${word}` });
    const done = await build.postProject(owner, { title: `Finished ${word}` });
    const dropped = await build.postProject(owner, { title: `Dropped ${word}` });
    expect((await complete(done._id, owner)).statusCode).toBe(200);
    expect((await edit(dropped._id, owner, { status: 'Cancelled' })).statusCode).toBe(200);
    expect(await listIds(`search=${word}`, viewer)).toEqual([under._id]);
    expect(await listIds(`search=${word}&status=Completed`, viewer)).toEqual([done._id]);
    expect(await listIds(`search=${word}&status=cancelled`, viewer)).toEqual([dropped._id]);
  });

  it("leaves out the viewer's own projects and shows public ones to anonymous visitors", async () => {
    const [owner, viewer] = await Promise.all([build.registerMember(), build.registerMember()]);
    const word = build.uniqueWord();
    const project = await build.postProject(owner, { title: `Mine ${word}` });
    expect(await listIds(`search=${word}`, owner)).toEqual([]);
    expect(await listIds(`search=${word}`, viewer)).toEqual([project._id]);
    const anonymous = await listPage(`search=${word}`);
    expect(anonymous.projects).toMatchObject([{ _id: project._id, owner: { id: owner.user.id }, teamSize: 1 }]);
  });

  it('lists a private project for its members only', async () => {
    const [owner, member, stranger] = await Promise.all([1, 2, 3].map(() => build.registerMember()));
    if (!owner || !member || !stranger) throw new Error('members missing');
    const word = build.uniqueWord();
    const hidden = await build.postProject(owner, { title: `Hidden ${word}`, visibility: 'Private' });
    await build.inviteOntoTeam(owner, member, hidden._id);
    expect(await listIds(`search=${word}`, stranger)).toEqual([]);
    expect(await listIds(`search=${word}`)).toEqual([]);
    expect(await listIds(`search=${word}`, member)).toEqual([hidden._id]);
  });

  it('pages with limit and cursor, newest first, each project exactly once', async () => {
    const [owner, viewer] = await Promise.all([build.registerMember(), build.registerMember()]);
    // Starts more projects than a new account may in a day.
    await build.establish(owner);
    const word = build.uniqueWord();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await build.postProject(owner, { title: `Paged ${word} ${i}` }))._id);
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
    const team = await build.buildProjectTeam();
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

  it('shows the board, milestones, team and pending requests together, with the dates each was given', async () => {
    const team = await build.buildProjectTeam();
    const [id, owner, invitee] = [team.project._id, team.owner, await build.registerMember()];
    const post = async <T>(path: string, as: TestMember, payload: object) =>
      (await t.request('POST', `/api/projects/${id}/${path}`, { as, payload })).json<T>();
    const first = await post<Task>('tasks', team.member, { title: 'Price card', assignedTo: team.member.user.id });
    // Moved by the app's clock (to the millisecond), created by the database's (to the microsecond).
    const moved = await t.request('PUT', `/api/projects/${id}/tasks/${first._id}`, {
      as: owner,
      payload: { status: 'Done', dueDate: '2025-06-30' },
    });
    const second = await post<Task>('tasks', owner, { title: 'Survey farmers' });
    const reached = await post<Milestone>('milestones', owner, {
      title: 'Pilot',
      dueDate: '2025-07-15',
      completed: true,
    });
    const open = await post<Milestone>('milestones', owner, { title: 'Launch' });
    const invitation = await post<JoinRequest>('invitations', owner, { email: invitee.user.email });
    const seen = await detailFor(id, owner);
    expect(seen.tasks).toEqual([moved.json<Task>(), second]);
    expect(seen.milestones).toEqual([reached, open]);
    expect(isTimestamp(reached.completedAt)).toBe(true);
    // The same moments as the lists that read them straight from their columns.
    const joined = await t.request('GET', '/api/projects/user/joined', { as: team.member });
    const [membership] = joined.json<ProjectMembershipList>().projects;
    expect(seen.members.map((member) => member.joinedAt)).toEqual([membership?.membership.joinedAt]);
    const received = await t.request('GET', '/api/projects/join-requests/received', { as: owner });
    const request = received.json<JoinRequestList>().requests.find((row) => row._id === team.requestId);
    expect(seen.joinRequests).toEqual([request, invitation]);
  });

  it('tells each viewer where they stand, and shows pending join requests to the owner (and the asker theirs)', async () => {
    const team = await build.buildProjectTeam();
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
    const member = await build.registerMember();
    for (const id of [randomUUID(), 'not-a-project']) expectRefusal(await detail(id, member), 404, 'projectNotFound');
  });

  it('hides a private project from strangers and anonymous visitors but shows it to members and invitees', async () => {
    const [owner, member, invitee, stranger] = await Promise.all([1, 2, 3, 4].map(() => build.registerMember()));
    if (!owner || !member || !invitee || !stranger) throw new Error('members missing');
    const project = await build.postProject(owner, { visibility: 'Private' });
    await build.inviteOntoTeam(owner, member, project._id);
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

describe("a member's own projects", () => {
  it('lists the projects a member owns, private ones too, newest first', async () => {
    const owner = await build.registerMember();
    const first = await build.postProject(owner);
    const second = await build.postProject(owner, { visibility: 'Private' });
    const owned = await t.request('GET', '/api/projects/user/owned', { as: owner });
    expect(owned.json<ProjectList>().projects.map((project) => project._id)).toEqual([second._id, first._id]);
    expect((await t.request('GET', '/api/projects/user/owned')).statusCode).toBe(401);
  });

  it('lists the teams a member joined with their role and join date, not the ones they own', async () => {
    const team = await build.buildProjectTeam();
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

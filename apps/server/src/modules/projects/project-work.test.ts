import { randomUUID } from 'node:crypto';
import {
  type ChatMessageList,
  type ProjectDetail,
  REPUTATION_DAILY_MAX,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectFieldError, expectOwnerOnly, expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { pageQuery, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const addTask = (projectId: string, as: TestMember | undefined, payload: object) =>
  t.request('POST', `/api/projects/${projectId}/tasks`, { as, payload });
const changeTask = (projectId: string, taskId: string, as: TestMember | undefined, payload: object) =>
  t.request('PUT', `/api/projects/${projectId}/tasks/${taskId}`, { as, payload });
const removeTask = (projectId: string, taskId: string, as?: TestMember) =>
  t.request('DELETE', `/api/projects/${projectId}/tasks/${taskId}`, { as });
const addMilestone = (projectId: string, as: TestMember | undefined, payload: object) =>
  t.request('POST', `/api/projects/${projectId}/milestones`, { as, payload });
const changeMilestone = (projectId: string, milestoneId: string, as: TestMember | undefined, payload: object) =>
  t.request('PUT', `/api/projects/${projectId}/milestones/${milestoneId}`, { as, payload });
const say = (projectId: string, as: TestMember | undefined, content?: string) =>
  t.request('POST', `/api/projects/${projectId}/messages`, { as, payload: content === undefined ? {} : { content } });
const chat = (projectId: string, as?: TestMember, query = '') =>
  t.request('GET', `/api/projects/${projectId}/messages?${query}`, { as });
const complete = (projectId: string, as?: TestMember, payload: object = {}) =>
  t.request('PUT', `/api/projects/${projectId}/complete`, { as, payload });
const detailFor = async (projectId: string, as?: TestMember) =>
  (await t.request('GET', `/api/projects/${projectId}`, { as })).json<ProjectDetail>();
const reputationOf = async (member: TestMember) =>
  (await t.request('GET', '/api/auth/me', { as: member })).json().reputation.score;

describe('the task board', () => {
  it('lets members and the owner add tasks, Todo and Medium priority unless chosen', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const plain = await addTask(id, team.member, { title: '  Design the price card ' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      _id: expect.any(String),
      title: 'Design the price card',
      description: null,
      status: 'Todo',
      priority: 'Medium',
      assignedTo: null,
      dueDate: null,
    });
    const chosen = await addTask(id, team.owner, {
      title: 'Set up the database',
      assignedTo: team.owner.user.id,
      priority: 'High',
      dueDate: '2024-02-29',
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ assignedTo: { id: team.owner.user.id }, priority: 'High' });
    expect((await detailFor(id)).tasks).toMatchObject([{ title: 'Design the price card' }, { dueDate: '2024-02-29' }]);
  });

  it('changes status, assignee and due date, and deletes a task', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const task = (await addTask(id, team.owner, { title: 'Collect mandi prices' })).json();
    const changed = await changeTask(id, task._id, team.member, {
      status: 'In Progress',
      assignedTo: team.member.user.id,
      dueDate: '2025-06-01',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'In Progress', assignedTo: { id: team.member.user.id } });
    const cleared = await changeTask(id, task._id, team.owner, { assignedTo: null, dueDate: '' });
    expect(cleared.json()).toMatchObject({ status: 'In Progress', assignedTo: null, dueDate: null });
    const removed = await removeTask(id, task._id, team.member);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Task deleted' });
    expect((await detailFor(id)).tasks).toEqual([]);
    expectRefusal(await removeTask(id, task._id, team.member), 404, 'taskNotFound');
  });

  it('keeps the board to the team', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const task = (await addTask(id, team.member, { title: 'Keep me' })).json();
    expect((await addTask(id, undefined, { title: 'Nope' })).statusCode).toBe(401);
    expect((await changeTask(id, task._id, undefined, { status: 'Done' })).statusCode).toBe(401);
    expect((await removeTask(id, task._id)).statusCode).toBe(401);
    for (const outsider of [team.stranger, team.requester]) {
      expectRefusal(await addTask(id, outsider, { title: 'Nope' }), 403, 'notProjectMember');
      expectRefusal(await changeTask(id, task._id, outsider, { status: 'Done' }), 403, 'notProjectMember');
      expectRefusal(await removeTask(id, task._id, outsider), 403, 'notProjectMember');
    }
    expect((await detailFor(id)).tasks).toMatchObject([{ _id: task._id, title: 'Keep me', status: 'Todo' }]);
  });

  it('assigns tasks only to people on the team', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const task = (await addTask(id, team.member, { title: 'Translate to Marathi' })).json();
    for (const assignedTo of [team.requester.user.id, team.stranger.user.id, randomUUID(), 'not-an-id']) {
      expectFieldError(
        await addTask(id, team.member, { title: 'Outsourced', assignedTo }),
        'assignedTo',
        'assigneeNotMember',
      );
      expectFieldError(await changeTask(id, task._id, team.owner, { assignedTo }), 'assignedTo', 'assigneeNotMember');
    }
    expect((await detailFor(id)).tasks).toMatchObject([{ title: 'Translate to Marathi', assignedTo: null }]);
  });

  it('answers a task of another project, or an unknown one, with 404', async () => {
    const [first, second] = [await build.buildProjectTeam(), await build.buildProjectTeam()];
    const foreign = (await addTask(second.project._id, second.owner, { title: 'Not yours' })).json();
    for (const taskId of [foreign._id, randomUUID(), 'not-a-task']) {
      expectRefusal(await changeTask(first.project._id, taskId, first.owner, { status: 'Done' }), 404, 'taskNotFound');
      expectRefusal(await removeTask(first.project._id, taskId, first.owner), 404, 'taskNotFound');
    }
    expect((await detailFor(second.project._id)).tasks).toMatchObject([{ _id: foreign._id, status: 'Todo' }]);
  });

  it('refuses a due date that does not exist', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const task = (await addTask(id, team.member, { title: 'Print posters' })).json();
    for (const dueDate of ['2025-02-30', '2025-13-01', '01/03/2025']) {
      expectFieldError(await addTask(id, team.member, { title: 'Posters', dueDate }), 'dueDate', 'dateInvalid');
      expectFieldError(await changeTask(id, task._id, team.member, { dueDate }), 'dueDate', 'dateInvalid');
    }
  });

  it('moves the progress as tasks reach Done', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const first = (await addTask(id, team.member, { title: 'Survey farmers' })).json();
    await addTask(id, team.member, { title: 'Build the SMS bot' });
    expect((await detailFor(id)).progress).toMatchObject({ tasksDone: 0, tasksTotal: 2, percent: 0 });
    await changeTask(id, first._id, team.member, { status: 'Done' });
    expect((await detailFor(id)).progress).toMatchObject({ tasksDone: 1, tasksTotal: 2, percent: 50 });
    await changeTask(id, first._id, team.member, { status: 'Review' });
    expect((await detailFor(id)).progress).toMatchObject({ tasksDone: 0, percent: 0 });
  });
});

describe('milestones', () => {
  it('lets only the owner set, change and delete milestones', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    await expectOwnerOnly(team, (as) => addMilestone(id, as, { title: 'Pilot' }));
    const created = await addMilestone(id, team.owner, { title: 'Pilot in Nashik', dueDate: '2025-09-01' });
    expect(created.statusCode).toBe(201);
    const milestone = created.json();
    expect(milestone).toMatchObject({ dueDate: '2025-09-01', completed: false, completedAt: null });
    const url = `/api/projects/${id}/milestones/${milestone._id}`;
    expectRefusal(await changeMilestone(id, milestone._id, team.member, { completed: true }), 403, 'notProjectOwner');
    expectRefusal(await t.request('DELETE', url, { as: team.member }), 403, 'notProjectOwner');
    expect((await t.request('DELETE', url, { as: team.owner })).json()).toEqual({ message: 'Milestone deleted' });
    expectRefusal(await t.request('DELETE', url, { as: team.owner }), 404, 'milestoneNotFound');
  });

  it('records when a milestone is reached, clears it on reopening, and counts it in the progress', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    await addTask(id, team.member, { title: 'Survey farmers' });
    const milestone = (await addMilestone(id, team.owner, { title: 'First village live' })).json();
    const reached = (await changeMilestone(id, milestone._id, team.owner, { completed: true })).json();
    expect(reached.completed).toBe(true);
    expect(isTimestamp(reached.completedAt)).toBe(true);
    expect((await detailFor(id)).progress).toMatchObject({ milestonesDone: 1, milestonesTotal: 1, percent: 50 });
    // Saving it again, reached, keeps the moment it was reached.
    const saved = await changeMilestone(id, milestone._id, team.owner, {
      title: 'First village live!',
      completed: true,
    });
    expect(saved.json().completedAt).toBe(reached.completedAt);
    const reopened = await changeMilestone(id, milestone._id, team.owner, { completed: false });
    expect(reopened.json()).toMatchObject({ completed: false, completedAt: null });
    expect((await detailFor(id)).progress).toMatchObject({ milestonesDone: 0, percent: 0 });
    // One created as reached records when, too.
    const born = (await addMilestone(id, team.owner, { title: 'Kick-off', completed: true })).json();
    expect(isTimestamp(born.completedAt)).toBe(true);
  });
});

describe('the team chat', () => {
  it('is open to the team only', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    expect((await say(id, undefined, 'Hi')).statusCode).toBe(401);
    expect((await chat(id)).statusCode).toBe(401);
    for (const outsider of [team.stranger, team.requester]) {
      expectRefusal(await say(id, outsider, 'Hi'), 403, 'notProjectMember');
      expectRefusal(await chat(id, outsider), 403, 'notProjectMember');
    }
    expect((await say(id, team.member, 'Hi')).statusCode).toBe(201);
    expect((await say(id, team.owner, 'Welcome')).statusCode).toBe(201);
    const [owner, member, stranger] = [await build.registerMember(), await build.registerMember(), team.stranger];
    const hidden = await build.postProject(owner, { visibility: 'Private' });
    await build.inviteOntoTeam(owner, member, hidden._id);
    expectRefusal(await say(hidden._id, stranger, 'Hi'), 404, 'projectNotFound');
    expectRefusal(await chat(hidden._id, stranger), 404, 'projectNotFound');
    expect((await say(hidden._id, member, 'Hi')).statusCode).toBe(201);
  });

  it('refuses an empty message and stores a message trimmed', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    for (const content of ['', '   \n ', undefined]) {
      expectFieldError(await say(id, team.member, content), 'content', 'messageRequired');
    }
    const sent = await say(id, team.member, '  Prices for Lasalgaon are in  ');
    expect(sent.json()).toMatchObject({ content: 'Prices for Lasalgaon are in', sender: { _id: team.member.user.id } });
    const list = (await chat(id, team.owner)).json<ChatMessageList>();
    expect(list.messages.map((message) => message.content)).toEqual(['Prices for Lasalgaon are in']);
  });

  it('lists messages newest first, a page at a time', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const contents = ['one', 'two', 'three', 'four', 'five'];
    for (const [i, content] of contents.entries()) await say(id, i % 2 ? team.owner : team.member, content);
    const pages = await walkPages(async (cursor) =>
      (await chat(id, team.member, pageQuery(2, cursor))).json<ChatMessageList>(),
    );
    expect(pages.map((page) => page.messages.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.messages.map((message) => message.content))).toEqual([...contents].reverse());
  });
});

describe('completing a project', () => {
  it('lets only the owner complete it', async () => {
    const team = await build.buildProjectTeam();
    await expectOwnerOnly(team, (as) => complete(team.project._id, as));
    expect((await detailFor(team.project._id)).status).toBe('Planning');
  });

  it('awards +15 to the owner and +10 to each acknowledged member, once', async () => {
    const team = await build.buildProjectTeam();
    const [second, unthanked] = [await build.registerMember(), await build.registerMember()];
    await build.joinTeam(team.owner, second, team.project._id);
    await build.joinTeam(team.owner, unthanked, team.project._id);
    const body = {
      completionNotes: 'Live in 3 villages',
      acknowledgedCollaborators: [team.member.user.id, second.user.id],
    };
    const response = await complete(team.project._id, team.owner, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Completed',
      completionNotes: 'Live in 3 villages',
      progress: { tasksDone: 0, tasksTotal: 0, milestonesDone: 0, milestonesTotal: 0, percent: 0 },
    });
    expect(isTimestamp(response.json().completedAt)).toBe(true);
    const scores = async () => Promise.all([team.owner, team.member, second, unthanked].map(reputationOf));
    const awarded = [REPUTATION_FOR_COMPLETER, REPUTATION_FOR_COLLABORATOR, REPUTATION_FOR_COLLABORATOR, 0];
    expect(await scores()).toEqual(awarded);
    expectRefusal(await complete(team.project._id, team.owner, body), 409, 'projectAlreadyCompleted');
    expect(await scores()).toEqual(awarded);
  });

  it('credits only people really on the team, and each of them once', async () => {
    const team = await build.buildProjectTeam();
    const outsiders = [team.requester, team.stranger, team.owner].map((member) => member.user.id);
    const member = team.member.user.id;
    const acknowledgedCollaborators = [...outsiders, randomUUID(), 'not-an-id', member, member];
    expect((await complete(team.project._id, team.owner, { acknowledgedCollaborators })).statusCode).toBe(200);
    const scores = await Promise.all([team.owner, team.member, team.requester, team.stranger].map(reputationOf));
    expect(scores).toEqual([REPUTATION_FOR_COMPLETER, REPUTATION_FOR_COLLABORATOR, 0, 0]);
  });

  it('keeps the progress truthful once completed with work still open: 1 of 3 tasks done is 25%, not 100%', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const tasks = [];
    for (const title of ['Survey farmers', 'Build the SMS bot', 'Pilot in one village']) {
      tasks.push((await addTask(id, team.member, { title })).json());
    }
    await changeTask(id, tasks[0]._id, team.member, { status: 'Done' });
    await addMilestone(id, team.owner, { title: 'Launch' });
    const completed = await complete(id, team.owner);
    expect(completed.statusCode).toBe(200);
    const progress = { tasksDone: 1, tasksTotal: 3, milestonesDone: 0, milestonesTotal: 1, percent: 25 };
    expect(completed.json()).toMatchObject({ status: 'Completed', progress });
    // Everyone reads the same figures afterwards, the owner and a visitor alike.
    expect((await detailFor(id, team.owner)).progress).toEqual(progress);
    expect((await detailFor(id)).progress).toEqual(progress);
  });

  it('closes the team and its work once completed', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const task = (await addTask(id, team.member, { title: 'Last task' })).json();
    const milestone = (await addMilestone(id, team.owner, { title: 'Launch' })).json();
    expect((await complete(id, team.owner)).statusCode).toBe(200);
    const newcomer = await build.registerMember();
    const refused = [
      await addTask(id, team.member, { title: 'Too late' }),
      await changeTask(id, task._id, team.member, { status: 'Done' }),
      await removeTask(id, task._id, team.member),
      await addMilestone(id, team.owner, { title: 'Too late' }),
      await changeMilestone(id, milestone._id, team.owner, { completed: true }),
      await t.request('DELETE', `/api/projects/${id}/milestones/${milestone._id}`, { as: team.owner }),
      await t.request('POST', `/api/projects/${id}/join`, { as: team.stranger, payload: {} }),
      await t.request('PUT', `/api/projects/${id}/join-requests/${team.requestId}`, {
        as: team.owner,
        payload: { action: 'accept' },
      }),
      await t.request('POST', `/api/projects/${id}/invitations`, {
        as: team.owner,
        payload: { email: newcomer.user.email },
      }),
    ];
    for (const response of refused) expectRefusal(response, 409, 'projectClosed');
    expect(await detailFor(id, team.owner)).toMatchObject({
      teamSize: 2,
      tasks: [{ _id: task._id, status: 'Todo' }],
      milestones: [{ _id: milestone._id, completed: false }],
    });
  });
});

describe('reputation limits shared with problems', () => {
  /** The owner posts a problem, takes the helper on its team and completes it crediting them. */
  async function completeProblemWith(owner: TestMember, helper?: TestMember) {
    const problem = await build.postProblem(owner);
    if (helper) {
      const asked = await t.request('POST', `/api/problems/${problem._id}/collaborate`, { as: helper });
      await t.request('PUT', `/api/collaboration-requests/${asked.json()._id}/respond`, {
        as: owner,
        payload: { status: 'accepted' },
      });
    }
    const acknowledgedCollaborators = helper ? [helper.user.id] : [];
    const done = await t.request('PUT', `/api/problems/${problem._id}/complete`, {
      as: owner,
      payload: { acknowledgedCollaborators },
    });
    expect(done.statusCode).toBe(200);
  }

  /** The owner creates a project, takes the helper on its team and completes it crediting them. */
  async function completeProjectWith(owner: TestMember, helper: TestMember) {
    const project = await build.postProject(owner);
    await build.joinTeam(owner, helper, project._id);
    const done = await complete(project._id, owner, { acknowledgedCollaborators: [helper.user.id] });
    expect(done.statusCode).toBe(200);
  }

  it('credits a member once in 30 days from the same owner, whether for a problem or a project', async () => {
    const [owner, helper] = [await build.registerMember(), await build.registerMember()];
    await completeProblemWith(owner, helper);
    await completeProjectWith(owner, helper);
    expect(await reputationOf(helper)).toBe(REPUTATION_FOR_COLLABORATOR);
    expect(await reputationOf(owner)).toBe(2 * REPUTATION_FOR_COMPLETER);
    // Another owner's project is a different pair: it counts.
    await completeProjectWith(await build.registerMember(), helper);
    expect(await reputationOf(helper)).toBe(2 * REPUTATION_FOR_COLLABORATOR);
  });

  it('counts project awards against the daily limit that problems used up', async () => {
    // 00:10 in India (18:40 UTC): the whole India day is ahead, whatever the machine's time or zone.
    t.advanceClockToNext(18, 40);
    const [owner, helper] = [await build.registerMember(), await build.registerMember()];
    for (let i = 0; i < 3; i += 1) await completeProblemWith(owner);
    expect(await reputationOf(owner)).toBe(REPUTATION_DAILY_MAX);
    await completeProjectWith(owner, helper);
    expect(await reputationOf(owner)).toBe(REPUTATION_DAILY_MAX);
    expect(await reputationOf(helper)).toBe(REPUTATION_FOR_COLLABORATOR);
  });
});

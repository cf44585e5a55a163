import { randomUUID } from 'node:crypto';
import { MESSAGES, type Notification, type NotificationList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { challengeCalls, challengeContests } from '../../test/challenge-calls.ts';
import { pageQuery, TAMPERED_CURSOR, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';
import { remindDeadlines } from '../challenges/index.ts';

const t = useTestApp();
const build = buildersFor(t);
const { judge, stageContest } = challengeContests(t);
const challenges = challengeCalls(t);

async function listOf(member: TestMember, query = '') {
  const response = await t.request('GET', `/api/notifications?${query}`, { as: member });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>();
}
const notificationsOf = async (member: TestMember) => (await listOf(member)).notifications;
/** The member's notifications as `kind subject-title`, newest first: what the list shows at a glance. */
const kindsOf = async (member: TestMember) => (await notificationsOf(member)).map((entry) => entry.kind);
const unreadOf = async (member: TestMember) =>
  (await t.request('GET', '/api/notifications/unread', { as: member })).json<{ unread: number }>().unread;
const support = (problemId: string, member: TestMember) =>
  t.request('POST', `/api/problems/${problemId}/support`, { as: member });
const only = (entries: Notification[], kind: Notification['kind']) => entries.filter((entry) => entry.kind === kind);

describe('notifications about problems', () => {
  it('gathers supporters of one problem in one entry, each member counted once', async () => {
    const author = await build.registerMember();
    const problem = await build.postProblem(author, { title: 'Buses in Pune run without timetables' });
    const [asha, ravi, meera] = await Promise.all([
      build.registerMember({ name: 'Asha Rao' }),
      build.registerMember(),
      build.registerMember(),
    ]);
    for (const supporter of [ravi, meera, asha]) expect((await support(problem._id, supporter)).statusCode).toBe(200);
    // Asha withdraws and supports again: still three people.
    await support(problem._id, asha);
    await support(problem._id, asha);
    const [entry, ...rest] = only(await notificationsOf(author), 'problem-supported');
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actor: { _id: asha.user.id, name: 'Asha Rao' },
      othersCount: 2,
      subject: { type: 'problem', _id: problem._id, title: 'Buses in Pune run without timetables' },
      read: false,
    });
    expect(only(await notificationsOf(asha), 'problem-supported')).toEqual([]);
  });

  it('tells the author of a request and the requester of the answer, never either of their own act', async () => {
    const { author, requester, requestId, problem } = await build.buildTeam();
    const asked = only(await notificationsOf(author), 'collaboration-requested');
    // The collaborator's earlier request and the requester's gather in one entry.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ actor: { _id: requester.user.id }, othersCount: 1 });
    const answer = await t.request('PUT', `/api/collaboration-requests/${requestId}/respond`, {
      as: author,
      payload: { status: 'rejected' },
    });
    expect(answer.statusCode).toBe(200);
    expect(only(await notificationsOf(requester), 'collaboration-answered')).toEqual([
      expect.objectContaining({
        detail: { status: 'rejected' },
        subject: expect.objectContaining({ _id: problem._id }),
      }),
    ]);
    expect(only(await notificationsOf(author), 'collaboration-answered')).toEqual([]);
    expect(only(await notificationsOf(requester), 'collaboration-requested')).toEqual([]);
  });

  it('names what a new member earned: their first problem', async () => {
    const member = await build.registerMember();
    await build.postProblem(member);
    expect(only(await notificationsOf(member), 'achievement-earned')).toEqual([
      expect.objectContaining({ actor: null, subject: null, detail: { achievement: 'first-problem' } }),
    ]);
  });
});

describe('notifications about Build Rooms', () => {
  it('tells the owner of requests and answered invitations, and the member of answers, tasks and milestones', async () => {
    const { project, owner, member, requester } = await build.buildProjectTeam();
    expect(only(await notificationsOf(owner), 'join-requested')[0]).toMatchObject({
      actor: { _id: requester.user.id },
      othersCount: 1,
    });
    expect(only(await notificationsOf(member), 'join-answered')[0]).toMatchObject({ detail: { status: 'accepted' } });

    const invitee = await build.registerMember();
    await build.inviteOntoTeam(owner, invitee, project._id);
    expect(only(await notificationsOf(invitee), 'invitation-received')[0]).toMatchObject({
      actor: { _id: owner.user.id },
      subject: { type: 'project', _id: project._id },
    });
    expect(only(await notificationsOf(owner), 'invitation-answered')[0]).toMatchObject({
      actor: { _id: invitee.user.id },
      detail: { status: 'accepted' },
    });

    const task = await t.request('POST', `/api/projects/${project._id}/tasks`, {
      as: owner,
      payload: { title: 'Draw the price chart', assignedTo: member.user.id },
    });
    expect(task.statusCode).toBe(201);
    // Assigning oneself is no news.
    await t.request('POST', `/api/projects/${project._id}/tasks`, {
      as: member,
      payload: { title: 'Write the copy', assignedTo: member.user.id },
    });
    expect(only(await notificationsOf(member), 'task-assigned')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ _id: owner.user.id }),
        detail: { title: 'Draw the price chart' },
      }),
    ]);

    const milestone = await t.request('POST', `/api/projects/${project._id}/milestones`, {
      as: owner,
      payload: { title: 'First village live' },
    });
    expect(only(await notificationsOf(member), 'milestone-reached')).toEqual([]);
    await t.request('PUT', `/api/projects/${project._id}/milestones/${milestone.json()._id}`, {
      as: owner,
      payload: { completed: true },
    });
    for (const teammate of [member, invitee]) {
      expect(only(await notificationsOf(teammate), 'milestone-reached')).toEqual([
        expect.objectContaining({ detail: { title: 'First village live' } }),
      ]);
    }
    expect(only(await notificationsOf(owner), 'milestone-reached')).toEqual([]);
  });

  it('tells the credited teammates what completing the work earned them', async () => {
    const { project, owner, member } = await build.buildProjectTeam();
    const completed = await t.request('PUT', `/api/projects/${project._id}/complete`, {
      as: owner,
      payload: { acknowledgedCollaborators: [member.user.id] },
    });
    expect(completed.statusCode).toBe(200);
    expect(only(await notificationsOf(member), 'work-completed')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ _id: owner.user.id }), detail: { points: 10 } }),
    ]);
  });

  it('keeps what a removed member can no longer see from them, and tells them they were removed', async () => {
    const owner = await build.registerMember();
    const member = await build.registerMember();
    const project = await build.postProject(owner, { visibility: 'Private', title: 'A quiet pilot' });
    await build.inviteOntoTeam(owner, member, project._id);
    await t.request('POST', `/api/projects/${project._id}/tasks`, {
      as: owner,
      payload: { title: 'Call the panchayat', assignedTo: member.user.id },
    });
    expect(await kindsOf(member)).toContain('task-assigned');
    const removed = await t.request('DELETE', `/api/projects/${project._id}/members/${member.user.id}`, { as: owner });
    expect(removed.statusCode).toBe(200);
    const entries = await notificationsOf(member);
    expect(entries.map((entry) => entry.kind)).not.toContain('task-assigned');
    expect(entries.map((entry) => entry.kind)).not.toContain('invitation-received');
    expect(only(entries, 'removed-from-team')[0]).toMatchObject({ subject: { title: 'A quiet pilot' } });
    expect(await unreadOf(member)).toBe(entries.filter((entry) => !entry.read).length);
  });
});

describe('notifications about challenges', () => {
  it('tells the host who joined and entered, and every participant the results, a winner with their place', async () => {
    const [host, first, second] = await challenges.register(3);
    if (!host || !first || !second) throw new Error('cast missing');
    const contest = await stageContest(host, [first, second]);
    const hostEntries = await notificationsOf(contest.host);
    expect(only(hostEntries, 'challenge-joined')[0]).toMatchObject({ actor: { _id: second.user.id }, othersCount: 1 });
    expect(only(hostEntries, 'challenge-submitted')[0]).toMatchObject({ othersCount: 1 });
    await judge(contest, [
      [9, 9, 9],
      [0, 0, 0],
    ]);
    const [winner, other] = contest.entrants;
    if (!winner || !other) throw new Error('entrants missing');
    expect(only(await notificationsOf(winner), 'challenge-results')[0]).toMatchObject({
      detail: { place: 1, points: 25 },
      subject: { type: 'challenge', _id: contest.challenge._id },
    });
    expect(only(await notificationsOf(other), 'challenge-results')[0]).toMatchObject({ detail: {} });
  });
});

describe('challenge deadline reminders', () => {
  it('remind, once, a participant without an entry when the deadline is a day away', async () => {
    const [host, idle, ready] = await challenges.register(3);
    if (!host || !idle || !ready) throw new Error('cast missing');
    const challenge = await build.hostChallenge(host);
    for (const member of [idle, ready]) await build.joinChallenge(member, challenge._id);
    await build.submitEntry(ready, challenge._id);
    await remindDeadlines(t.app.ctx);
    expect(only(await notificationsOf(idle), 'challenge-deadline')).toEqual([]);

    t.advanceClock(Date.parse(challenge.endsAt) - t.app.ctx.clock().getTime() - 12 * 60 * 60 * 1000);
    await remindDeadlines(t.app.ctx);
    await remindDeadlines(t.app.ctx);
    const [again, late] = await Promise.all([build.signInAgain(idle), build.signInAgain(ready)]);
    expect(only(await notificationsOf(again), 'challenge-deadline')).toEqual([
      expect.objectContaining({ actor: null, subject: expect.objectContaining({ _id: challenge._id }) }),
    ]);
    expect(only(await notificationsOf(late), 'challenge-deadline')).toEqual([]);
  });
});

describe('the list and the bell', () => {
  it('counts unread, marks one and then all read, and a read group starts a new entry', async () => {
    const author = await build.registerMember();
    const problem = await build.postProblem(author);
    const [first, second] = await Promise.all([build.registerMember(), build.registerMember()]);
    await support(problem._id, first);
    await build.askToJoin(first, (await build.postProject(author))._id);
    // first-problem, first-project, a support, a join request.
    expect(await unreadOf(author)).toBe(4);
    const [latest] = await notificationsOf(author);
    if (!latest) throw new Error('nothing listed');
    const read = await t.request('POST', `/api/notifications/${latest._id}/read`, { as: author });
    expect(read.json()).toEqual({ unread: 3 });
    expect((await notificationsOf(author))[0]).toMatchObject({ _id: latest._id, read: true });
    expect((await t.request('POST', '/api/notifications/read', { as: author })).json()).toEqual({ unread: 0 });

    await support(problem._id, second);
    const supports = only(await notificationsOf(author), 'problem-supported');
    expect(supports.map((entry) => [entry.actor?._id, entry.othersCount, entry.read])).toEqual([
      [second.user.id, 0, false],
      [first.user.id, 0, true],
    ]);
    expect((await listOf(author)).unread).toBe(1);
  });

  it('pages newest first to the end, each entry once', async () => {
    // Posts more problems than a new account may in a day.
    const author = await build.establish(await build.registerMember());
    const members = await Promise.all(Array.from({ length: 5 }, () => build.registerMember()));
    for (const member of members) {
      const problem = await build.postProblem(author);
      await support(problem._id, member);
    }
    const all = await notificationsOf(author);
    const pages = await walkPages((cursor) => listOf(author, pageQuery(2, cursor)));
    expect(pages.flatMap((page) => page.notifications.map((entry) => entry._id))).toEqual(all.map((e) => e._id));
    expect(pages.length).toBeGreaterThan(2);
    expect((await t.request('GET', `/api/notifications?cursor=${TAMPERED_CURSOR}`, { as: author })).statusCode).toBe(
      400,
    );
  });

  it('is the member’s own: anonymous callers are asked to sign in, another’s notification is not found', async () => {
    const { author, stranger } = await build.buildTeam();
    const [entry] = await notificationsOf(author);
    if (!entry) throw new Error('nothing listed');
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/read'],
      ['POST', `/api/notifications/${entry._id}/read`],
    ] as const) {
      expect((await t.request(method, url)).statusCode).toBe(401);
    }
    for (const id of [entry._id, randomUUID(), 'not-an-id']) {
      const response = await t.request('POST', `/api/notifications/${id}/read`, { as: stranger });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.notificationNotFound });
    }
    expect((await notificationsOf(author))[0]).toMatchObject({ _id: entry._id, read: false });
  });
});

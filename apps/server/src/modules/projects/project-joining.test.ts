import { randomUUID } from 'node:crypto';
import type { JoinRequest, JoinRequestList, ProjectDetail } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectOwnerOnly, expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { pageQuery, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const join = (projectId: string, as?: TestMember, payload: object = {}) =>
  t.request('POST', `/api/projects/${projectId}/join`, { as, payload });
const answer = (projectId: string, requestId: string, as: TestMember | undefined, action: 'accept' | 'reject') =>
  t.request('PUT', `/api/projects/${projectId}/join-requests/${requestId}`, { as, payload: { action } });
const invite = (projectId: string, as: TestMember | undefined, email: string) =>
  t.request('POST', `/api/projects/${projectId}/invitations`, {
    as,
    payload: { email, message: 'Come build with us' },
  });
const detailFor = async (projectId: string, as?: TestMember) => {
  const response = await t.request('GET', `/api/projects/${projectId}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<ProjectDetail>();
};
const inboxPage = async (side: 'received' | 'sent', as: TestMember, query = '') => {
  const response = await t.request('GET', `/api/projects/join-requests/${side}?${query}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<JoinRequestList>();
};
/** Who would join (for an owner's invitation by e-mail, the address), what kind of request it is, and where it stands. */
const inboxOf = async (side: 'received' | 'sent', as: TestMember) =>
  (await inboxPage(side, as)).requests.map((request) => [
    request.user?._id ?? request.inviteeEmail,
    request.kind,
    request.status,
  ]);
const teamOf = async (projectId: string) =>
  (await detailFor(projectId)).members.map((member) => [member.user.id, member.role, member.skills]);
const register = (count: number) => Promise.all(Array.from({ length: count }, () => build.registerMember()));

describe('asking to join', () => {
  it('sends a pending request with its message and skills, which the asker then sees as pending', async () => {
    const [owner, asker] = await register(2);
    if (!owner || !asker) throw new Error('members missing');
    const project = await build.postProject(owner, { title: 'Village water ledger' });
    const response = await join(project._id, asker, { message: '  I map wells  ', skills: ['QGIS'] });
    expect(response.statusCode).toBe(201);
    const request = response.json<JoinRequest>();
    expect(request).toMatchObject({
      kind: 'request',
      status: 'Pending',
      user: { _id: asker.user.id, name: asker.user.name },
      project: { _id: project._id, title: 'Village water ledger', owner: { _id: owner.user.id } },
      message: 'I map wells',
      skills: ['QGIS'],
      respondedAt: null,
    });
    expect(response.body).not.toContain('@example.in');
    expect((await detailFor(project._id, asker)).viewer.pendingRequest).toEqual({ _id: request._id, kind: 'request' });
  });

  it("lists the asker's own pending request in joinRequests[] for them alone, as a spec client reads it", async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const requests = (await detailFor(id, team.requester)).joinRequests;
    expect(requests).toEqual([
      expect.objectContaining({
        kind: 'request',
        status: 'Pending',
        user: expect.objectContaining({ _id: team.requester.user.id }),
      }),
    ]);
    expect(JSON.stringify(requests)).not.toContain('@example.in');
    for (const viewer of [undefined, team.stranger, team.member]) {
      expect((await detailFor(id, viewer)).joinRequests).toEqual([]);
    }
    expect((await detailFor(id, team.owner)).joinRequests.map((request) => request.user?._id)).toContain(
      team.requester.user.id,
    );
  });

  it('follows the access rules: anonymous, owner, member, requester, stranger', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    expect((await join(id)).statusCode).toBe(401);
    expectRefusal(await join(id, team.owner), 403, 'ownProjectJoin');
    expectRefusal(await join(id, team.member), 409, 'alreadyProjectMember');
    expectRefusal(await join(id, team.requester), 409, 'joinRequestPending');
    expect((await join(id, team.stranger)).statusCode).toBe(201);
  });

  it('refuses a full team, counting the owner in max members', async () => {
    const [owner, member, late] = await register(3);
    if (!owner || !member || !late) throw new Error('members missing');
    const project = await build.postProject(owner, { maxMembers: 2 });
    await build.joinTeam(owner, member, project._id);
    expect(await detailFor(project._id)).toMatchObject({ teamSize: 2, maxMembers: 2 });
    expectRefusal(await join(project._id, late), 409, 'teamFull');
  });

  it('refuses a completed project, and keeps a private or unknown one out of reach', async () => {
    const [owner, asker] = await register(2);
    if (!owner || !asker) throw new Error('members missing');
    const done = await build.postProject(owner);
    await t.request('PUT', `/api/projects/${done._id}/complete`, { as: owner, payload: {} });
    expectRefusal(await join(done._id, asker), 409, 'projectClosed');
    const hidden = await build.postProject(owner, { visibility: 'Private' });
    for (const id of [hidden._id, randomUUID(), 'not-a-project']) {
      expectRefusal(await join(id, asker), 404, 'projectNotFound');
    }
  });
});

describe('answering a join request', () => {
  it('lets only the owner answer', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    await expectOwnerOnly(team, (as) => answer(id, team.requestId, as, 'accept'));
    const pending = (await detailFor(id, team.owner)).joinRequests;
    expect(pending.map((request) => [request._id, request.status])).toEqual([[team.requestId, 'Pending']]);
  });

  it('accepting puts the member on the team with the skills of their request', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const response = await answer(id, team.requestId, team.owner, 'accept');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: team.requestId, status: 'Accepted' });
    expect(isTimestamp(response.json().respondedAt)).toBe(true);
    expect(await teamOf(id)).toEqual([
      [team.member.user.id, 'Member', ['React', 'Tailwind']],
      [team.requester.user.id, 'Member', ['React', 'Tailwind']],
    ]);
    expect((await detailFor(id, team.requester)).viewer).toMatchObject({ isMember: true, pendingRequest: null });
    expect((await detailFor(id, team.owner)).joinRequests).toEqual([]);
  });

  it('rejecting leaves the team as it was', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const response = await answer(id, team.requestId, team.owner, 'reject');
    expect(response.json()).toMatchObject({ status: 'Rejected', respondedAt: expect.any(String) });
    expect(await teamOf(id)).toEqual([[team.member.user.id, 'Member', ['React', 'Tailwind']]]);
    expect((await detailFor(id, team.requester)).viewer).toMatchObject({ isMember: false, pendingRequest: null });
    // A declined member may ask again.
    expect((await join(id, team.requester)).statusCode).toBe(201);
  });

  it('answers a request only once', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    expect((await answer(id, team.requestId, team.owner, 'accept')).statusCode).toBe(200);
    for (const action of ['accept', 'reject'] as const) {
      expectRefusal(await answer(id, team.requestId, team.owner, action), 409, 'requestNotPending');
    }
    expect((await detailFor(id)).teamSize).toBe(3);
  });

  it('answers a request of another project, or an unknown one, with 404', async () => {
    const [first, second] = [await build.buildProjectTeam(), await build.buildProjectTeam()];
    const elsewhere = await answer(first.project._id, second.requestId, first.owner, 'accept');
    expectRefusal(elsewhere, 404, 'joinRequestNotFound');
    expectRefusal(
      await answer(first.project._id, second.requestId, second.owner, 'accept'),
      404,
      'joinRequestNotFound',
    );
    for (const requestId of [randomUUID(), 'not-a-request']) {
      expectRefusal(await answer(first.project._id, requestId, first.owner, 'accept'), 404, 'joinRequestNotFound');
    }
    expect((await detailFor(second.project._id, second.requester)).viewer.pendingRequest).not.toBeNull();
  });

  it('refuses to accept once the team has filled up, and keeps that request pending', async () => {
    const [owner, first, second] = await register(3);
    if (!owner || !first || !second) throw new Error('members missing');
    const project = await build.postProject(owner, { maxMembers: 2 });
    const [asked1, asked2] = [await build.askToJoin(first, project._id), await build.askToJoin(second, project._id)];
    expect((await answer(project._id, asked1._id, owner, 'accept')).statusCode).toBe(200);
    expectRefusal(await answer(project._id, asked2._id, owner, 'accept'), 409, 'teamFull');
    expect((await detailFor(project._id, owner)).joinRequests).toMatchObject([{ _id: asked2._id, status: 'Pending' }]);
    expect((await detailFor(project._id, second)).viewer.pendingRequest).toEqual({ _id: asked2._id, kind: 'request' });
  });
});

describe('invitations', () => {
  it("lets only the owner invite, refuses the owner's own address and an address already invited", async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const invitee = await build.registerMember();
    expect((await invite(id, undefined, invitee.user.email)).statusCode).toBe(401);
    for (const member of [team.member, team.stranger]) {
      expectRefusal(await invite(id, member, invitee.user.email), 403, 'notProjectOwner');
    }
    expectRefusal(await invite(id, team.owner, team.owner.user.email.toUpperCase()), 409, 'alreadyProjectMember');
    const response = await invite(id, team.owner, invitee.user.email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'invitation',
      status: 'Pending',
      user: null,
      inviteeEmail: invitee.user.email,
      message: 'Come build with us',
    });
    expectRefusal(await invite(id, team.owner, invitee.user.email.toUpperCase()), 409, 'addressInvitationPending');
  });

  it('refuses to invite, or to accept an invitation, once the team is full', async () => {
    const [owner, first, second] = await register(3);
    if (!owner || !first || !second) throw new Error('members missing');
    const project = await build.postProject(owner, { maxMembers: 2, visibility: 'Private' });
    const invitationTo = async (member: TestMember) =>
      (await invite(project._id, owner, member.user.email)).json<JoinRequest>()._id;
    const [toFirst, toSecond] = [await invitationTo(first), await invitationTo(second)];
    expect((await answer(project._id, toFirst, first, 'accept')).statusCode).toBe(200);
    expectRefusal(await answer(project._id, toSecond, second, 'accept'), 409, 'teamFull');
    expect((await detailFor(project._id, second)).viewer.pendingRequest).toEqual({ _id: toSecond, kind: 'invitation' });
    const third = await build.registerMember();
    expectRefusal(await invite(project._id, owner, third.user.email), 409, 'teamFull');
  });

  it('shows the invitee the private project and the invitation in their inbox', async () => {
    const [owner, invitee] = await register(2);
    if (!owner || !invitee) throw new Error('members missing');
    const project = await build.postProject(owner, { visibility: 'Private' });
    const invitation = (await invite(project._id, owner, invitee.user.email)).json<JoinRequest>();
    expect((await detailFor(project._id, invitee)).viewer).toEqual({
      isOwner: false,
      isMember: false,
      pendingRequest: { _id: invitation._id, kind: 'invitation' },
    });
    expect((await inboxPage('received', invitee)).requests.map((request) => request._id)).toEqual([invitation._id]);
    expect(await inboxOf('sent', owner)).toEqual([[invitee.user.email, 'invitation', 'Pending']]);
    expect(await inboxOf('received', owner)).toEqual([]);
  });

  it('lets only the invitee answer, and accepting joins the team', async () => {
    const [owner, invitee, stranger] = await register(3);
    if (!owner || !invitee || !stranger) throw new Error('members missing');
    const project = await build.postProject(owner, { visibility: 'Private' });
    const { _id: invitationId } = (await invite(project._id, owner, invitee.user.email)).json<JoinRequest>();
    expect((await answer(project._id, invitationId, undefined, 'accept')).statusCode).toBe(401);
    expectRefusal(await answer(project._id, invitationId, owner, 'accept'), 403, 'notInvitee');
    expectRefusal(await answer(project._id, invitationId, stranger, 'accept'), 404, 'joinRequestNotFound');
    const accepted = await answer(project._id, invitationId, invitee, 'accept');
    expect(accepted.json()).toMatchObject({ status: 'Accepted', respondedAt: expect.any(String) });
    expect(await detailFor(project._id, invitee)).toMatchObject({
      viewer: { isMember: true, pendingRequest: null },
      members: [{ user: { id: invitee.user.id }, role: 'Member' }],
    });
    const joined = await t.request('GET', '/api/projects/user/joined', { as: invitee });
    expect(joined.json().projects.map((p: { _id: string }) => p._id)).toEqual([project._id]);
  });

  it('keeps a private project hidden from an invitee who declines', async () => {
    const [owner, invitee] = await register(2);
    if (!owner || !invitee) throw new Error('members missing');
    const project = await build.postProject(owner, { visibility: 'Private' });
    const { _id: invitationId } = (await invite(project._id, owner, invitee.user.email)).json<JoinRequest>();
    expect((await answer(project._id, invitationId, invitee, 'reject')).json().status).toBe('Rejected');
    expectRefusal(await t.request('GET', `/api/projects/${project._id}`, { as: invitee }), 404, 'projectNotFound');
  });
});

describe('the join inbox', () => {
  it('shows the owner, the requester and the invitee each their own side, newest first', async () => {
    const team = await build.buildProjectTeam();
    const invitee = await build.registerMember();
    await invite(team.project._id, team.owner, invitee.user.email);
    expect(await inboxOf('received', team.owner)).toEqual([
      [team.requester.user.id, 'request', 'Pending'],
      [team.member.user.id, 'request', 'Accepted'],
    ]);
    expect(await inboxOf('sent', team.owner)).toEqual([[invitee.user.email, 'invitation', 'Pending']]);
    expect(await inboxOf('sent', team.requester)).toEqual([[team.requester.user.id, 'request', 'Pending']]);
    expect(await inboxOf('received', team.requester)).toEqual([]);
    expect(await inboxOf('received', invitee)).toEqual([[invitee.user.id, 'invitation', 'Pending']]);
    expect(await inboxOf('sent', invitee)).toEqual([]);
    for (const side of ['received', 'sent']) {
      expect((await t.request('GET', `/api/projects/join-requests/${side}`)).statusCode).toBe(401);
    }
  });

  it('pages received and sent requests newest first, without overlap or gaps', async () => {
    const [owner, ...askers] = await register(4);
    if (!owner) throw new Error('members missing');
    const projects = [await build.postProject(owner), await build.postProject(owner)];
    const askedIds: string[] = [];
    for (const asker of askers) {
      for (const project of projects) askedIds.push((await build.askToJoin(asker, project._id))._id);
    }
    const received = await walkPages((cursor) => inboxPage('received', owner, pageQuery(4, cursor)));
    expect(received.map((page) => page.requests.length)).toEqual([4, 2]);
    expect(received.flatMap((page) => page.requests.map((r) => r._id))).toEqual([...askedIds].reverse());
    const [asker] = askers;
    if (!asker) throw new Error('members missing');
    const sent = await walkPages((cursor) => inboxPage('sent', asker, pageQuery(1, cursor)));
    expect(sent.map((page) => page.requests.length)).toEqual([1, 1]);
    expect(sent.flatMap((page) => page.requests.map((r) => r._id))).toEqual(askedIds.slice(0, 2).reverse());
  });
});

describe('the request counters', () => {
  it('count project join requests and invitations together with problem collaboration requests', async () => {
    const [owner, asker, accepted, rejected, invitee] = await register(5);
    if (!owner || !asker || !accepted || !rejected || !invitee) throw new Error('members missing');
    const problem = await build.postProblem(owner);
    await t.request('POST', `/api/problems/${problem._id}/collaborate`, { as: asker });
    const project = await build.postProject(owner);
    await build.askToJoin(asker, project._id);
    await build.joinTeam(owner, accepted, project._id);
    const declined = await build.askToJoin(rejected, project._id);
    await answer(project._id, declined._id, owner, 'reject');
    await invite(project._id, owner, invitee.user.email);
    const statsOf = async (member: TestMember) =>
      (await t.request('GET', '/api/collaboration-requests/stats', { as: member })).json();
    const none = { pending: 0, accepted: 0, rejected: 0 };
    expect(await statsOf(owner)).toEqual({
      received: { pending: 2, accepted: 1, rejected: 1 },
      sent: { ...none, pending: 1 },
    });
    expect(await statsOf(asker)).toEqual({ received: none, sent: { ...none, pending: 2 } });
    expect(await statsOf(rejected)).toEqual({ received: none, sent: { ...none, rejected: 1 } });
    expect(await statsOf(invitee)).toEqual({ received: { ...none, pending: 1 }, sent: none });
  });
});

import { randomUUID } from 'node:crypto';
import {
  type CollaborationRequest,
  type CollaborationRequestList,
  MESSAGES,
  PAGE_SIZE_MAX,
  type ProblemDetail,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildTeam, postProblem, registerMember, type TestMember } from '../../test/builders.ts';
import { pageQuery, TAMPERED_CURSOR, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const collaborate = (problemId: string, member: TestMember, payload: object = { proposedRole: 'Developer' }) =>
  t.request('POST', `/api/problems/${problemId}/collaborate`, { as: member, payload });
const respond = (requestId: string, member: TestMember, payload: object) =>
  t.request('PUT', `/api/collaboration-requests/${requestId}/respond`, { as: member, payload });
/** Cancels the request as this member, or anonymously without one. */
const cancel = (requestId: string, member?: TestMember) =>
  t.request('DELETE', `/api/collaboration-requests/${requestId}`, { as: member });
const requestPage = async (box: 'received' | 'sent', member: TestMember, query = '') => {
  const response = await t.request('GET', `/api/collaboration-requests/${box}?${query}`, { as: member });
  expect(response.statusCode).toBe(200);
  return response.json<CollaborationRequestList>();
};
const requestsOf = async (box: 'received' | 'sent', member: TestMember) => (await requestPage(box, member)).requests;
const detailFor = async (problemId: string, member: TestMember) =>
  (await t.request('GET', `/api/problems/${problemId}`, { as: member })).json<ProblemDetail>();

describe('asking to collaborate', () => {
  it('sends a request with message and proposed role and answers 201 with it', async () => {
    const [author, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const problem = await postProblem(t.app, author, { title: 'Mapping potholes in Pune' });
    const response = await collaborate(problem._id, member, { message: 'I build maps', proposedRole: 'Designer' });
    expect(response.statusCode).toBe(201);
    expect(response.json<CollaborationRequest>()).toMatchObject({
      status: 'pending',
      requester: { _id: member.user.id, name: member.user.name },
      problem: { _id: problem._id, title: 'Mapping potholes in Pune' },
      problemAuthor: { _id: author.user.id, name: author.user.name },
      proposedRole: 'Designer',
      message: 'I build maps',
      respondedAt: null,
      responseMessage: null,
    });
    expect(response.body).not.toContain(author.user.email);
    expect((await detailFor(problem._id, member)).viewer.pendingRequestId).toBe(response.json()._id);
  });

  it('accepts the quick button of the Problem Wall, which sends no body', async () => {
    const [author, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const problem = await postProblem(t.app, author);
    const response = await t.request('POST', `/api/problems/${problem._id}/collaborate`, { as: member });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ proposedRole: 'Collaborator', message: '' });
  });

  it('follows the access rules: anonymous, author, requester, collaborator, stranger', async () => {
    const team = await buildTeam(t.app);
    const id = team.problem._id;
    expect((await t.request('POST', `/api/problems/${id}/collaborate`, { payload: {} })).statusCode).toBe(401);
    const own = await collaborate(id, team.author);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: MESSAGES.ownProblemCollaboration, code: 'ownProblemCollaboration' });
    const again = await collaborate(id, team.requester);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.requestPending, code: 'requestPending' });
    const member = await collaborate(id, team.collaborator);
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({ message: MESSAGES.alreadyCollaborator, code: 'alreadyCollaborator' });
    expect((await collaborate(id, team.stranger)).statusCode).toBe(201);
  });

  it('makes one pending request out of a double click', async () => {
    const [author, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const problem = await postProblem(t.app, author);
    const responses = await Promise.all([collaborate(problem._id, member), collaborate(problem._id, member)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await requestsOf('sent', member)).length).toBe(1);
  });

  it('lets a rejected member ask again', async () => {
    const [author, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const problem = await postProblem(t.app, author);
    const first = (await collaborate(problem._id, member)).json<CollaborationRequest>();
    expect((await respond(first._id, author, { status: 'rejected' })).statusCode).toBe(200);
    const second = await collaborate(problem._id, member);
    expect(second.statusCode).toBe(201);
    expect((await requestsOf('sent', member)).map((r) => r.status)).toEqual(['pending', 'rejected']);
  });

  it('refuses a request on a completed problem', async () => {
    const [author, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const problem = await postProblem(t.app, author);
    await t.request('PUT', `/api/problems/${problem._id}/complete`, { as: author, payload: {} });
    const response = await collaborate(problem._id, member);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.problemClosedToRequests, code: 'problemClosedToRequests' });
  });

  it('answers an unknown or malformed problem id with 404, and a bad role with 400', async () => {
    const member = await registerMember(t.app);
    for (const id of [randomUUID(), 'abc']) {
      const response = await collaborate(id, member);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.problemNotFound, code: 'problemNotFound' });
    }
    const author = await registerMember(t.app);
    const problem = await postProblem(t.app, author);
    const badRole = await collaborate(problem._id, member, { proposedRole: 'Boss' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].param).toBe('proposedRole');
  });
});

describe('the inbox', () => {
  it('lists received and sent requests newest first, each only to its own people', async () => {
    const [author, first, second] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
    ]);
    const problemA = await postProblem(t.app, author, { title: 'Problem A for the inbox' });
    const problemB = await postProblem(t.app, author, { title: 'Problem B for the inbox' });
    await collaborate(problemA._id, first);
    await collaborate(problemB._id, first);
    await collaborate(problemA._id, second);
    const received = await requestsOf('received', author);
    expect(received.map((r) => [r.requester.id, r.problem.title])).toEqual([
      [second.user.id, 'Problem A for the inbox'],
      [first.user.id, 'Problem B for the inbox'],
      [first.user.id, 'Problem A for the inbox'],
    ]);
    expect((await requestsOf('sent', first)).map((r) => r.problem.title)).toEqual([
      'Problem B for the inbox',
      'Problem A for the inbox',
    ]);
    expect(await requestsOf('received', first)).toEqual([]);
    expect(await requestsOf('sent', author)).toEqual([]);
    expect(JSON.stringify(received)).not.toMatch(/@example\.in/);
  });

  it('counts requests by status on each side', async () => {
    const [author, a, b, c] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
    ]);
    const problem = await postProblem(t.app, author);
    const ids = await Promise.all([a, b, c].map(async (m) => (await collaborate(problem._id, m)).json()._id));
    await respond(ids[0], author, { status: 'accepted' });
    await respond(ids[1], author, { status: 'rejected' });
    const authorStats = await t.request('GET', '/api/collaboration-requests/stats', { as: author });
    expect(authorStats.json()).toEqual({
      received: { pending: 1, accepted: 1, rejected: 1 },
      sent: { pending: 0, accepted: 0, rejected: 0 },
    });
    const senderStats = await t.request('GET', '/api/collaboration-requests/stats', { as: a });
    expect(senderStats.json()).toEqual({
      received: { pending: 0, accepted: 0, rejected: 0 },
      sent: { pending: 0, accepted: 1, rejected: 0 },
    });
  });

  it("pages received requests newest first across all of the author's problems, without overlap or gaps", async () => {
    const author = await registerMember(t.app);
    const members = await Promise.all([1, 2, 3].map(() => registerMember(t.app)));
    const problems = [
      await postProblem(t.app, author, { title: 'Paged inbox problem A' }),
      await postProblem(t.app, author, { title: 'Paged inbox problem B' }),
    ];
    const sentIds: string[] = [];
    for (const member of members) {
      for (const problem of problems) sentIds.push((await collaborate(problem._id, member)).json()._id);
    }
    const pages = await walkPages((cursor) => requestPage('received', author, pageQuery(4, cursor)));
    expect(pages.map((page) => page.requests.length)).toEqual([4, 2]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((page) => page.requests.map((r) => r._id))).toEqual([...sentIds].reverse());
    const byTwo = await walkPages((cursor) => requestPage('received', author, pageQuery(2, cursor)));
    expect(byTwo.map((page) => page.requests.length)).toEqual([2, 2, 2]);
    expect(byTwo.flatMap((page) => page.requests.map((r) => r._id))).toEqual([...sentIds].reverse());
  });

  it('pages sent requests newest first, without overlap or gaps', async () => {
    const [member, ...authors] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => registerMember(t.app)));
    if (!member) throw new Error('no member');
    const sentIds: string[] = [];
    for (const author of authors) {
      const problem = await postProblem(t.app, author);
      sentIds.push((await collaborate(problem._id, member)).json()._id);
    }
    const pages = await walkPages((cursor) => requestPage('sent', member, pageQuery(2, cursor)));
    expect(pages.map((page) => page.requests.length)).toEqual([2, 2, 1]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((page) => page.requests.map((r) => r._id))).toEqual([...sentIds].reverse());
  });

  it("keeps a page to the member's own requests, whatever cursor they send", async () => {
    const team = await buildTeam(t.app);
    const first = await requestPage('received', team.author, 'limit=1');
    expect(first.nextCursor).toEqual(expect.any(String));
    const cursor = encodeURIComponent(first.nextCursor ?? '');
    expect((await requestPage('received', team.stranger, `cursor=${cursor}`)).requests).toEqual([]);
    expect((await requestPage('sent', team.author, `cursor=${cursor}`)).requests).toEqual([]);
    expect((await t.request('GET', `/api/collaboration-requests/received?cursor=${cursor}`)).statusCode).toBe(401);
  });

  it('answers a tampered cursor or a limit out of range with 400', async () => {
    const member = await registerMember(t.app);
    for (const box of ['received', 'sent']) {
      const response = await t.request('GET', `/api/collaboration-requests/${box}?cursor=${TAMPERED_CURSOR}`, {
        as: member,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.invalidCursor, code: 'invalidCursor' });
      for (const limit of [0, PAGE_SIZE_MAX + 1, 'ten']) {
        const tooMany = await t.request('GET', `/api/collaboration-requests/${box}?limit=${limit}`, { as: member });
        expect(tooMany.statusCode).toBe(400);
      }
    }
  });

  it('refuses the inbox and stats to anonymous visitors', async () => {
    for (const box of ['received', 'sent', 'stats']) {
      expect((await t.request('GET', `/api/collaboration-requests/${box}`)).statusCode).toBe(401);
    }
  });
});

describe('answering a request', () => {
  it('lets only the problem author answer', async () => {
    const team = await buildTeam(t.app);
    const anonymous = await t.request('PUT', `/api/collaboration-requests/${team.requestId}/respond`, {
      payload: { status: 'accepted' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const member of [team.stranger, team.requester, team.collaborator]) {
      const response = await respond(team.requestId, member, { status: 'accepted' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.notProblemAuthor, code: 'notProblemAuthor' });
    }
    expect((await requestsOf('sent', team.requester))[0]?.status).toBe('pending');
  });

  it('accepting puts the requester on the team with the proposed role', async () => {
    const team = await buildTeam(t.app);
    const response = await respond(team.requestId, team.author, { status: 'accepted', responseMessage: 'Welcome!' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: team.requestId,
      status: 'accepted',
      responseMessage: 'Welcome!',
      respondedAt: expect.any(String),
    });
    const detail = await detailFor(team.problem._id, team.requester);
    expect(detail.viewer).toMatchObject({ isCollaborator: true, pendingRequestId: null });
    expect(detail.collaborators.map((c) => [c.user.id, c.role])).toEqual([
      [team.collaborator.user.id, 'Developer'],
      [team.requester.user.id, 'Designer'],
    ]);
    expect((await collaborate(team.problem._id, team.requester)).statusCode).toBe(409);
  });

  it('rejecting leaves the team as it was', async () => {
    const team = await buildTeam(t.app);
    const response = await respond(team.requestId, team.author, { status: 'rejected' });
    expect(response.json()).toMatchObject({ status: 'rejected', responseMessage: null });
    const detail = await detailFor(team.problem._id, team.requester);
    expect(detail.viewer).toMatchObject({ isCollaborator: false, pendingRequestId: null });
    expect(detail.collaborators.length).toBe(1);
  });

  it('refuses to accept a request once the problem is completed, but still lets the author reject it', async () => {
    const team = await buildTeam(t.app);
    const completed = await t.request('PUT', `/api/problems/${team.problem._id}/complete`, {
      as: team.author,
      payload: {},
    });
    expect(completed.statusCode).toBe(200);
    const accept = await respond(team.requestId, team.author, { status: 'accepted' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toEqual({ message: MESSAGES.problemClosedToRequests, code: 'problemClosedToRequests' });
    expect((await detailFor(team.problem._id, team.requester)).viewer.isCollaborator).toBe(false);
    expect((await respond(team.requestId, team.author, { status: 'rejected' })).statusCode).toBe(200);
  });

  it('answers only once, even when two answers race', async () => {
    const team = await buildTeam(t.app);
    const responses = await Promise.all([
      respond(team.requestId, team.author, { status: 'accepted' }),
      respond(team.requestId, team.author, { status: 'rejected' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ message: MESSAGES.requestNotPending, code: 'requestNotPending' });
    const status = responses.find((response) => response.statusCode === 200)?.json().status;
    const detail = await detailFor(team.problem._id, team.author);
    expect(detail.collaborators.length).toBe(status === 'accepted' ? 2 : 1);
  });

  it('answers an unknown or malformed request id with 404, and a bad status with 400', async () => {
    const author = await registerMember(t.app);
    for (const id of [randomUUID(), 'xyz']) {
      const response = await respond(id, author, { status: 'accepted' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.requestNotFound, code: 'requestNotFound' });
    }
    const team = await buildTeam(t.app);
    expect((await respond(team.requestId, team.author, { status: 'maybe' })).statusCode).toBe(400);
  });
});

describe('cancelling a request', () => {
  it('lets only the sender cancel, and the request disappears', async () => {
    const team = await buildTeam(t.app);
    expect((await cancel(team.requestId)).statusCode).toBe(401);
    for (const member of [team.stranger, team.author, team.collaborator]) {
      const response = await cancel(team.requestId, member);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.notRequestSender, code: 'notRequestSender' });
    }
    const response = await cancel(team.requestId, team.requester);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.requestCancelled });
    expect(await requestsOf('sent', team.requester)).toEqual([]);
    expect((await requestsOf('received', team.author)).map((r) => r.requester.id)).toEqual([team.collaborator.user.id]);
    expect((await cancel(team.requestId, team.requester)).statusCode).toBe(404);
    expect((await collaborate(team.problem._id, team.requester)).statusCode).toBe(201);
  });

  it('refuses to cancel a request that was already answered', async () => {
    const team = await buildTeam(t.app);
    await respond(team.requestId, team.author, { status: 'rejected' });
    const response = await cancel(team.requestId, team.requester);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.requestNotPending, code: 'requestNotPending' });
  });

  it('answers an unknown or malformed request id with 404', async () => {
    const member = await registerMember(t.app);
    expect((await cancel(randomUUID(), member)).statusCode).toBe(404);
    expect((await cancel('1', member)).json()).toEqual({ message: MESSAGES.requestNotFound, code: 'requestNotFound' });
  });
});

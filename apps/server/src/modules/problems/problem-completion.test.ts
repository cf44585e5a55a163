import { randomUUID } from 'node:crypto';
import { MESSAGES, type ProblemDetail, REPUTATION_FOR_COLLABORATOR, REPUTATION_FOR_COMPLETER } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildTeam, registerMember, type TestMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** Completes the problem as this member, or anonymously without one. */
const complete = (problemId: string, member?: TestMember, payload: object = {}) =>
  t.request('PUT', `/api/problems/${problemId}/complete`, { as: member, payload });
const reputationOf = async (member: TestMember) =>
  (await t.request('GET', '/api/auth/me', { as: member })).json().reputation.score;

describe('completing a problem', () => {
  it('lets only the author complete it', async () => {
    const team = await buildTeam(t.app);
    expect((await complete(team.problem._id)).statusCode).toBe(401);
    for (const member of [team.stranger, team.requester, team.collaborator]) {
      const response = await complete(team.problem._id, member);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.notProblemAuthor, code: 'notProblemAuthor' });
    }
    expect((await complete(team.problem._id, team.author)).statusCode).toBe(200);
  });

  it('marks it completed with notes and awards +15 to the author and +10 to each acknowledged collaborator', async () => {
    const team = await buildTeam(t.app);
    const response = await complete(team.problem._id, team.author, {
      completionNotes: 'Shipped the storage sensors to 12 villages.',
      acknowledgedCollaborators: [team.collaborator.user.id],
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<ProblemDetail>();
    expect(detail).toMatchObject({
      status: 'Completed',
      completionNotes: 'Shipped the storage sensors to 12 villages.',
      completedAt: expect.any(String),
      author: { reputation: { score: REPUTATION_FOR_COMPLETER } },
      collaborators: [{ user: { id: team.collaborator.user.id, reputation: { score: REPUTATION_FOR_COLLABORATOR } } }],
    });
    expect(await reputationOf(team.author)).toBe(15);
    expect(await reputationOf(team.collaborator)).toBe(10);
    expect(await reputationOf(team.requester)).toBe(0);
  });

  it('ignores acknowledged ids that are not on the team', async () => {
    const team = await buildTeam(t.app);
    const response = await complete(team.problem._id, team.author, {
      acknowledgedCollaborators: [
        team.requester.user.id,
        team.stranger.user.id,
        team.author.user.id,
        randomUUID(),
        'not-an-id',
        team.collaborator.user.id,
        team.collaborator.user.id,
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(await reputationOf(team.author)).toBe(15);
    expect(await reputationOf(team.collaborator)).toBe(10);
    expect(await reputationOf(team.requester)).toBe(0);
    expect(await reputationOf(team.stranger)).toBe(0);
  });

  it('refuses a second completion and never counts reputation twice, even when both race', async () => {
    const team = await buildTeam(t.app);
    const body = { acknowledgedCollaborators: [team.collaborator.user.id] };
    const racing = await Promise.all([
      complete(team.problem._id, team.author, body),
      complete(team.problem._id, team.author, body),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const again = await complete(team.problem._id, team.author, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.problemAlreadyCompleted, code: 'problemAlreadyCompleted' });
    expect(await reputationOf(team.author)).toBe(15);
    expect(await reputationOf(team.collaborator)).toBe(10);
  });

  it('adds up awards from several completed problems', async () => {
    const first = await buildTeam(t.app);
    const second = await buildTeam(t.app);
    await complete(first.problem._id, first.author);
    // The first problem's author joins the second team and is acknowledged there.
    const join = await t.request('POST', `/api/problems/${second.problem._id}/collaborate`, { as: first.author });
    await t.request('PUT', `/api/collaboration-requests/${join.json()._id}/respond`, {
      as: second.author,
      payload: { status: 'accepted' },
    });
    await complete(second.problem._id, second.author, { acknowledgedCollaborators: [first.author.user.id] });
    expect(await reputationOf(first.author)).toBe(25);
  });

  it('validates the completion summary and answers unknown problems with 404', async () => {
    const team = await buildTeam(t.app);
    const tooLong = await complete(team.problem._id, team.author, { completionNotes: 'n'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { param: 'completionNotes', msg: MESSAGES.completionNotesTooLong, code: 'completionNotesTooLong' },
    ]);
    const member = await registerMember(t.app);
    for (const id of [randomUUID(), 'bad-id']) {
      const response = await complete(id, member);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.problemNotFound, code: 'problemNotFound' });
    }
  });
});

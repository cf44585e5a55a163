import { randomUUID } from 'node:crypto';
import { type CollaborationList, MESSAGES } from '@skillsync/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, postProblem, registerMember } from '../../test/builders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const collaborationsOf = (userId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/users/${userId}/collaborations`, headers });

describe("a member's collaborations", () => {
  it('lists problems the member owns and problems they joined, newest first, to anyone', async () => {
    const team = await buildTeam(t.app, { title: 'Team problem for collaborations' });
    const own = await postProblem(t.app, team.collaborator, { title: 'Own later problem' });
    const response = await collaborationsOf(team.collaborator.user.id);
    expect(response.statusCode).toBe(200);
    const { collaborations } = response.json<CollaborationList>();
    expect(collaborations.map((c) => [c.problem.title, c.isOwner, c.role])).toEqual([
      ['Own later problem', true, 'Owner'],
      ['Team problem for collaborations', false, 'Developer'],
    ]);
    expect(collaborations[0]).toMatchObject({ _id: own._id, joinedAt: own.createdAt });
    expect(collaborations[1]?.problem).toMatchObject({
      _id: team.problem._id,
      description: team.problem.description,
      difficulty: 'Intermediate',
      status: 'Active',
      category: 'Agriculture',
      author: { id: team.author.user.id, name: team.author.user.name },
      collaborators: [{ id: team.collaborator.user.id, role: 'Developer' }],
    });
  });

  it("shows the author's side with the whole team, and never anyone's e-mail", async () => {
    const team = await buildTeam(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `/api/collaboration-requests/${team.requestId}/respond`,
      payload: { status: 'accepted' },
      headers: team.author.auth,
    });
    const response = await collaborationsOf(team.author.user.id, team.stranger.auth);
    const [only] = response.json<CollaborationList>().collaborations;
    expect(only).toMatchObject({ isOwner: true, role: 'Owner', joinedAt: team.problem.createdAt });
    expect(only?.problem.collaborators.map((c) => [c.id, c.role])).toEqual([
      [team.collaborator.user.id, 'Developer'],
      [team.requester.user.id, 'Designer'],
    ]);
    for (const member of [team.author, team.collaborator, team.requester]) {
      expect(response.body).not.toContain(member.user.email);
    }
  });

  it('is empty for a member on no team, and does not list pending requests', async () => {
    const team = await buildTeam(t.app);
    const response = await collaborationsOf(team.requester.user.id);
    expect(response.json()).toEqual({ collaborations: [] });
  });

  it('answers an unknown or malformed user id with 404 User not found', async () => {
    for (const id of [randomUUID(), 'someone']) {
      const response = await collaborationsOf(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.userNotFound });
    }
    const member = await registerMember(t.app);
    expect((await collaborationsOf(member.user.id)).statusCode).toBe(200);
  });
});

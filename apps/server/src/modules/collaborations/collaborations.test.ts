import { randomUUID } from 'node:crypto';
import { type CollaborationList, MESSAGES, PAGE_SIZE_MAX } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildTeam, postProblem, registerMember, type TestMember } from '../../test/builders.ts';
import { pageQuery, TAMPERED_CURSOR, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const collaborationsOf = (userId: string, query = '', as?: TestMember) =>
  t.request('GET', `/api/users/${userId}/collaborations?${query}`, { as });

/** The member asks to join a new problem of the author, who accepts: the member joins its team now. */
async function joinTeam(member: TestMember, author: TestMember, title: string) {
  const problem = await postProblem(t.app, author, { title });
  const asked = await t.request('POST', `/api/problems/${problem._id}/collaborate`, {
    as: member,
    payload: { proposedRole: 'Developer' },
  });
  const accepted = await t.request('PUT', `/api/collaboration-requests/${asked.json()._id}/respond`, {
    as: author,
    payload: { status: 'accepted' },
  });
  expect(accepted.statusCode).toBe(200);
}

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
      collaborators: [{ user: { id: team.collaborator.user.id }, role: 'Developer', joinedAt: expect.any(String) }],
    });
  });

  it("shows the author's side with the whole team, and never anyone's e-mail", async () => {
    const team = await buildTeam(t.app);
    await t.request('PUT', `/api/collaboration-requests/${team.requestId}/respond`, {
      as: team.author,
      payload: { status: 'accepted' },
    });
    const response = await collaborationsOf(team.author.user.id, '', team.stranger);
    const [only] = response.json<CollaborationList>().collaborations;
    expect(only).toMatchObject({ isOwner: true, role: 'Owner', joinedAt: team.problem.createdAt });
    expect(only?.problem.collaborators.map((c) => [c.user.id, c.role])).toEqual([
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
    expect(response.json()).toEqual({ collaborations: [], nextCursor: null });
  });

  it('pages owned and joined teams together by the date they began, without overlap or gaps', async () => {
    const [member, otherAuthor] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const expected: string[] = [];
    for (let i = 1; i <= 3; i += 1) {
      await postProblem(t.app, member, { title: `Owned team ${i}` });
      expected.push(`Owned team ${i}`);
      await joinTeam(member, otherAuthor, `Joined team ${i}`);
      expected.push(`Joined team ${i}`);
    }
    expected.reverse();
    const pageOf = async (query: string) => {
      const response = await collaborationsOf(member.user.id, query);
      expect(response.statusCode).toBe(200);
      return response.json<CollaborationList>();
    };
    const titlesOf = (page: CollaborationList) => page.collaborations.map((c) => c.problem.title);
    const byTwo = await walkPages((cursor) => pageOf(pageQuery(2, cursor)));
    expect(byTwo.map(titlesOf)).toEqual([expected.slice(0, 2), expected.slice(2, 4), expected.slice(4, 6)]);
    expect(byTwo.at(-1)?.nextCursor).toBeNull();
    const byFour = await walkPages((cursor) => pageOf(pageQuery(4, cursor)));
    expect(byFour.map(titlesOf)).toEqual([expected.slice(0, 4), expected.slice(4)]);
    expect(byFour[0]?.collaborations.map((c) => [c.isOwner, c.role])).toEqual([
      [false, 'Developer'],
      [true, 'Owner'],
      [false, 'Developer'],
      [true, 'Owner'],
    ]);
    // The other author's list holds only the joined teams, as their owner.
    const theirs = await walkPages(async (cursor) =>
      (await collaborationsOf(otherAuthor.user.id, pageQuery(2, cursor))).json<CollaborationList>(),
    );
    expect(theirs.flatMap(titlesOf)).toEqual(['Joined team 3', 'Joined team 2', 'Joined team 1']);
  });

  it('answers a tampered cursor or a limit out of range with 400, and an unknown member with 404 first', async () => {
    const member = await registerMember(t.app);
    const tampered = await collaborationsOf(member.user.id, `cursor=${TAMPERED_CURSOR}`);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: MESSAGES.invalidCursor, code: 'invalidCursor' });
    for (const limit of [0, PAGE_SIZE_MAX + 1]) {
      expect((await collaborationsOf(member.user.id, `limit=${limit}`)).statusCode).toBe(400);
    }
    expect((await collaborationsOf(randomUUID(), `cursor=${TAMPERED_CURSOR}`)).statusCode).toBe(404);
  });

  it('answers an unknown or malformed user id with 404 User not found', async () => {
    for (const id of [randomUUID(), 'someone']) {
      const response = await collaborationsOf(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.userNotFound, code: 'userNotFound' });
    }
    const member = await registerMember(t.app);
    expect((await collaborationsOf(member.user.id)).statusCode).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import {
  type BlockedMemberList,
  type ChatMessageList,
  type FollowState,
  MESSAGES,
  type NotificationList,
  type Recommendations,
  type SearchResults,
} from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { pageQuery, walkPages } from '../../test/pages.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const block = (as: TestMember | undefined, userId: string) => t.request('PUT', `/api/blocks/${userId}`, { as });
const unblock = (as: TestMember | undefined, userId: string) => t.request('DELETE', `/api/blocks/${userId}`, { as });
async function blocked(blocker: TestMember, member: TestMember) {
  const response = await block(blocker, member.user.id);
  expect(response.statusCode, response.body).toBe(200);
}
async function blockedNames(member: TestMember, query = '') {
  const response = await t.request('GET', `/api/blocks${query}`, { as: member });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BlockedMemberList>().members.map((entry) => entry.user.name);
}

/** Two members, neither of whom has blocked anyone yet. */
const pair = () => Promise.all([build.registerMember(), build.registerMember()]);

/** The two ways a block can stand between `a` and `b`: `a` blocked `b`, or `b` blocked `a`. */
const EITHER_WAY = [
  ['the blocker', (a: TestMember, b: TestMember) => blocked(a, b)],
  ['the blocked member', (a: TestMember, b: TestMember) => blocked(b, a)],
] as const;

/** The neutral refusal: the same words whoever blocked whom, and nothing of a block in them. */
function expectRefused(response: Response) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ code: 'requestRefused', message: MESSAGES.requestRefused });
  expect(response.body.toLowerCase()).not.toContain('block');
}

describe('blocking a member', () => {
  it('blocks and unblocks, both idempotent, and lists those blocked newest first with their name and picture', async () => {
    const [member, first, second, third] = await Promise.all([
      build.registerMember({ name: 'Meera Pillai' }),
      build.registerMember({ name: 'Arjun One' }),
      build.registerMember({ name: 'Bela Two' }),
      build.registerMember({ name: 'Chand Three' }),
    ]);
    expect(await blockedNames(member)).toEqual([]);
    for (const other of [first, second, third]) {
      await blocked(member, other);
      t.advanceClock(1000);
    }
    // Blocking again changes nothing, nor moves them up the list.
    expect((await block(member, first.user.id)).json()).toEqual({ isBlocked: true });
    expect(await blockedNames(member)).toEqual(['Chand Three', 'Bela Two', 'Arjun One']);
    const list = (await t.request('GET', '/api/blocks', { as: member })).json<BlockedMemberList>();
    expect(list.members[0]).toEqual({
      _id: third.user.id,
      user: { _id: third.user.id, id: third.user.id, name: 'Chand Three', avatar: null, reputation: { score: 0 } },
      blockedAt: expect.any(String),
    });
    const pages = await walkPages(async (cursor) =>
      (await t.request('GET', `/api/blocks?${pageQuery(2, cursor)}`, { as: member })).json<BlockedMemberList>(),
    );
    expect(pages.map((page) => page.members.map((entry) => entry.user.name))).toEqual([
      ['Chand Three', 'Bela Two'],
      ['Arjun One'],
    ]);

    const state = await t.request('GET', `/api/blocks/${second.user.id}`, { as: member });
    expect(state.json()).toEqual({ isBlocked: true });
    expect((await unblock(member, second.user.id)).json()).toEqual({ isBlocked: false });
    expect((await unblock(member, second.user.id)).json()).toEqual({ isBlocked: false });
    expect((await t.request('GET', `/api/blocks/${second.user.id}`, { as: member })).json()).toEqual({
      isBlocked: false,
    });
    expect(await blockedNames(member)).toEqual(['Chand Three', 'Arjun One']);
  });

  it('refuses to block oneself, nobody, an erased member, and a visitor', async () => {
    const [member, leaving] = await pair();
    const self = await block(member, member.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'cannotBlockSelf', message: MESSAGES.cannotBlockSelf });
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await block(member, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.userNotFound });
    }
    const erased = await t.request('DELETE', '/api/users/me', { as: leaving, payload: { password: leaving.password } });
    expect(erased.statusCode).toBe(204);
    expect((await block(member, leaving.user.id)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/blocks/${leaving.user.id}`, { as: member })).statusCode).toBe(404);
    expect(await blockedNames(member)).toEqual([]);

    const other = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/blocks'],
      ['GET', `/api/blocks/${other}`],
      ['PUT', `/api/blocks/${other}`],
      ['DELETE', `/api/blocks/${other}`],
    ] as const) {
      expect((await t.request(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('ends the follows between the two, both ways', async () => {
    const [blocker, other] = await pair();
    await t.request('PUT', `/api/follows/user/${other.user.id}`, { as: blocker });
    await t.request('PUT', `/api/follows/user/${blocker.user.id}`, { as: other });
    await blocked(blocker, other);
    const stateOf = async (id: string) =>
      (await t.request('GET', `/api/follows/user/${id}`, { as: blocker })).json<FollowState>();
    expect(await stateOf(other.user.id)).toEqual({ isFollowing: false, followers: 0, following: 0 });
    expect(await stateOf(blocker.user.id)).toEqual({ isFollowing: false, followers: 0, following: 0 });
  });

  it('does not tell the blocked member: no notice, no trace in their own answers', async () => {
    const [blocker, other] = await pair();
    await blocked(blocker, other);
    const notices = (await t.request('GET', '/api/notifications', { as: other })).json<NotificationList>();
    expect(notices.notifications).toEqual([]);
    expect((await t.request('GET', `/api/blocks/${blocker.user.id}`, { as: other })).json()).toEqual({
      isBlocked: false,
    });
    expect(await blockedNames(other)).toEqual([]);
  });

  it("forgets an erased member's blocks, both ways, and keeps a member's own blocks in their data export", async () => {
    const [member, blockedOne, leaving] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    await blocked(member, blockedOne);
    await blocked(member, leaving);
    await blocked(leaving, member);
    const exported = (await t.request('GET', '/api/users/me/export', { as: member })).json();
    expect(exported.blockedMembers).toHaveLength(2);
    await t.request('DELETE', '/api/users/me', { as: leaving, payload: { password: leaving.password } });
    expect(await blockedNames(member)).toEqual([blockedOne.user.name]);
  });
});

describe('requests between members in a block, whoever blocked whom', () => {
  const collaborate = (member: TestMember, problemId: string) =>
    t.request('POST', `/api/problems/${problemId}/collaborate`, {
      as: member,
      payload: { message: 'I would like to help', proposedRole: 'Developer' },
    });
  const join = (member: TestMember, projectId: string) =>
    t.request('POST', `/api/projects/${projectId}/join`, {
      as: member,
      payload: { message: 'I can help', skills: ['React'] },
    });
  const invite = (owner: TestMember, projectId: string, invitee: { userId: string } | { email: string }) =>
    t.request('POST', `/api/projects/${projectId}/invitations`, {
      as: owner,
      payload: { ...invitee, message: 'Join us' },
    });

  for (const [who, blockFrom] of EITHER_WAY) {
    it(`refuses a collaboration request on a problem, blocked by ${who}, until unblocked`, async () => {
      const [author, requester] = await pair();
      const problem = await build.postProblem(author);
      await blockFrom(author, requester);
      expectRefused(await collaborate(requester, problem._id));
      const requests = await t.request('GET', '/api/collaboration-requests/received', { as: author });
      expect(requests.json().requests).toEqual([]);
      await unblock(author, requester.user.id);
      await unblock(requester, author.user.id);
      expect((await collaborate(requester, problem._id)).statusCode).toBe(201);
    });

    it(`refuses a join request to a project, blocked by ${who}, until unblocked`, async () => {
      const [owner, requester] = await pair();
      const project = await build.postProject(owner);
      await blockFrom(owner, requester);
      expectRefused(await join(requester, project._id));
      await unblock(owner, requester.user.id);
      await unblock(requester, owner.user.id);
      expect((await join(requester, project._id)).statusCode).toBe(201);
    });

    it(`refuses an invitation by member and by address, blocked by ${who}, until unblocked`, async () => {
      const [owner, invitee] = await pair();
      const project = await build.postProject(owner);
      await blockFrom(owner, invitee);
      expectRefused(await invite(owner, project._id, { userId: invitee.user.id }));
      expectRefused(await invite(owner, project._id, { email: invitee.user.email.toUpperCase() }));
      // An address nobody in a block holds is invited as ever.
      expect((await invite(owner, project._id, { email: `${build.uniqueWord()}@example.in` })).statusCode).toBe(201);
      await unblock(owner, invitee.user.id);
      await unblock(invitee, owner.user.id);
      expect((await invite(owner, project._id, { email: invitee.user.email })).statusCode).toBe(201);
    });
  }

  for (const [who, blockFrom] of EITHER_WAY) {
    it(`lets no request or invitation sent before a block by ${who} join the two on a team`, async () => {
      const [owner, other, asker] = await Promise.all([
        build.registerMember(),
        build.registerMember(),
        build.registerMember(),
      ]);
      const project = await build.postProject(owner);
      const invited = await invite(owner, project._id, { userId: other.user.id });
      expect(invited.statusCode, invited.body).toBe(201);
      const problem = await build.postProblem(owner);
      const asked = await collaborate(asker, problem._id);
      expect(asked.statusCode, asked.body).toBe(201);
      await blockFrom(owner, other);
      await blockFrom(owner, asker);
      expectRefused(
        await t.request('PUT', `/api/projects/${project._id}/join-requests/${invited.json()._id}`, {
          as: other,
          payload: { action: 'accept' },
        }),
      );
      expectRefused(
        await t.request('PUT', `/api/collaboration-requests/${asked.json()._id}/respond`, {
          as: owner,
          payload: { status: 'accepted' },
        }),
      );
      // Declining is still anyone's to do.
      const declined = await t.request('PUT', `/api/projects/${project._id}/join-requests/${invited.json()._id}`, {
        as: other,
        payload: { action: 'reject' },
      });
      expect(declined.statusCode, declined.body).toBe(200);
    });
  }

  it('leaves the requests of members in no block alone', async () => {
    const [author, blockedOne, stranger] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    const problem = await build.postProblem(author);
    await blocked(author, blockedOne);
    expect((await collaborate(stranger, problem._id)).statusCode).toBe(201);
  });
});

describe('notifications between members in a block, whoever blocked whom', () => {
  const noticesOf = async (member: TestMember) => {
    await t.settle();
    return (await t.request('GET', '/api/notifications', { as: member })).json<NotificationList>().notifications;
  };

  for (const [who, blockBetween] of EITHER_WAY) {
    it(`tells neither of the other's doings when ${who} acts: a support, a post to a follower`, async () => {
      const [a, b] = await pair();
      const problem = await build.postProblem(a);
      await blockBetween(a, b);
      // A block ends follows; following again is not refused (a refusal would tell), but tells nothing either.
      expect((await t.request('PUT', `/api/follows/user/${a.user.id}`, { as: b })).statusCode).toBe(200);
      expect((await t.request('POST', `/api/problems/${problem._id}/support`, { as: b })).statusCode).toBe(200);
      await build.postProblem(a);
      expect((await noticesOf(a)).map((notice) => notice.kind)).not.toContain('problem-supported');
      expect((await noticesOf(b)).map((notice) => notice.kind)).not.toContain('followed-posted');
    });
  }
});

describe('team chat with a member one blocked', () => {
  const say = (projectId: string, member: TestMember, content: string) =>
    t.request('POST', `/api/projects/${projectId}/messages`, { as: member, payload: { content } });
  const historyOf = async (projectId: string, member: TestMember) => {
    const response = await t.request('GET', `/api/projects/${projectId}/messages`, { as: member });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatMessageList>();
  };
  const chatKinds = async (member: TestMember) =>
    (await t.request('GET', '/api/notifications', { as: member }))
      .json<NotificationList>()
      .notifications.filter((entry) => entry.kind.startsWith('chat-'))
      .map((entry) => entry.kind);

  it('keeps the team and its conversation, marks the blocked sender for the blocker only', async () => {
    const owner = await build.registerMember({ name: 'Kavya Menon' });
    const project = await build.postProject(owner);
    const [asha, ravi] = await Promise.all([
      build.registerMember({ name: 'Asha Rao' }),
      build.registerMember({ name: 'Ravi Kumar' }),
    ]);
    for (const member of [asha, ravi]) await build.joinTeam(owner, member, project._id);
    await blocked(owner, asha);
    expect((await say(project._id, asha, 'Still here, with the chart')).statusCode).toBe(201);
    const mine = await historyOf(project._id, owner);
    expect(mine.messages.map((message) => message.content)).toEqual(['Still here, with the chart']);
    expect(mine.blockedSenderIds).toEqual([asha.user.id]);
    expect((await historyOf(project._id, asha)).blockedSenderIds).toEqual([]);
    expect((await historyOf(project._id, ravi)).blockedSenderIds).toEqual([]);
    // The catch-up after a reconnect says the same.
    const after = await t.request('GET', `/api/projects/${project._id}/messages?after=${mine.messages[0]?._id}`, {
      as: owner,
    });
    expect(after.json<ChatMessageList>().blockedSenderIds).toEqual([asha.user.id]);
  });

  for (const [who, blockFrom] of EITHER_WAY) {
    it(`lets no mention through between members in a block, blocked by ${who}`, async () => {
      const owner = await build.registerMember({ name: 'Kavya Menon' });
      const project = await build.postProject(owner);
      const [asha, ravi] = await Promise.all([
        build.registerMember({ name: 'Asha Rao' }),
        build.registerMember({ name: 'Ravi Kumar' }),
      ]);
      for (const member of [asha, ravi]) await build.joinTeam(owner, member, project._id);
      await blockFrom(owner, asha);
      await say(project._id, asha, 'Can @kavya menon and @ravi kumar look?');
      await say(project._id, owner, 'Thanks @asha rao');
      // Away from the room, each hears of its unread messages as any teammate would; only Ravi of a mention.
      expect(await chatKinds(owner)).toEqual(['chat-unread']);
      expect(await chatKinds(asha)).toEqual(['chat-unread']);
      expect(await chatKinds(ravi)).toEqual(['chat-unread', 'chat-mention']);
    });
  }
});

describe('finding members in a block, whoever blocked whom', () => {
  const withSkills = async (name: string, skills: string[]) => {
    const member = await build.registerMember({ name });
    const response = await t.request('PUT', '/api/users/me', { as: member, payload: { skills } });
    expect(response.statusCode, response.body).toBe(200);
    return member;
  };
  const recommendedNames = async (path: string, member: TestMember) => {
    const response = await t.request('GET', `/api/matching/${path}`, { as: member });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Recommendations>().recommendations.map((match) => match.user.name);
  };
  const foundNames = async (query: string, member?: TestMember) => {
    const response = await t.request('GET', `/api/search?${query}&type=users`, { as: member });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResults>().users.map((user) => user.name);
  };

  for (const [who, blockFrom] of EITHER_WAY) {
    it(`leaves them out of Collab Matching's recommendations, both ways, blocked by ${who}`, async () => {
      const word = build.uniqueWord();
      // Asha's problem needs her own Python and the Elixir only Ravi has; Ravi's open work needs her Python.
      const asha = await withSkills(`Asha ${word}`, ['Python']);
      const ravi = await withSkills(`Ravi ${word}`, ['Elixir']);
      const problem = await build.postProblem(asha, { skillsNeeded: ['Python', 'Elixir'] });
      await build.postProject(ravi, { skillsNeeded: ['Python', 'Elixir'] });
      expect(await recommendedNames(`problems/${problem._id}`, asha)).toContain(ravi.user.name);
      expect(await recommendedNames('people', asha)).toContain(ravi.user.name);
      expect(await recommendedNames('people', ravi)).toContain(asha.user.name);

      await blockFrom(asha, ravi);
      expect(await recommendedNames(`problems/${problem._id}`, asha)).not.toContain(ravi.user.name);
      expect(await recommendedNames('people', asha)).not.toContain(ravi.user.name);
      expect(await recommendedNames('people', ravi)).not.toContain(asha.user.name);

      await unblock(asha, ravi.user.id);
      await unblock(ravi, asha.user.id);
      expect(await recommendedNames('people', ravi)).toContain(asha.user.name);
    });

    it(`leaves them out of member search, both ways, blocked by ${who}; a visitor still finds both`, async () => {
      const word = build.uniqueWord();
      const [meera, tarun] = await Promise.all([
        build.registerMember({ name: `Meera ${word}` }),
        build.registerMember({ name: `Tarun ${word}` }),
      ]);
      expect(await foundNames(`q=${word}`, meera)).toEqual(expect.arrayContaining([`Tarun ${word}`]));
      await blockFrom(meera, tarun);
      expect(await foundNames(`q=${word}`, meera)).toEqual([`Meera ${word}`]);
      expect(await foundNames(`q=${word}`, tarun)).toEqual([`Tarun ${word}`]);
      expect((await foundNames(`q=${word}`)).sort()).toEqual([`Meera ${word}`, `Tarun ${word}`]);
      await unblock(meera, tarun.user.id);
      await unblock(tarun, meera.user.id);
      expect((await foundNames(`q=${word}`, tarun)).sort()).toEqual([`Meera ${word}`, `Tarun ${word}`]);
    });
  }
});

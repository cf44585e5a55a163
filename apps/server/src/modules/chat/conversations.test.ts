import { randomUUID } from 'node:crypto';
import { type Conversation, DELETED_MEMBER_NAME, MESSAGES } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { conversationCalls } from '../../test/conversation-calls.ts';
import { expectFieldError, expectRefusal } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const MODERATOR = 'conversations.moderator@example.in';
const t = useTestApp({ moderatorEmails: [MODERATOR] });
const build = buildersFor(t);
const talk = conversationCalls(t);

/** Two members who share no team, and their conversation (a request of `asking`), with its first message sent. */
async function requestWithMessage(asking?: TestMember, asked?: TestMember) {
  const [one, two] = await Promise.all([asking ?? build.registerMember(), asked ?? build.registerMember()]);
  const conversation = await talk.started(one, two);
  expect((await talk.say(one, conversation._id)).statusCode).toBe(201);
  return { asking: one, asked: two, id: conversation._id };
}

/** A member reports the message and a moderator hides it. */
async function removeMessage(messageId: string, reporter: TestMember) {
  const moderator = await build.registerMember({ email: MODERATOR });
  const reported = await t.request('POST', '/api/reports', {
    as: reporter,
    payload: { subjectType: 'message', subjectId: messageId, reason: 'harassment' },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const hidden = await t.request('POST', `/api/moderation/cases/message/${messageId}/hide`, {
    as: moderator,
    payload: { note: 'Insults in a direct message' },
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
}

describe('starting a conversation', () => {
  it('finds or starts the one conversation of a pair, whichever of the two asks', async () => {
    const [asha, ravi] = await Promise.all([build.registerMember(), build.registerMember()]);
    const first = await talk.start(asha, ravi);
    expect(first.statusCode, first.body).toBe(201);
    const started = first.json<Conversation>();
    expect(started).toEqual({
      _id: expect.any(String),
      other: { _id: ravi.user.id, id: ravi.user.id, name: ravi.user.name, avatar: null, reputation: { score: 0 } },
      status: 'request',
      isStartedByMe: true,
      lastMessage: null,
      unread: 0,
    });

    const again = await talk.start(asha, ravi);
    expect(again.statusCode).toBe(200);
    expect(again.json<Conversation>()._id).toBe(started._id);
    // The other way round, and with the id in capitals: the same row.
    const reversed = await talk.start(ravi, asha.user.id.toUpperCase());
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json<Conversation>()).toMatchObject({ _id: started._id, status: 'request', isStartedByMe: false });
  });

  it('starts it open between members of one team, a project’s or a problem’s, and as a request otherwise', async () => {
    const projectTeam = await build.buildProjectTeam();
    const problemTeam = await build.buildTeam();
    expect((await talk.started(projectTeam.owner, projectTeam.member)).status).toBe('open');
    expect((await talk.started(problemTeam.collaborator, problemTeam.author)).status).toBe('open');
    // Asking to join is not being on the team; two teams apart share none.
    expect((await talk.started(projectTeam.requester, projectTeam.owner)).status).toBe('request');
    expect((await talk.started(projectTeam.member, problemTeam.collaborator)).status).toBe('request');
  });

  it('refuses oneself (400), an unknown or erased member (404) and a block either way (403, the neutral words)', async () => {
    const [asha, ravi, meera, leaving] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    expectFieldError(await talk.start(asha, asha), 'userId', 'conversationWithSelf');
    expectRefusal(await talk.start(asha, randomUUID()), 404, 'userNotFound');
    expectFieldError(await talk.start(asha, 'not-an-id'), 'userId', 'userNotFound');
    const erased = await t.request('DELETE', '/api/users/me', { as: leaving, payload: { password: leaving.password } });
    expect(erased.statusCode, erased.body).toBe(204);
    expectRefusal(await talk.start(asha, leaving), 404, 'userNotFound');

    expect((await talk.block(asha, ravi)).statusCode).toBe(200);
    expectRefusal(await talk.start(asha, ravi), 403, 'messageRefused');
    expectRefusal(await talk.start(ravi, asha), 403, 'messageRefused');
    // Even a conversation started before the block is not found again across it.
    await talk.started(meera, asha);
    expect((await talk.block(meera, asha)).statusCode).toBe(200);
    expectRefusal(await talk.start(asha, meera), 403, 'messageRefused');
  });
});

describe('one conversation', () => {
  it('is read by its two members only; anyone else, and an id that is none, find nothing', async () => {
    const { asking, asked, id } = await requestWithMessage();
    const stranger = await build.registerMember();
    expect((await talk.view(asked, id)).other._id).toBe(asking.user.id);
    expectRefusal(await t.request('GET', `/api/conversations/${id}`, { as: stranger }), 404, 'conversationNotFound');
    expectRefusal(await t.request('GET', '/api/conversations/nothing', { as: stranger }), 404, 'conversationNotFound');
    for (const path of ['messages', 'accept', 'ignore']) {
      const method = path === 'messages' ? 'GET' : 'POST';
      const refused = await t.request(method, `/api/conversations/${id}/${path}`, { as: stranger });
      expectRefusal(refused, 404, 'conversationNotFound');
    }
  });
});

describe('the lists', () => {
  it('show a conversation once it has a message: a request in its starter’s inbox and the other’s requests', async () => {
    const [asha, ravi] = await Promise.all([build.registerMember(), build.registerMember()]);
    const { _id: id } = await talk.started(asha, ravi);
    for (const member of [asha, ravi]) {
      expect(await talk.idsIn(member, 'inbox')).toEqual([]);
      expect(await talk.idsIn(member, 'requests')).toEqual([]);
    }
    await talk.say(asha, id, 'Hello Ravi, I liked your water project');
    expect((await talk.list(asha)).conversations).toEqual([
      expect.objectContaining({
        _id: id,
        status: 'request',
        isStartedByMe: true,
        lastMessage: {
          excerpt: 'Hello Ravi, I liked your water project',
          createdAt: expect.any(String),
          senderId: asha.user.id,
        },
        unread: 0,
      }),
    ]);
    expect(await talk.idsIn(ravi, 'inbox')).toEqual([]);
    expect((await talk.list(ravi, 'box=requests')).conversations).toEqual([
      expect.objectContaining({ _id: id, status: 'request', isStartedByMe: false, unread: 1 }),
    ]);

    expect((await talk.accept(ravi, id)).statusCode).toBe(200);
    expect(await talk.idsIn(ravi, 'requests')).toEqual([]);
    expect(await talk.idsIn(ravi, 'inbox')).toEqual([id]);
    expect((await talk.view(asha, id)).status).toBe('open');
  });

  it('go newest message first, a page at a time, and count the other’s unread messages', async () => {
    const owner = await build.registerMember();
    const project = await build.postProject(owner);
    const teammates = await Promise.all([build.registerMember(), build.registerMember(), build.registerMember()]);
    const ids: string[] = [];
    for (const teammate of teammates) {
      await build.joinTeam(owner, teammate, project._id);
      const { _id } = await talk.started(teammate, owner);
      await talk.say(teammate, _id);
      ids.push(_id);
    }
    // The first conversation speaks again: it is the newest.
    await talk.say(teammates[0] as TestMember, ids[0] as string);
    await talk.say(teammates[0] as TestMember, ids[0] as string);
    const newestFirst = [ids[0], ids[2], ids[1]];
    expect(await talk.idsIn(owner, 'inbox')).toEqual(newestFirst);
    expect((await talk.list(owner)).conversations.map((c) => c.unread)).toEqual([3, 1, 1]);
    expect((await talk.list(teammates[0] as TestMember)).conversations.map((c) => c.unread)).toEqual([0]);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await talk.list(owner, `box=inbox&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.conversations.map((c) => c._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(newestFirst);
    expectRefusal(await t.request('GET', '/api/conversations?cursor=broken', { as: owner }), 400, 'invalidCursor');
  });

  it('leave out a conversation with a member the reader blocked, and show it again once unblocked', async () => {
    const { asking, asked, id } = await requestWithMessage();
    expect((await talk.block(asked, asking)).statusCode).toBe(200);
    expect(await talk.idsIn(asked, 'requests')).toEqual([]);
    // The blocked member is not told: theirs stays where it was, and only a message of theirs is refused.
    expect(await talk.idsIn(asking, 'inbox')).toEqual([id]);
    expect((await talk.unblock(asked, asking)).statusCode).toBe(200);
    expect(await talk.idsIn(asking, 'inbox')).toEqual([id]);
    expect(await talk.idsIn(asked, 'requests')).toEqual([id]);
  });

  it('show the text of a last message moderators removed to its sender alone', async () => {
    const team = await build.buildProjectTeam();
    const { _id: id } = await talk.started(team.member, team.owner);
    const sent = await talk.say(team.member, id, 'Something rude about your project');
    await removeMessage(sent.json<{ _id: string }>()._id, team.owner);
    expect((await talk.view(team.owner, id)).lastMessage).toMatchObject({ excerpt: '', senderId: team.member.user.id });
    expect((await talk.view(team.member, id)).lastMessage).toMatchObject({
      excerpt: 'Something rude about your project',
    });
  });
});

describe('a member who erased their account', () => {
  it('leaves their conversations to the other under Deleted member, taking no new messages', async () => {
    const team = await build.buildProjectTeam();
    const { _id: id } = await talk.started(team.member, team.owner);
    expect((await talk.say(team.owner, id)).statusCode).toBe(201);
    const exported = await t.request('GET', '/api/users/me/export', { as: team.member });
    expect(exported.json().directConversations).toEqual([
      expect.objectContaining({ id, withUserId: team.owner.user.id, status: 'open', isStartedByMe: true }),
    ]);

    const erased = await t.request('DELETE', '/api/users/me', {
      as: team.owner,
      payload: { password: team.owner.password },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const [left] = (await talk.list(team.member)).conversations;
    expect(left).toMatchObject({ _id: id, other: { name: DELETED_MEMBER_NAME } });
    const refused = await talk.say(team.member, id);
    expectRefusal(refused, 409, 'conversationMemberLeft');
    expect(refused.json().message).toBe(MESSAGES.conversationMemberLeft);
    expect((await talk.history(team.member, id)).messages).toHaveLength(1);
  });
});

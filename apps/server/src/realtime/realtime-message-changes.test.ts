/**
 * Changes to chat messages over the realtime link (issue 28): an edit, a deletion, a reaction, a removal by
 * moderators are heard live by the room as the message now is, and a member who was away catches up on them with
 * `?since=`, once each, in order; unread figures reach each member's own devices. No test waits a fixed time.
 */
import type { ChatMessage, ChatMessageList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { registerMember, signInAgain, type TestMember } from '../test/builders.ts';
import { useRealtimeApp } from '../test/realtime-app.ts';
import { nextEvent, projectChat, record, roundTrip, sendOverHttp } from '../test/realtime-clients.ts';

const MODERATOR = 'message.changes@example.in';
const { t, connect, connectProjectTeam } = useRealtimeApp({ moderatorEmails: [MODERATOR] });

const messageUrl = (id: string) => `/api/chat/messages/${id}`;

async function act(method: 'PATCH' | 'DELETE' | 'PUT', url: string, as: TestMember, payload?: object) {
  const response = await t.request(method, url, { as, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatMessage>();
}

async function listOf(url: string, as: TestMember) {
  const response = await t.request('GET', url, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatMessageList>();
}

let moderator: Promise<TestMember> | undefined;

async function moderate(path: string, payload: object) {
  moderator ??= registerMember(t.app, { email: MODERATOR }).then((member) => signInAgain(t.app, member));
  const response = await t.request('POST', path, { as: await moderator, payload });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a changed message, live', () => {
  it('reaches the rest of the room as it now is: edited, reacted to, deleted', async () => {
    const { team, projectId, owner } = await connectProjectTeam();
    const sent = await sendOverHttp(t.app, projectChat(projectId), team.member, { content: 'Demo at 4' });

    const heardEdit = nextEvent(owner, 'message-changed');
    const edited = await act('PATCH', messageUrl(sent._id), team.member, { content: 'Demo at 5' });
    expect(await heardEdit).toEqual({ room: { kind: 'project', id: projectId }, message: edited });

    const heardReaction = nextEvent(owner, 'message-changed');
    await act('PUT', `${messageUrl(sent._id)}/reactions/${encodeURIComponent('🎉')}`, team.member);
    expect((await heardReaction).message.reactions).toEqual([
      { emoji: '🎉', users: [{ _id: team.member.user.id, name: team.member.user.name }] },
    ]);

    const heardDelete = nextEvent(owner, 'message-changed');
    const tombstone = await act('DELETE', messageUrl(sent._id), team.owner);
    expect((await heardDelete).message).toEqual(tombstone);
    expect(tombstone).toMatchObject({ deleted: true, content: '', reactions: [], editedAt: edited.editedAt });
  });

  it('catches up a member who was away during an edit and a reaction: both, once each, in order', async () => {
    const { team, projectId, member } = await connectProjectTeam();
    const url = projectChat(projectId);
    const first = await sendOverHttp(t.app, url, team.owner, { content: 'Budget draft' });
    const second = await sendOverHttp(t.app, url, team.owner, { content: 'Venue options' });
    const seen = await listOf(url, team.member);
    member.disconnect();

    const edited = await act('PATCH', messageUrl(first._id), team.owner, { content: 'Budget, final' });
    const reacted = await act('PUT', `${messageUrl(second._id)}/reactions/${encodeURIComponent('👍')}`, team.owner);

    const caughtUp = await listOf(`${url}?since=${seen.version}`, team.member);
    expect(caughtUp.messages).toEqual([edited, reacted]);
    expect(caughtUp.version).toBe(reacted.version);
    expect(edited.version).toBeLessThan(reacted.version);
    // Nothing changed since: a later catch-up finds nothing twice.
    expect((await listOf(`${url}?since=${caughtUp.version}`, team.member)).messages).toEqual([]);
  });

  it('tells the room a message moderators removed without its text, and its text again once restored', async () => {
    const { team, projectId, owner, member } = await connectProjectTeam();
    const sent = await sendOverHttp(t.app, projectChat(projectId), team.member, { content: 'Rude words here' });
    const reported = await t.request('POST', '/api/reports', {
      as: team.owner,
      payload: { subjectType: 'message', subjectId: sent._id, reason: 'harassment' },
    });
    expect(reported.statusCode, reported.body).toBe(201);

    const [heardByOwner, heardBySender] = [nextEvent(owner, 'message-changed'), nextEvent(member, 'message-changed')];
    await moderate(`/api/moderation/cases/message/${sent._id}/hide`, { note: 'Insults a teammate' });
    for (const heard of [await heardByOwner, await heardBySender]) {
      expect(heard.message).toMatchObject({ _id: sent._id, content: '', removed: true, removal: null });
      expect(heard.message.version).toBeGreaterThan(sent.version);
    }

    const heardRestore = nextEvent(owner, 'message-changed');
    await moderate(`/api/moderation/content/message/${sent._id}/restore`, { note: 'A misunderstanding' });
    expect((await heardRestore).message).toMatchObject({ content: 'Rude words here', removed: false });
  });
});

describe('unread figures, live', () => {
  it("tell the room's others of a new message on all their devices, and the reader's devices of a read", async () => {
    const { team, projectId, owner } = await connectProjectTeam();
    const [phone, ownersPhone] = await Promise.all([connect(team.member), connect(team.owner)]);
    const room = { kind: 'project', id: projectId };
    const heardByOwner = record(ownersPhone, 'chat-unread-changed');
    const heard = nextEvent(phone, 'chat-unread-changed');
    const sent = await sendOverHttp(t.app, projectChat(projectId), team.owner, { content: 'New plan' });
    expect(await heard).toEqual({ room });

    const heardRead = nextEvent(phone, 'chat-unread-changed');
    const read = await t.request('PUT', `/api/projects/${projectId}/messages/read`, {
      as: team.member,
      payload: { seq: sent.seq },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await heardRead).toEqual({ room });
    // The sender's own message is not news to them.
    await roundTrip(ownersPhone);
    await roundTrip(owner);
    expect(heardByOwner).toEqual([]);
  });
});

/**
 * Direct conversations over the realtime link: who may join a conversation's room, its messages live (sent over
 * HTTP or the socket), catching up after a disconnect, and the members' lists told when a conversation shows up or
 * is answered. One app on PGlite or, with DATABASE_URL, PostgreSQL; no Redis.
 *
 * No test waits a fixed time: each waits for the event it expects, and shows that an event did not reach a socket
 * with `roundTrip`, whose answer comes after anything the server sent that socket before it.
 */
import { randomUUID } from 'node:crypto';
import { type ChatMessage, MESSAGES, type NotificationList, type RealtimeAck } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildProjectTeam, registerMember, type TestMember } from '../test/builders.ts';
import { conversationCalls } from '../test/conversation-calls.ts';
import { useRealtimeApp } from '../test/realtime-app.ts';
import {
  type Client,
  history,
  join,
  nextEvent,
  record,
  roundTrip,
  sendOverHttp,
  sendOverSocket,
} from '../test/realtime-clients.ts';

const { t, connect } = useRealtimeApp();
const talk = conversationCalls(t);

const directChat = (conversationId: string) => `/api/conversations/${conversationId}/messages`;
const joinDirect = async (client: Client, id: unknown) =>
  (await client.emitWithAck('join-direct', id as string)) as RealtimeAck;
/** The message a conversation's room carries with this content, when it comes. */
const nextDirect = (client: Client, content: string) =>
  nextEvent(client, 'new-direct-message', (event) => event.message.content === content).then(
    (event): { conversationId: string; message: ChatMessage } => event,
  );

/** Two teammates (their conversation is open from the start), each connected and in its room. */
async function openConversation() {
  const team = await buildProjectTeam(t.app);
  const { _id: id } = await talk.started(team.owner, team.member);
  const [owner, member] = [await connect(team.owner), await connect(team.member)];
  for (const client of [owner, member]) expect(await joinDirect(client, id)).toEqual({ ok: true });
  return { team, id, owner, member };
}

describe("a conversation's room", () => {
  it('carries its messages live to both members, sent over HTTP or over the socket', async () => {
    const { team, id, owner, member } = await openConversation();
    const heard = nextDirect(member, 'Are you free to pair this evening?');
    const sent = await sendOverHttp(t.app, directChat(id), team.owner, {
      content: 'Are you free to pair this evening?',
    });
    expect(await heard).toEqual({ conversationId: id, message: sent });

    const answer = { conversationId: id, content: 'Yes, after seven works', clientId: randomUUID() };
    const heardBack = nextDirect(owner, answer.content);
    const acknowledged = await sendOverSocket(member, answer);
    expect((await heardBack).message._id).toBe(acknowledged._id);
    expect((await history(t.app, directChat(id), team.owner)).map((message) => message.content)).toEqual([
      'Yes, after seven works',
      'Are you free to pair this evening?',
    ]);

    // Left, the room is quiet for that socket.
    expect(await member.emitWithAck('leave-direct', id)).toEqual({ ok: true });
    const quiet = record(member, 'new-direct-message');
    await sendOverHttp(t.app, directChat(id), team.owner, { content: 'Bring the sensor notes' });
    await roundTrip(member);
    expect(quiet).toEqual([]);
  });

  it('is refused to anyone but its two members, and to an id that is none', async () => {
    const { id } = await openConversation();
    const stranger = await connect(await registerMember(t.app));
    const notFound = { ok: false, message: MESSAGES.conversationNotFound, code: 'conversationNotFound' };
    for (const named of [id, randomUUID(), 'garbage', 42, null])
      expect(await joinDirect(stranger, named)).toEqual(notFound);
    // A project's id is no conversation's.
    expect(await join(stranger, 'project', id)).toMatchObject({ ok: false });
    const sent = await stranger.emitWithAck('send-message', {
      conversationId: id,
      content: 'Hello there',
      clientId: randomUUID(),
    });
    expect(sent).toEqual(notFound);
    const malformed = await stranger.emitWithAck('send-message', { conversationId: 'nope', content: 'Hello' });
    expect(malformed).toEqual(notFound);
  });

  it('refuses over the socket what the HTTP route refuses: a request’s second message waits for an answer', async () => {
    const [asking, asked] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const { _id: id } = await talk.started(asking, asked);
    const client = await connect(asking);
    expect(await joinDirect(client, id)).toEqual({ ok: true });
    await sendOverSocket(client, { conversationId: id, content: 'Hello, may I ask about your work?' });
    const second = await client.emitWithAck('send-message', { conversationId: id, content: 'Are you there?' });
    expect(second).toEqual({
      ok: false,
      message: MESSAGES.messageRequestWaiting,
      code: 'messageRequestWaiting',
    });
  });

  it('lets a member who was away catch up with ?since= on what they missed, once each, in order', async () => {
    const { team, id, member } = await openConversation();
    const seen = nextDirect(member, 'Before the train');
    await sendOverHttp(t.app, directChat(id), team.owner, { content: 'Before the train' });
    const lastSeen = (await seen).message;
    member.disconnect();

    const missed = [
      await sendOverHttp(t.app, directChat(id), team.owner, { content: 'Missed one' }),
      await sendOverHttp(t.app, directChat(id), team.owner, { content: 'Missed two' }),
    ];
    const back = await connect(team.member);
    expect(await joinDirect(back, id)).toEqual({ ok: true });
    const caughtUp = await talk.history(team.member, id, `?since=${lastSeen.version}`);
    expect(caughtUp.messages.map((message) => message._id)).toEqual(missed.map((message) => message._id));
    expect(caughtUp.version).toBe(missed.at(-1)?.version);
    const live = nextDirect(back, 'Welcome back');
    await sendOverHttp(t.app, directChat(id), team.owner, { content: 'Welcome back' });
    expect((await live).message.content).toBe('Welcome back');
  });
});

describe("the members' lists", () => {
  it('hear of a conversation when its first message comes and when it is accepted; of an ignore, only the one who ignored', async () => {
    const [asking, asked, other] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
    ]);
    const [askingSocket, askedSocket, otherSocket] = [
      await connect(asking),
      await connect(asked),
      await connect(other),
    ];
    const { _id: id } = await talk.started(asking, asked);
    const changed = (client: Client) =>
      nextEvent(client, 'conversations-changed', (event) => event.conversationId === id);

    const shown = [changed(askingSocket), changed(askedSocket)];
    expect((await talk.say(asking, id)).statusCode).toBe(201);
    expect(await Promise.all(shown)).toEqual([{ conversationId: id }, { conversationId: id }]);
    const accepted = [changed(askingSocket), changed(askedSocket)];
    expect((await talk.accept(asked, id)).statusCode).toBe(200);
    expect(await Promise.all(accepted)).toEqual([{ conversationId: id }, { conversationId: id }]);

    const { _id: ignoredId } = await talk.started(other, asked);
    await talk.say(other, ignoredId);
    await roundTrip(otherSocket);
    const heardByStarter = record(otherSocket, 'conversations-changed');
    const heardByIgnorer = nextEvent(
      askedSocket,
      'conversations-changed',
      (event) => event.conversationId === ignoredId,
    );
    expect((await talk.ignore(asked, ignoredId)).statusCode).toBe(200);
    expect(await heardByIgnorer).toEqual({ conversationId: ignoredId });
    await roundTrip(otherSocket);
    expect(heardByStarter).toEqual([]);
  });

  it('leave an online member’s bell alone for a message they see live', async () => {
    const { team, id, member } = await openConversation();
    await roundTrip(member);
    const heard = nextDirect(member, 'You see this as it comes');
    await sendOverHttp(t.app, directChat(id), team.owner, { content: 'You see this as it comes' });
    await heard;
    const bell = await t.request('GET', '/api/notifications', { as: team.member });
    const kinds = bell.json<NotificationList>().notifications.map((entry) => entry.kind);
    expect(kinds).not.toContain('direct-message');
  });
});

describe('when access is checked again', () => {
  // Sockets are checked again every 100 ms here, instead of every few seconds.
  const quick = useRealtimeApp({ realtimeRecheckMs: 100 });

  it("keeps a member's conversation room while a lost team's room is left", async () => {
    const team = await buildProjectTeam(quick.t.app);
    const quickTalk = conversationCalls(quick.t);
    const { _id: id } = await quickTalk.started(team.owner, team.member);
    const socket = await quick.connect(team.member);
    expect(await join(socket, 'project', team.project._id)).toEqual({ ok: true });
    expect(await joinDirect(socket, id)).toEqual({ ok: true });

    // Deleting the project tells the room nothing; the recheck finds the team gone.
    const told = nextEvent(socket, 'removed-from-team');
    expect((await quick.t.request('DELETE', `/api/projects/${team.project._id}`, { as: team.owner })).statusCode).toBe(
      200,
    );
    expect(await told).toEqual({ projectId: team.project._id });
    const heard = nextDirect(socket, 'Still here after the project');
    await sendOverHttp(quick.t.app, directChat(id), team.owner as TestMember, {
      content: 'Still here after the project',
    });
    expect((await heard).conversationId).toBe(id);
  });
});

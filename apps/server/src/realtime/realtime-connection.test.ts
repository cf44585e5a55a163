import { randomUUID } from 'node:crypto';
import { MESSAGES, PRESENCE_WATCH_BATCH, PRESENCE_WATCH_MAX, SESSION_REMEMBER_MS } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildProjectTeam, PASSWORD, registerMember, type TestMember } from '../test/builders.ts';
import { useRealtimeApp } from '../test/realtime-app.ts';
import {
  disconnected,
  join,
  nextEvent,
  nextMessage,
  onlineWhen,
  projectChat,
  record,
  refusedHandshake,
  roundTrip,
  sendOverHttp,
} from '../test/realtime-clients.ts';

const realtime = useRealtimeApp();
const { t, open, connect, connectProjectTeam } = realtime;

const sessionCookie = (member: TestMember) => `skillsync_session=${encodeURIComponent(member.token)}`;

describe('the handshake', () => {
  it('refuses a socket without a session, saying the member must log in', async () => {
    const refusal = await refusedHandshake(open(undefined));
    expect(refusal.message).toBe(MESSAGES.unauthenticated);
    expect(refusal.data).toEqual({ code: 'unauthenticated' });
  });

  it('refuses the token of a session that was signed out, and a made-up token', async () => {
    const member = await registerMember(t.app);
    const signedOut = await t.request('POST', '/api/auth/logout', { as: member });
    expect(signedOut.statusCode).toBe(200);
    for (const token of [member.token, 'not-a-session-token', 'x'.repeat(5000)]) {
      const refusal = await refusedHandshake(open({ ...member, token }));
      expect(refusal.data?.code).toBe('unauthenticated');
    }
  });

  it('lets the session cookie in from our own pages, and not from another origin or from no origin at all', async () => {
    const member = await registerMember(t.app);
    const cookie = sessionCookie(member);
    const elsewhere: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie },
      { cookie, origin: 'null' },
    ];
    for (const extraHeaders of elsewhere) {
      const refusal = await refusedHandshake(open(undefined, { extraHeaders }));
      expect(refusal.data?.code).toBe('unauthenticated');
    }
    const ours = await connect(undefined, { extraHeaders: { cookie, origin: realtime.base } });
    // The socket is the member's: they are online through it.
    expect(await roundTrip(ours)).toContain(member.user.id);
  });

  it('refuses a malformed session cookie as a missing session, not as a server error', async () => {
    const refusal = await refusedHandshake(
      open(undefined, { extraHeaders: { cookie: 'skillsync_session=%E0%A4%A', origin: realtime.base } }),
    );
    expect(refusal.message).toBe(MESSAGES.unauthenticated);
    expect(refusal.data?.code).toBe('unauthenticated');
  });
});

describe('presence', () => {
  it('shows a member who connects as online to one watching them, and as offline once they disconnect', async () => {
    const [watcher, visitor] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const watching = await connect(watcher);
    const seen = [visitor.user.id];
    const cameOnline = onlineWhen(watching, (online) => online.includes(visitor.user.id), seen);
    const visiting = await connect(visitor);
    expect(await cameOnline).toContain(watcher.user.id);
    visiting.disconnect();
    await onlineWhen(watching, (online) => !online.includes(visitor.user.id), seen);
  });

  it('shows a member whose connection drops without a goodbye as offline', async () => {
    const [watcher, visitor] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const watching = await connect(watcher);
    const visiting = await connect(visitor);
    const seen = [visitor.user.id];
    await onlineWhen(watching, (online) => online.includes(visitor.user.id), seen);
    // The connection goes away under the socket: no socket.io goodbye reaches the server.
    visiting.io.engine.close();
    await onlineWhen(watching, (online) => !online.includes(visitor.user.id), seen);
  });

  it("tells a member their teammates' comings and goings without being asked, and nobody else's", async () => {
    const { owner, member } = await buildProjectTeam(t.app);
    const stranger = await registerMember(t.app);
    const ownerSocket = await connect(owner);
    const heard = record(ownerSocket, 'presence');
    await roundTrip(ownerSocket);
    await connect(stranger);
    const memberSocket = await connect(member);
    const cameOnline = onlineWhen(ownerSocket, (online) => online.includes(member.user.id));
    expect(await cameOnline).toContain(owner.user.id);
    memberSocket.disconnect();
    await onlineWhen(ownerSocket, (online) => !online.includes(member.user.id));
    expect(heard.flatMap((event) => [...event.online, ...event.offline])).not.toContain(stranger.user.id);
  });

  it('answers a spec client that says it is online without an acknowledgement with `online-users`', async () => {
    const { owner, member } = await buildProjectTeam(t.app);
    await connect(member);
    const ownerSocket = await connect(owner);
    const told = nextEvent(ownerSocket, 'online-users');
    ownerSocket.emit('user-online', owner.user.id);
    expect((await told).sort()).toEqual([owner.user.id, member.user.id].sort());
  });

  it('refuses to watch what is not a list of member ids, or more members than a page could show', async () => {
    const watcher = await registerMember(t.app);
    const watching = await connect(watcher);
    for (const userIds of ['not-a-list', ['not-an-id'], [1, 2], null])
      expect(await watching.emitWithAck('watch-presence', userIds as string[])).toMatchObject({
        ok: false,
        code: 'invalidRequest',
      });
    const manyIds = () => Array.from({ length: PRESENCE_WATCH_BATCH }, () => randomUUID());
    for (let batch = 0; batch < PRESENCE_WATCH_MAX / PRESENCE_WATCH_BATCH; batch += 1)
      expect(await watching.emitWithAck('watch-presence', manyIds())).toEqual({ ok: true, data: [] });
    expect(await watching.emitWithAck('watch-presence', [randomUUID()])).toMatchObject({
      ok: false,
      message: MESSAGES.tooManyWatched,
    });
  });
});

describe('losing access', () => {
  type ConnectedTeam = Awaited<ReturnType<typeof connectProjectTeam>>;
  const takeOffTeam = (projectId: string, leaver: TestMember, as: TestMember) =>
    t.request('DELETE', `/api/projects/${projectId}/members/${leaver.user.id}`, { as });
  /** The owner's next chat message reaches the owner's socket and not the member's, who is off the team. */
  async function expectOnlyOwnerHears({ team, projectId, owner, member }: ConnectedTeam, content: string) {
    const overheard = record(member, 'new-message');
    const heardByOwner = nextMessage(owner, 'new-message', content);
    await sendOverHttp(t.app, projectChat(projectId), team.owner, { content });
    await heardByOwner;
    await roundTrip(member);
    expect(overheard).toEqual([]);
  }

  it('tells a member removed from a team so, and they hear nothing more of its chat', async () => {
    const { team, projectId, owner, member } = await connectProjectTeam();
    const told = nextEvent(member, 'removed-from-team');
    const teamChanged = nextEvent(owner, 'project-updated', (event) => event.reason === 'team');
    expect((await takeOffTeam(projectId, team.member, team.owner)).statusCode).toBe(200);
    expect(await told).toEqual({ projectId });
    expect(await teamChanged).toEqual({ projectId, reason: 'team', by: team.owner.user.id });

    await expectOnlyOwnerHears({ team, projectId, owner, member }, 'Only for the team now');
    expect(await join(member, 'project', projectId)).toMatchObject({ ok: false, code: 'notProjectMember' });
  });

  it('takes a member who leaves a team on their own out of its room', async () => {
    const { team, projectId, owner, member } = await connectProjectTeam();
    const told = nextEvent(member, 'removed-from-team');
    expect((await takeOffTeam(projectId, team.member, team.member)).statusCode).toBe(200);
    expect(await told).toEqual({ projectId });
    await expectOnlyOwnerHears({ team, projectId, owner, member }, 'Goodbye and thanks');
  });

  it("closes the sockets of a session that signs out, and not those of the member's other sessions", async () => {
    const member = await registerMember(t.app);
    const login = await t.request('POST', '/api/auth/login', {
      payload: { email: member.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();
    const laptop: TestMember = { ...member, token, auth: { authorization: `Bearer ${token}` } };
    const phone = await connect(member);
    const desk = await connect(laptop);
    const closed = disconnected(phone);

    const signedOut = await t.request('POST', '/api/auth/logout', { as: member });
    expect(signedOut.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await roundTrip(desk)).toContain(member.user.id);
    expect(desk.connected).toBe(true);
    expect((await refusedHandshake(open(member))).data?.code).toBe('unauthenticated');
  });
});

describe('when access lapses without anyone saying so', () => {
  // Sockets are checked again every 100 ms here, instead of every few seconds.
  const quick = useRealtimeApp({ realtimeRecheckMs: 100 });

  it('takes the members of a deleted project out of its room and tells them', async () => {
    const team = await buildProjectTeam(quick.t.app);
    const projectId = team.project._id;
    const member = await quick.connect(team.member);
    expect(await join(member, 'project', projectId)).toEqual({ ok: true });
    const deletedNews = nextEvent(member, 'project-updated', (event) => event.reason === 'deleted');
    const told = nextEvent(member, 'removed-from-team');
    const deleted = await quick.t.request('DELETE', `/api/projects/${projectId}`, { as: team.owner });
    expect(deleted.statusCode).toBe(200);
    expect(await deletedNews).toEqual({ projectId, reason: 'deleted', by: team.owner.user.id });
    expect(await told).toEqual({ projectId });
  });

  it('disconnects a member whose session has run out', async () => {
    const member = await registerMember(quick.t.app);
    const socket = await quick.connect(member);
    const closed = disconnected(socket);
    quick.t.advanceClock(SESSION_REMEMBER_MS + 24 * 60 * 60 * 1000);
    expect(await closed).toBe('io server disconnect');
  });
});

/**
 * The realtime link as members meet it: who gets a socket, who may join a team's room, who hears what is said and
 * done there, how a member who was away catches up (also across a server restart), who is online, and how losing
 * a place on a team or signing out closes the door. One app on PGlite or, with DATABASE_URL, PostgreSQL; no Redis
 * (two-instances.test.ts covers instances that share one).
 *
 * No test waits a fixed time: each waits for the event it expects, and shows that an event did not reach a socket
 * with `roundTrip`, whose answer comes after anything the server sent that socket before it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ChatMessage, type ChatMessageList, MESSAGES, SESSION_REMEMBER_MS, type Task } from '@skillsync/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import {
  askToJoin,
  buildProjectTeam,
  buildTeam,
  joinTeam,
  PASSWORD,
  postProject,
  registerMember,
  type TestMember,
} from '../test/builders.ts';
import {
  collaborationChat,
  disconnected,
  join,
  listen,
  nextEvent,
  nextMessage,
  onlineWhen,
  projectChat,
  record,
  refusedHandshake,
  roundTrip,
  sendOverHttp,
  sendOverSocket,
  socketClients,
} from '../test/realtime-clients.ts';
import { testConfig, useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const clients = socketClients();
let base = '';

beforeAll(async () => {
  base = await listen(t.app);
});

afterAll(() => clients.closeAll());

// ---- Helpers ----

const sessionCookie = (member: TestMember) => `skillsync_session=${encodeURIComponent(member.token)}`;

async function history(app: App, url: string, as: TestMember) {
  const response = await app.inject({ method: 'GET', url, headers: as.auth });
  if (response.statusCode !== 200) throw new Error(`history failed: ${response.statusCode} ${response.body}`);
  return response.json<ChatMessageList>().messages;
}

/** Connects the member and joins the team's room, which must be granted. */
async function connectToTeam(member: TestMember, kind: 'project' | 'collaboration', id: string, at = base) {
  const client = await clients.connect(at, member);
  expect(await join(client, kind, id)).toEqual({ ok: true });
  return client;
}

const ids = (messages: ChatMessage[]) => messages.map((message) => message._id);

/**
 * A database that outlives the app on it, for a restart: a scratch PostgreSQL database when the run has one, else
 * PGlite in a directory of its own.
 */
async function persistentDatabase(): Promise<{ overrides: Partial<Config>; drop: () => Promise<void> }> {
  const baseUrl = inject('databaseUrl');
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl, 'skillsync_test');
    return { overrides: { databaseUrl: scratch.url }, drop: scratch.drop };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skillsync-restart-'));
  return { overrides: { dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

// ---- Tests ----

describe('the handshake', () => {
  it('refuses a socket without a session, saying the member must log in', async () => {
    const refusal = await refusedHandshake(clients.open(base, undefined));
    expect(refusal.message).toBe(MESSAGES.unauthenticated);
    expect(refusal.data).toEqual({ code: 'unauthenticated' });
  });

  it('refuses the token of a session that was signed out, and a made-up token', async () => {
    const member = await registerMember(t.app);
    const signedOut = await t.request('POST', '/api/auth/logout', { as: member });
    expect(signedOut.statusCode).toBe(200);
    for (const token of [member.token, 'not-a-session-token', 'x'.repeat(5000)]) {
      const refusal = await refusedHandshake(clients.open(base, { ...member, token }));
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
      const refusal = await refusedHandshake(clients.open(base, undefined, { extraHeaders }));
      expect(refusal.data?.code).toBe('unauthenticated');
    }
    const ours = await clients.connect(base, undefined, { extraHeaders: { cookie, origin: base } });
    // The socket is the member's: they are online through it.
    expect(await roundTrip(ours)).toContain(member.user.id);
  });

  it('refuses a malformed session cookie as a missing session, not as a server error', async () => {
    const refusal = await refusedHandshake(
      clients.open(base, undefined, { extraHeaders: { cookie: 'skillsync_session=%E0%A4%A', origin: base } }),
    );
    expect(refusal.message).toBe(MESSAGES.unauthenticated);
    expect(refusal.data?.code).toBe('unauthenticated');
  });
});

describe("joining a team's room", () => {
  it('refuses a stranger the project room and says why in the acknowledgement', async () => {
    const team = await buildProjectTeam(t.app);
    for (const outsider of [team.stranger, team.requester]) {
      const client = await clients.connect(base, outsider);
      expect(await join(client, 'project', team.project._id)).toEqual({
        ok: false,
        message: MESSAGES.notProjectMember,
        code: 'notProjectMember',
      });
    }
  });

  it('answers a join for a project that does not exist, or for something that is no id, as not found', async () => {
    const member = await registerMember(t.app);
    const client = await clients.connect(base, member);
    for (const id of [randomUUID(), 'garbage', '', 42, { id: randomUUID() }, null]) {
      expect(await join(client, 'project', id)).toMatchObject({ ok: false, code: 'projectNotFound' });
      expect(await join(client, 'collaboration', id)).toMatchObject({ ok: false, code: 'problemNotFound' });
    }
  });

  it("keeps a private project's room as hidden from a stranger as the project itself", async () => {
    const [owner, stranger] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const hidden = await postProject(t.app, owner, { visibility: 'Private' });
    const client = await clients.connect(base, stranger);
    expect(await join(client, 'project', hidden._id)).toMatchObject({ ok: false, code: 'projectNotFound' });
  });

  it('answers a refused join asked without an acknowledgement with a join-refused event', async () => {
    const team = await buildProjectTeam(t.app);
    const client = await clients.connect(base, team.stranger);
    const refused = nextEvent(client, 'join-refused');
    client.emit('join-project', team.project._id);
    expect(await refused).toEqual({
      room: `project:${team.project._id}`,
      message: MESSAGES.notProjectMember,
      code: 'notProjectMember',
    });
    const notFound = nextEvent(client, 'join-refused');
    client.emit('join-collaboration', 'garbage');
    expect(await notFound).toEqual({
      room: 'collaboration:garbage',
      message: MESSAGES.problemNotFound,
      code: 'problemNotFound',
    });
  });

  it("lets only a problem's author and collaborators into its team chat", async () => {
    const team = await buildTeam(t.app);
    for (const member of [team.author, team.collaborator]) {
      await connectToTeam(member, 'collaboration', team.problem._id);
    }
    for (const outsider of [team.stranger, team.requester]) {
      const client = await clients.connect(base, outsider);
      expect(await join(client, 'collaboration', team.problem._id)).toEqual({
        ok: false,
        message: MESSAGES.notTeamMember,
        code: 'notTeamMember',
      });
    }
  });
});

describe('project chat', () => {
  it('delivers a message sent over HTTP to the owner and every member in the room, and to nobody else', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const leaver = await registerMember(t.app);
    await joinTeam(t.app, team.owner, leaver, projectId);
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const member = await connectToTeam(team.member, 'project', projectId);
    const left = await connectToTeam(leaver, 'project', projectId);
    expect(await left.emitWithAck('leave-project', projectId)).toEqual({ ok: true });
    const stranger = await clients.connect(base, team.stranger);
    await join(stranger, 'project', projectId);
    const overheard = [left, stranger].map((client) => record(client, 'new-message'));

    const heardByOwner = nextEvent(owner, 'new-message');
    const heardByMember = nextEvent(member, 'new-message');
    const sent = await sendOverHttp(t.app, projectChat(projectId), team.owner, { content: 'Stand-up at ten' });
    expect(await heardByOwner).toEqual({ projectId, message: sent });
    expect(await heardByMember).toEqual({ projectId, message: sent });
    expect(sent).toMatchObject({ content: 'Stand-up at ten', sender: { _id: team.owner.user.id } });

    await Promise.all([roundTrip(left), roundTrip(stranger)]);
    expect(overheard).toEqual([[], []]);
  });

  it('acknowledges a message sent over the socket with the stored message and delivers it to the team', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const member = await connectToTeam(team.member, 'project', projectId);
    const stranger = await clients.connect(base, team.stranger);
    const overheard = record(stranger, 'new-message');

    const heardByOwner = nextEvent(owner, 'new-message');
    const heardBySender = nextEvent(member, 'new-message');
    const sent = await sendOverSocket(member, { projectId, content: 'Pushed the price card', clientId: randomUUID() });
    expect(sent).toMatchObject({ content: 'Pushed the price card', sender: { _id: team.member.user.id } });
    expect(await heardByOwner).toEqual({ projectId, message: sent });
    expect(await heardBySender).toEqual({ projectId, message: sent });
    expect(ids(await history(t.app, projectChat(projectId), team.owner))).toEqual([sent._id]);

    await roundTrip(stranger);
    expect(overheard).toEqual([]);
  });

  it("refuses a stranger's message over the socket, and a blank one from a member, storing neither", async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const stranger = await clients.connect(base, team.stranger);
    expect(await stranger.emitWithAck('send-message', { projectId, content: 'Let me in' })).toEqual({
      ok: false,
      message: MESSAGES.notProjectMember,
      code: 'notProjectMember',
    });
    const member = await connectToTeam(team.member, 'project', projectId);
    expect(await member.emitWithAck('send-message', { projectId, content: '   ' })).toEqual({
      ok: false,
      message: MESSAGES.messageRequired,
      code: 'messageRequired',
    });
    expect(await member.emitWithAck('send-message', { projectId: 'garbage', content: 'Hello' })).toMatchObject({
      ok: false,
      code: 'projectNotFound',
    });
    expect(await history(t.app, projectChat(projectId), team.owner)).toEqual([]);
  });
});

describe('collaboration chat', () => {
  it("delivers a problem team's message, written as `message`, to the author and collaborators only", async () => {
    const team = await buildTeam(t.app);
    const collaborationId = team.problem._id;
    const author = await connectToTeam(team.author, 'collaboration', collaborationId);
    const collaborator = await connectToTeam(team.collaborator, 'collaboration', collaborationId);
    const outsiders = await Promise.all([team.stranger, team.requester].map((m) => clients.connect(base, m)));
    for (const outsider of outsiders) await join(outsider, 'collaboration', collaborationId);
    const overheard = outsiders.map((client) => record(client, 'new-collaboration-message'));

    const heardByAuthor = nextEvent(author, 'new-collaboration-message');
    const heardByCollaborator = nextEvent(collaborator, 'new-collaboration-message');
    const sent = await sendOverHttp(t.app, collaborationChat(collaborationId), team.collaborator, {
      message: 'Sensor prices attached',
    });
    expect(sent.content).toBe('Sensor prices attached');
    expect(await heardByAuthor).toEqual({ collaborationId, message: sent });
    expect(await heardByCollaborator).toEqual({ collaborationId, message: sent });

    const answered = nextEvent(collaborator, 'new-collaboration-message');
    const reply = await sendOverSocket(author, { collaborationId, message: 'Thanks, ordering two' });
    expect(reply).toMatchObject({ content: 'Thanks, ordering two', sender: { _id: team.author.user.id } });
    expect(await answered).toEqual({ collaborationId, message: reply });
    const stored = await history(t.app, collaborationChat(collaborationId), team.author);
    expect(ids(stored)).toEqual([reply._id, sent._id]);

    await Promise.all(outsiders.map(roundTrip));
    expect(overheard).toEqual([[], []]);
    // Nor may they send to it.
    expect(await outsiders[0]?.emitWithAck('send-message', { collaborationId, message: 'Hi' })).toMatchObject({
      ok: false,
      code: 'notTeamMember',
    });
  });
});

describe('resends and text', () => {
  it('stores a message sent twice with the same clientId once, over HTTP and over the socket alike', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const url = projectChat(projectId);
    const clientId = randomUUID();
    const payload = { content: 'Sent on a shaky line', clientId };

    const first = await t.request('POST', url, { as: team.member, payload });
    expect(first.statusCode).toBe(201);
    const again = await t.request('POST', url, { as: team.member, payload });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const member = await connectToTeam(team.member, 'project', projectId);
    expect(await sendOverSocket(member, { projectId, ...payload })).toEqual(first.json());
    const other = await sendOverSocket(member, { projectId, content: 'A new one', clientId: randomUUID() });
    // Another member may use the same clientId for a message of their own.
    const owners = await sendOverHttp(t.app, url, team.owner, payload);
    expect(owners._id).not.toBe(other._id);

    const stored = await history(t.app, url, team.owner);
    expect(ids(stored)).toEqual([owners._id, other._id, first.json<ChatMessage>()._id]);
  });

  it("refuses a clientId already used in another team's chat instead of answering with that team's message", async () => {
    const [one, two] = await Promise.all([buildProjectTeam(t.app), buildProjectTeam(t.app)]);
    await joinTeam(t.app, two.owner, one.member, two.project._id);
    const payload = { content: 'For team one only', clientId: randomUUID() };
    await sendOverHttp(t.app, projectChat(one.project._id), one.member, payload);
    const reused = await t.request('POST', projectChat(two.project._id), { as: one.member, payload });
    expect(reused.statusCode).toBe(409);
    expect(reused.body).not.toContain('For team one only');
    expect(await history(t.app, projectChat(two.project._id), two.owner)).toEqual([]);
  });

  it('delivers and stores Hindi text and markup exactly as written', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const member = await connectToTeam(team.member, 'project', projectId);
    const texts = [
      'नमस्ते टीम! कल की बैठक सुबह दस बजे — क्षेत्र: कोलार 🙏',
      '<script>alert("x")</script> & <b>bold</b> &amp; \'quotes\' `ticks`',
    ];
    const overHttp = nextMessage(member, 'new-message', texts[0] ?? '');
    const viaHttp = await sendOverHttp(t.app, projectChat(projectId), team.owner, { content: texts[0] });
    expect((await overHttp).content).toBe(texts[0]);
    const overSocket = nextMessage(owner, 'new-message', texts[1] ?? '');
    const viaSocket = await sendOverSocket(member, { projectId, content: texts[1] });
    expect((await overSocket).content).toBe(texts[1]);
    expect([viaHttp.content, viaSocket.content]).toEqual(texts);
    const stored = await history(t.app, projectChat(projectId), team.member);
    expect(stored.map((message) => message.content)).toEqual([...texts].reverse());
  });
});

describe('catching up', () => {
  it('gives a member who was away exactly the messages they missed, in order, after the last one they saw', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const url = projectChat(projectId);
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const away = await connectToTeam(team.member, 'project', projectId);
    const seen = nextMessage(away, 'new-message', 'Before the train');
    const lastSeen = await sendOverHttp(t.app, url, team.owner, { content: 'Before the train' });
    expect((await seen)._id).toBe(lastSeen._id);
    away.disconnect();

    const missed = [
      await sendOverHttp(t.app, url, team.owner, { content: 'Missed one' }),
      await sendOverSocket(owner, { projectId, content: 'Missed two', clientId: randomUUID() }),
      await sendOverHttp(t.app, url, team.owner, { content: 'Missed three' }),
    ];

    const back = await connectToTeam(team.member, 'project', projectId);
    const caughtUp = await history(t.app, `${url}?after=${lastSeen._id}`, team.member);
    expect(ids(caughtUp)).toEqual(ids(missed));
    expect(caughtUp.map((message) => message.content)).toEqual(['Missed one', 'Missed two', 'Missed three']);

    // What comes next arrives live, and a later catch-up from the newest message has only it: nothing twice.
    const live = nextMessage(back, 'new-message', 'Welcome back');
    const next = await sendOverHttp(t.app, url, team.owner, { content: 'Welcome back' });
    expect((await live)._id).toBe(next._id);
    expect(ids(await history(t.app, `${url}?after=${missed.at(-1)?._id}`, team.member))).toEqual([next._id]);
    expect(await history(t.app, `${url}?after=${next._id}`, team.member)).toEqual([]);
  });

  it('gives a long absence page by page: each page starts after the last message of the one before', async () => {
    const team = await buildTeam(t.app);
    const url = collaborationChat(team.problem._id);
    const lastSeen = await sendOverHttp(t.app, url, team.author, { message: 'Seen' });
    const missed: ChatMessage[] = [];
    for (const content of ['One', 'Two', 'Three', 'Four', 'Five']) {
      missed.push(await sendOverHttp(t.app, url, team.author, { message: content }));
    }
    const pages: string[][] = [];
    let after = lastSeen._id;
    for (;;) {
      const page = await history(t.app, `${url}?after=${after}&limit=2`, team.collaborator);
      if (page.length === 0) break;
      pages.push(page.map((message) => message.content));
      after = page.at(-1)?._id ?? '';
    }
    expect(pages).toEqual([['One', 'Two'], ['Three', 'Four'], ['Five']]);
  });

  it("refuses to catch up after a message of another team's chat", async () => {
    const [one, two] = await Promise.all([buildProjectTeam(t.app), buildProjectTeam(t.app)]);
    const elsewhere = await sendOverHttp(t.app, projectChat(two.project._id), two.owner, { content: 'Ours' });
    const response = await t.request('GET', `${projectChat(one.project._id)}?after=${elsewhere._id}`, {
      as: one.owner,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidCursor' });
    expect(response.body).not.toContain('Ours');
  });

  it('catches a member up across a server restart: what was said before and after it, once each, in order', async () => {
    const database = await persistentDatabase();
    const config = testConfig(database.overrides);
    let running: App | undefined = await buildApp(config);
    try {
      const first = running;
      const team = await buildProjectTeam(first);
      const projectId = team.project._id;
      const url = projectChat(projectId);
      const away = await connectToTeam(team.member, 'project', projectId, await listen(first));
      const seen = nextMessage(away, 'new-message', 'Before the restart');
      const lastSeen = await sendOverHttp(first, url, team.owner, { content: 'Before the restart' });
      expect((await seen)._id).toBe(lastSeen._id);
      away.disconnect();
      const missedBefore = await sendOverHttp(first, url, team.owner, { content: 'While you were away' });
      running = undefined;
      await first.close();

      const second = await buildApp(config);
      running = second;
      const secondBase = await listen(second);
      const missedAfter = await sendOverHttp(second, url, team.owner, { content: 'After the restart' });
      // The member's session survived the restart: the same token lets them back in.
      const back = await connectToTeam(team.member, 'project', projectId, secondBase);
      const caughtUp = await history(second, `${url}?after=${lastSeen._id}`, team.member);
      expect(ids(caughtUp)).toEqual([missedBefore._id, missedAfter._id]);

      const live = nextMessage(back, 'new-message', 'Live again');
      const next = await sendOverHttp(second, url, team.owner, { content: 'Live again' });
      expect((await live)._id).toBe(next._id);
      expect(ids(await history(second, `${url}?after=${missedAfter._id}`, team.member))).toEqual([next._id]);
    } finally {
      await running?.close();
      await database.drop();
    }
  }, 120_000);
});

describe('presence', () => {
  it('shows a member who connects as online to another member, and as offline once they disconnect', async () => {
    const [watcher, visitor] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const watching = await clients.connect(base, watcher);
    const cameOnline = onlineWhen(watching, (online) => online.includes(visitor.user.id));
    const visiting = await clients.connect(base, visitor);
    expect(await cameOnline).toContain(watcher.user.id);
    visiting.disconnect();
    await onlineWhen(watching, (online) => !online.includes(visitor.user.id));
  });

  it('shows a member whose connection drops without a goodbye as offline', async () => {
    const [watcher, visitor] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const watching = await clients.connect(base, watcher);
    const visiting = await clients.connect(base, visitor);
    await onlineWhen(watching, (online) => online.includes(visitor.user.id));
    // The connection goes away under the socket: no socket.io goodbye reaches the server.
    visiting.io.engine.close();
    await onlineWhen(watching, (online) => !online.includes(visitor.user.id));
  });
});

describe('losing access', () => {
  it('tells a member removed from a team so, and they hear nothing more of its chat', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const member = await connectToTeam(team.member, 'project', projectId);
    const told = nextEvent(member, 'removed-from-team');
    const teamChanged = nextEvent(owner, 'project-updated', (event) => event.reason === 'team');
    const removed = await t.request('DELETE', `/api/projects/${projectId}/members/${team.member.user.id}`, {
      as: team.owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(await told).toEqual({ projectId });
    expect(await teamChanged).toEqual({ projectId, reason: 'team', by: team.owner.user.id });

    const overheard = record(member, 'new-message');
    const heardByOwner = nextMessage(owner, 'new-message', 'Only for the team now');
    await sendOverHttp(t.app, projectChat(projectId), team.owner, { content: 'Only for the team now' });
    await heardByOwner;
    await roundTrip(member);
    expect(overheard).toEqual([]);
    expect(await join(member, 'project', projectId)).toMatchObject({ ok: false, code: 'notProjectMember' });
  });

  it('takes a member who leaves a team on their own out of its room', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const member = await connectToTeam(team.member, 'project', projectId);
    const told = nextEvent(member, 'removed-from-team');
    const left = await t.request('DELETE', `/api/projects/${projectId}/members/${team.member.user.id}`, {
      as: team.member,
    });
    expect(left.statusCode).toBe(200);
    expect(await told).toEqual({ projectId });
    const overheard = record(member, 'new-message');
    const heardByOwner = nextMessage(owner, 'new-message', 'Goodbye and thanks');
    await sendOverHttp(t.app, projectChat(projectId), team.owner, { content: 'Goodbye and thanks' });
    await heardByOwner;
    await roundTrip(member);
    expect(overheard).toEqual([]);
  });

  it("closes the sockets of a session that signs out, and not those of the member's other sessions", async () => {
    const member = await registerMember(t.app);
    const login = await t.request('POST', '/api/auth/login', {
      payload: { email: member.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();
    const laptop: TestMember = { ...member, token, auth: { authorization: `Bearer ${token}` } };
    const phone = await clients.connect(base, member);
    const desk = await clients.connect(base, laptop);
    const closed = disconnected(phone);

    const signedOut = await t.request('POST', '/api/auth/logout', { as: member });
    expect(signedOut.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await roundTrip(desk)).toContain(member.user.id);
    expect(desk.connected).toBe(true);
    expect((await refusedHandshake(clients.open(base, member))).data?.code).toBe('unauthenticated');
  });
});

describe('project changes and requests', () => {
  it('tells everyone in the project room when a task is added or moved over HTTP', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const member = await connectToTeam(team.member, 'project', projectId);

    const toldMember = nextEvent(member, 'project-updated', (event) => event.reason === 'tasks');
    const created = await t.request('POST', `/api/projects/${projectId}/tasks`, {
      as: team.owner,
      payload: { title: 'Draw the price card', assignedTo: team.member.user.id },
    });
    expect(created.statusCode).toBe(201);
    expect(await toldMember).toEqual({ projectId, reason: 'tasks', by: team.owner.user.id });

    const toldOwner = nextEvent(owner, 'project-updated', (event) => event.by === team.member.user.id);
    const moved = await t.request('PUT', `/api/projects/${projectId}/tasks/${created.json<Task>()._id}`, {
      as: team.member,
      payload: { status: 'In Progress' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await toldOwner).toEqual({ projectId, reason: 'tasks', by: team.member.user.id });
  });

  it("passes a member's task-update and project-update on to the rest of the team", async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const member = await connectToTeam(team.member, 'project', projectId);
    const toldOwner = nextEvent(owner, 'project-updated', (event) => event.reason === 'task-update');
    expect(await member.emitWithAck('task-update', { projectId, taskId: randomUUID(), status: 'Done' })).toEqual({
      ok: true,
    });
    expect(await toldOwner).toEqual({ projectId, reason: 'task-update', by: team.member.user.id });
    const toldMember = nextEvent(member, 'project-updated', (event) => event.reason === 'project-update');
    expect(await owner.emitWithAck('project-update', { projectId })).toEqual({ ok: true });
    expect(await toldMember).toEqual({ projectId, reason: 'project-update', by: team.owner.user.id });
  });

  it("refuses a stranger's task-update and project-update, and the team hears nothing of them", async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const heardByOwner = record(owner, 'project-updated');
    for (const outsider of [team.stranger, team.requester]) {
      const client = await clients.connect(base, outsider);
      for (const event of ['task-update', 'project-update'] as const) {
        expect(await client.emitWithAck(event, { projectId, status: 'Done' })).toEqual({
          ok: false,
          message: MESSAGES.notProjectMember,
          code: 'notProjectMember',
        });
      }
      expect(await client.emitWithAck('task-update', { projectId: 'garbage' })).toMatchObject({
        ok: false,
        code: 'projectNotFound',
      });
    }
    await roundTrip(owner);
    expect(heardByOwner).toEqual([]);
  });

  it("tells a project's owner when someone asks to join, and the one who asked when the owner answers", async () => {
    const team = await buildProjectTeam(t.app);
    const asker = await registerMember(t.app);
    const owner = await clients.connect(base, team.owner);
    const asking = await clients.connect(base, asker);
    const received = nextEvent(owner, 'requests-changed', (event) => event.reason === 'received');
    const request = await askToJoin(t.app, asker, team.project._id);
    expect(await received).toEqual({ reason: 'received' });
    const answered = nextEvent(asking, 'requests-changed', (event) => event.reason === 'answered');
    const accepted = await t.request('PUT', `/api/projects/${team.project._id}/join-requests/${request._id}`, {
      as: team.owner,
      payload: { action: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await answered).toEqual({ reason: 'answered' });
  });

  it("tells a problem's author of a collaboration request and its cancellation, and the requester of the answer", async () => {
    const team = await buildTeam(t.app);
    const asker = await registerMember(t.app);
    const author = await clients.connect(base, team.author);
    const waiting = await clients.connect(base, team.requester);
    await clients.connect(base, asker);

    const received = nextEvent(author, 'requests-changed', (event) => event.reason === 'received');
    const asked = await t.request('POST', `/api/problems/${team.problem._id}/collaborate`, {
      as: asker,
      payload: { message: 'I know the sensors', proposedRole: 'Developer' },
    });
    expect(asked.statusCode).toBe(201);
    expect(await received).toEqual({ reason: 'received' });

    const cancelled = nextEvent(author, 'requests-changed', (event) => event.reason === 'cancelled');
    const withdrawn = await t.request('DELETE', `/api/collaboration-requests/${asked.json<{ _id: string }>()._id}`, {
      as: asker,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await cancelled).toEqual({ reason: 'cancelled' });

    const answered = nextEvent(waiting, 'requests-changed', (event) => event.reason === 'answered');
    const rejected = await t.request('PUT', `/api/collaboration-requests/${team.requestId}/respond`, {
      as: team.author,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await answered).toEqual({ reason: 'answered' });
  });
});

describe('when access lapses without anyone saying so', () => {
  // Sockets are checked again every 100 ms here, instead of every few seconds.
  const quick = useTestApp({ realtimeRecheckMs: 100 });
  let quickBase = '';
  beforeAll(async () => {
    quickBase = await listen(quick.app);
  });

  it('takes the members of a deleted project out of its room and tells them', async () => {
    const team = await buildProjectTeam(quick.app);
    const projectId = team.project._id;
    const member = await clients.connect(quickBase, team.member);
    expect(await join(member, 'project', projectId)).toEqual({ ok: true });
    const deletedNews = nextEvent(member, 'project-updated', (event) => event.reason === 'deleted');
    const told = nextEvent(member, 'removed-from-team');
    const deleted = await quick.request('DELETE', `/api/projects/${projectId}`, { as: team.owner });
    expect(deleted.statusCode).toBe(200);
    expect(await deletedNews).toEqual({ projectId, reason: 'deleted', by: team.owner.user.id });
    expect(await told).toEqual({ projectId });
  });

  it('disconnects a member whose session has run out', async () => {
    const member = await registerMember(quick.app);
    const socket = await clients.connect(quickBase, member);
    const closed = disconnected(socket);
    quick.advanceClock(SESSION_REMEMBER_MS + 24 * 60 * 60 * 1000);
    expect(await closed).toBe('io server disconnect');
  });
});

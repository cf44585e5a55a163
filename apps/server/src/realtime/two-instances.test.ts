/**
 * Two instances behind one load balancer: one PostgreSQL database, one Redis. A member's socket may be on either,
 * and must hear what is said and done through the other, see who is online on it, and lose a team's room when the
 * removal happens there. Runs only when the run has both (CI sets DATABASE_URL and REDIS_URL); skipped otherwise.
 *
 * The instances use a Redis key prefix of their own (`redisKeyPrefix`), so another run, a dev server or another
 * test on the same Redis is neither heard nor disturbed.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { formatMessage, NEW_ACCOUNT_DAILY_LIMITS } from '@skillsync/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import {
  askToJoin,
  buildProblemInput,
  buildProjectTeam,
  postProject,
  registerMember,
  type TestMember,
} from '../test/builders.ts';
import { useMailbox } from '../test/mailbox.ts';
import {
  disconnected,
  join,
  listen,
  nextEvent,
  nextMessage,
  onlineWhen,
  projectChat,
  record,
  sendOverHttp,
  sendOverSocket,
  socketClients,
} from '../test/realtime-clients.ts';
import { testConfig } from '../test/test-app.ts';
import { redisPresence } from './presence-store.ts';

const databaseUrl = inject('databaseUrl') || process.env.DATABASE_URL || '';
const redisUrl = inject('redisUrl') || process.env.REDIS_URL || '';

describe.skipIf(!databaseUrl || !redisUrl)('two instances sharing one database and one Redis', () => {
  const mailbox = useMailbox();
  const clients = socketClients();
  const prefix = `skillsync-test-${randomBytes(6).toString('hex')}`;
  const presenceKey = `${prefix}:presence`;
  const moderatorEmail = `moderator-${prefix}@example.in`;
  /** Both instances read this clock; a test moves it forward to let a presence entry expire, or stops it. */
  let offsetMs = 0;
  let stoppedAt: number | undefined;
  const clock = () => new Date(stoppedAt ?? Date.now() + offsetMs);
  const instances: App[] = [];
  let a: App;
  let b: App;
  let baseA = '';
  let baseB = '';
  let redis: Redis;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const scratch = await createScratchDatabase(databaseUrl, 'skillsync_test');
    dropDatabase = scratch.drop;
    const config = testConfig({
      databaseUrl: scratch.url,
      redisUrl,
      redisKeyPrefix: prefix,
      // Heartbeats often, so an expired entry is noticed soon; the TTL stays the real one.
      presenceHeartbeatMs: 200,
      rateLimitMax: 1_000_000,
      moderatorEmails: [moderatorEmail],
      // The members' verification links go here, where registerMember opens them.
      smtpUrl: mailbox.url,
    });
    for (let i = 0; i < 2; i += 1) instances.push(await buildApp(config, { clock }));
    [a, b] = instances as [App, App];
    baseA = await listen(a);
    baseB = await listen(b);
    redis = new Redis(redisUrl);
  });

  afterAll(async () => {
    clients.closeAll();
    for (const instance of instances) await instance.close();
    // Presence and the posting log (limits): everything under this run's prefix.
    const keys = (await redis?.keys(`${prefix}:*`)) ?? [];
    if (keys.length > 0) await redis?.del(...keys);
    await redis?.quit();
    await dropDatabase();
  });

  async function connectToProject(member: TestMember, projectId: string, base: string) {
    const client = await clients.connect(base, member);
    expect(await join(client, 'project', projectId)).toEqual({ ok: true });
    return client;
  }

  it("delivers a message sent through instance B's API, or from a socket on B, live to a member on instance A", async () => {
    const team = await buildProjectTeam(a);
    const projectId = team.project._id;
    const memberOnA = await connectToProject(team.member, projectId, baseA);
    const ownerOnB = await connectToProject(team.owner, projectId, baseB);

    const overHttp = nextMessage(memberOnA, 'new-message', 'Sent through B');
    const sent = await sendOverHttp(b, projectChat(projectId), team.owner, { content: 'Sent through B' });
    expect(await overHttp).toEqual(sent);

    const fromSocket = nextMessage(memberOnA, 'new-message', 'From a socket on B');
    const typed = await sendOverSocket(ownerOnB, { projectId, content: 'From a socket on B', clientId: randomUUID() });
    expect(await fromSocket).toEqual(typed);

    const reply = nextMessage(ownerOnB, 'new-message', 'Heard you on A');
    const answered = await sendOverSocket(memberOnA, { projectId, content: 'Heard you on A' });
    expect(await reply).toEqual(answered);
  });

  it("rings a member's bell on A when a request is sent through B", async () => {
    const owner = await registerMember(a);
    const project = await postProject(a, owner);
    const ownerOnA = await clients.connect(baseA, owner);
    const asker = await registerMember(b);
    // The project made one unread already (a first project is an achievement); the request makes two.
    const rung = nextEvent(ownerOnA, 'notifications-changed', (event) => event.unread === 2);
    await askToJoin(b, asker, project._id);
    expect(await rung).toEqual({ unread: 2 });
  });

  it("passes a member's task-update on B to the team on A", async () => {
    const team = await buildProjectTeam(a);
    const projectId = team.project._id;
    const ownerOnA = await connectToProject(team.owner, projectId, baseA);
    const memberOnB = await connectToProject(team.member, projectId, baseB);
    const told = nextEvent(ownerOnA, 'project-updated', (event) => event.reason === 'task-update');
    expect(await memberOnB.emitWithAck('task-update', { projectId, status: 'Done' })).toEqual({ ok: true });
    expect(await told).toEqual({ projectId, reason: 'task-update', by: team.member.user.id });
  });

  it('shows members connected to instance B as online to a member on A, and as offline once they leave', async () => {
    const [watcher, visitor] = await Promise.all([registerMember(a), registerMember(a)]);
    const watching = await clients.connect(baseA, watcher);
    const seen = [visitor.user.id];
    const cameOnline = onlineWhen(watching, (online) => online.includes(visitor.user.id), seen);
    const visiting = await clients.connect(baseB, visitor);
    expect(await cameOnline).toContain(watcher.user.id);
    visiting.disconnect();
    await onlineWhen(watching, (online) => !online.includes(visitor.user.id), seen);
  });

  it("tells a member on A their teammate's coming on B, without being asked", async () => {
    const { owner, member } = await buildProjectTeam(a);
    const ownerOnA = await clients.connect(baseA, owner);
    const cameOnline = onlineWhen(ownerOnA, (online) => online.includes(member.user.id));
    await clients.connect(baseB, member);
    expect(await cameOnline).toContain(owner.user.id);
  });

  it('takes a member offline once the presence of an instance that died (and said nothing) expires', async () => {
    const [watcher, stranded] = await Promise.all([registerMember(a), registerMember(a)]);
    const watching = await clients.connect(baseA, watcher);
    // What a crashed instance leaves behind: the entry of a socket nobody will refresh or remove.
    const now = clock().getTime();
    await redisPresence(redis, presenceKey).touch(
      [{ userId: stranded.user.id, socketId: 'socket-of-a-dead-instance' }],
      now + 30_000,
      now,
    );
    const seen = [stranded.user.id];
    await onlineWhen(watching, (online) => online.includes(stranded.user.id), seen);
    // Past that entry's expiry, well within the TTL of the live sockets, which heartbeats keep refreshing.
    offsetMs += 45_000;
    const online = await onlineWhen(watching, (userIds) => !userIds.includes(stranded.user.id), seen);
    expect(online).toContain(watcher.user.id);
  });

  it("takes a member's socket on A out of the team's room when they are removed through B", async () => {
    const team = await buildProjectTeam(a);
    const projectId = team.project._id;
    const ownerOnA = await connectToProject(team.owner, projectId, baseA);
    const memberOnA = await connectToProject(team.member, projectId, baseA);
    const told = nextEvent(memberOnA, 'removed-from-team');
    const removed = await b.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}/members/${team.member.user.id}`,
      headers: team.owner.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await told).toEqual({ projectId });

    const overheard = record(memberOnA, 'new-message');
    const heardByOwner = nextMessage(ownerOnA, 'new-message', 'Sent through B after the removal');
    await sendOverHttp(b, projectChat(projectId), team.owner, { content: 'Sent through B after the removal' });
    await heardByOwner;
    // An invitation through B afterwards reaches the member's socket after that message would have (one Redis
    // channel, in order): once it is there, the message is known not to be coming.
    const invited = nextEvent(memberOnA, 'requests-changed', (event) => event.reason === 'received');
    const invitation = await b.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/invitations`,
      headers: team.owner.auth,
      payload: { email: team.member.user.email, message: 'Come back?' },
    });
    expect(invitation.statusCode).toBe(201);
    await invited;
    expect(overheard).toEqual([]);
    expect(await join(memberOnA, 'project', projectId)).toMatchObject({ ok: false, code: 'notProjectMember' });
  });

  it("closes a member's socket on A when that session signs out through B", async () => {
    const member = await registerMember(a);
    const onA = await clients.connect(baseA, member);
    const closed = disconnected(onA);
    const signedOut = await b.inject({ method: 'POST', url: '/api/auth/logout', headers: member.auth });
    expect(signedOut.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses on A a token that signed out through B, though A had just answered it from memory', async () => {
    const member = await registerMember(a);
    const me = () => a.inject({ method: 'GET', url: '/api/auth/me', headers: member.auth });
    // A stopped clock: A's memory of the session cannot run out, so only B's word can end it there.
    stoppedAt = Date.now() + offsetMs;
    try {
      expect((await me()).statusCode).toBe(200);
      expect((await me()).statusCode).toBe(200);
      const signedOut = await b.inject({ method: 'POST', url: '/api/auth/logout', headers: member.auth });
      expect(signedOut.statusCode).toBe(200);
      await expect.poll(async () => (await me()).statusCode).toBe(401);
    } finally {
      stoppedAt = undefined;
    }
  });

  it('ends a member’s sessions and sockets on A when a moderator suspends them through B', async () => {
    const [moderator, member, reporter] = await Promise.all([
      registerMember(a, { email: moderatorEmail }),
      registerMember(a),
      registerMember(a),
    ]);
    const onA = await clients.connect(baseA, member);
    const closed = disconnected(onA);
    const me = () => a.inject({ method: 'GET', url: '/api/auth/me', headers: member.auth });
    // A now remembers the session for a moment: only the word from B can end it that soon.
    expect((await me()).statusCode).toBe(200);
    const reported = await a.inject({
      method: 'POST',
      url: '/api/reports',
      headers: reporter.auth,
      payload: { subjectType: 'member', subjectId: member.user.id, reason: 'harassment' },
    });
    expect(reported.statusCode).toBe(201);
    const suspended = await b.inject({
      method: 'POST',
      url: `/api/moderation/cases/member/${member.user.id}/suspend`,
      headers: moderator.auth,
      payload: { note: 'Abuse in the team chat', days: 7 },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect.poll(async () => (await me()).statusCode).toBe(401);
  });

  it("holds a new account to one day's limit over both instances, even for posts sent to both at once", async () => {
    const member = await registerMember(a);
    const post = (app: App) =>
      app.inject({ method: 'POST', url: '/api/problems', headers: member.auth, payload: buildProblemInput() });
    const max = NEW_ACCOUNT_DAILY_LIMITS.problem;
    for (let i = 1; i < max; i += 1) expect((await post(i % 2 === 0 ? a : b)).statusCode).toBe(201);
    // The last place: three sends to each instance at once, one of them gets it.
    const answers = await Promise.all([a, b, a, b, a, b].map(post));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    const refusal = { message: formatMessage('newAccountProblems', { max }), code: 'newAccountProblems' };
    for (const app of [a, b]) expect((await post(app)).json()).toEqual(refusal);
  });
});

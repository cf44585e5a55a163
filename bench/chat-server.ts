// One real server instance for the chat fan-out benchmark, alone in its process: the clients and the sender run in
// the parent (bench/chat-fanout.ts), so they take neither this event loop nor this RSS. Forked by
// chat-server-process.ts with its options in CHAT_SERVER_OPTIONS. The first instance of a run writes the teams.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIFFICULTIES, PRIVACY_NOTICE_VERSION, PROJECT_CATEGORIES } from '@skillsync/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { projectMembers, projects, sessions, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createToken, hashToken } from '../apps/server/src/lib/tokens.ts';
import type { ChatRoom, ChatServerOptions, ChatServerReply, ChatServerRequest } from './chat-server-process.ts';

const PASSWORD = 'SkillSync-bench-2026';
// Rows per insert: a few columns each, far under PostgreSQL's 65,535 parameters.
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

const options = JSON.parse(process.env.CHAT_SERVER_OPTIONS ?? '{}') as ChatServerOptions;
const send = (reply: ChatServerReply) => process.send?.(reply);
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

const dataDir = mkdtempSync(path.join(tmpdir(), 'skillsync-chat-bench-'));
const app = await buildApp({
  ...loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir }),
  databaseUrl: options.target === 'postgresql' ? options.databaseUrl : undefined,
  redisUrl: options.redisUrl,
  redisKeyPrefix: options.redisKeyPrefix ?? 'skillsync',
  webDist: undefined,
});

const fixtureStarted = performance.now();
const rooms = options.teams ? await createTeams(app.ctx.db, options.teams.members, options.teams.roomSize) : [];
const fixtureSeconds = Math.round((performance.now() - fixtureStarted) / 100) / 10;

await app.listen({ port: options.port, host: '127.0.0.1' });

const cpuAtReady = process.cpuUsage();
// Sampled, so a short spike can slip between two samples.
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

process.on('message', (request: ChatServerRequest) => {
  answer(request).catch((error: unknown) => send({ type: 'failed', message: String(error) }));
});
send({ type: 'ready', base: `http://127.0.0.1:${options.port}`, rooms, fixtureSeconds });

async function answer(request: ChatServerRequest) {
  switch (request.type) {
    case 'rss': {
      // Microseconds of user and system time, in seconds to a tenth.
      const cpu = process.cpuUsage(cpuAtReady);
      send({
        type: 'rss',
        peakMb: megabytes(peakRss),
        nowMb: megabytes(process.memoryUsage().rss),
        cpuSeconds: Math.round((cpu.user + cpu.system) / 100_000) / 10,
      });
      return;
    }
    case 'close':
      clearInterval(sampler);
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.disconnect();
      return;
  }
}

/**
 * `members` members in project teams of `roomSize` (the owner and the rest as members; the last team smaller when
 * it does not divide), each with a live session as sign-in makes it. Written directly: sign-up is rate-limited and
 * hashes a password per member; here one hash serves all.
 */
async function createTeams(db: Database, members: number, roomSize: number): Promise<ChatRoom[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date();
  const people = Array.from({ length: members }, (_, index) => ({ index, id: randomUUID(), token: createToken() }));
  const teams = chunk(people, roomSize).map((team, index) => ({ index, projectId: randomUUID(), team }));
  for (const batch of chunk(people, BATCH)) {
    await db.insert(users).values(
      batch.map((person) => ({
        id: person.id,
        name: `Chat member ${person.index + 1}`,
        email: `chat-member-${person.index + 1}@bench.skillsync.in`,
        passwordHash,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        privacyConsentedAt: now,
      })),
    );
    await db.insert(sessions).values(
      batch.map((person) => ({
        tokenHash: hashToken(person.token),
        userId: person.id,
        isRemembered: false,
        expiresAt: new Date(now.getTime() + DAY_MS),
      })),
    );
  }
  for (const batch of chunk(teams, BATCH)) {
    await db.insert(projects).values(
      batch.map(({ index, projectId, team }) => ({
        id: projectId,
        ownerId: ownerOf(team).id,
        title: `Chat fan-out team ${index + 1}`,
        description: 'A team of the chat fan-out benchmark.',
        category: PROJECT_CATEGORIES[0],
        difficulty: DIFFICULTIES[0],
        skillsNeeded: [],
        maxMembers: Math.max(2, team.length),
      })),
    );
  }
  const memberRows = teams.flatMap(({ projectId, team }) =>
    team.slice(1).map((person) => ({ projectId, userId: person.id })),
  );
  for (const batch of chunk(memberRows, BATCH)) await db.insert(projectMembers).values(batch);
  return teams.map(({ projectId, team }) => ({
    projectId,
    members: team.map((person) => ({ userId: person.id, token: person.token })),
  }));
}

function ownerOf<T>(team: T[]): T {
  const [owner] = team;
  if (!owner) throw new Error('an empty team');
  return owner;
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, n) => items.slice(n * size, (n + 1) * size));
}

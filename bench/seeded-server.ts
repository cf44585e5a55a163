// The real server on a fresh database seeded with the demo community, alone in its process: the load generator
// (bench/run.ts, bench/profile-wall.ts) runs in the parent, so it takes neither this event loop nor this RSS.
// Forked by server-process.ts; BENCH_TARGET picks PGlite in a temp dir or a scratch database beside DATABASE_URL.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { seedCommunity } from '../apps/server/src/db/seed/seed.ts';
import { queryRows } from '../apps/server/src/db/sql.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createToken, hashToken } from '../apps/server/src/lib/tokens.ts';
import { findLiveSession, insertSession } from '../apps/server/src/modules/auth/auth.repository.ts';
import { findProblems } from '../apps/server/src/modules/problems/problems.repository.ts';
import { cpuProfiler } from './cpu-profiler.ts';
import { growChat } from './grow-chat.ts';
import { growProblems } from './grow-problems.ts';
import type { Explained, Fixtures, ServerReply, ServerRequest, Target } from './server-process.ts';

const PASSWORD = 'SkillSync-bench-2026';
const CATEGORY = 'Technology';
const target = process.env.BENCH_TARGET as Target;
const members = Number(process.env.BENCH_MEMBERS);
const senderCount = Number(process.env.BENCH_SENDERS);
const send = (reply: ServerReply) => process.send?.(reply);
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

const dataDir = mkdtempSync(path.join(tmpdir(), 'skillsync-bench-'));
const scratch =
  target === 'postgresql' && process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'skillsync_bench')
    : undefined;
const app = await buildApp({
  ...loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir }),
  databaseUrl: scratch?.url,
  // The built web app when there is one (`npm run build`), as in production: the page scenarios need it.
  rateLimitMax: 100_000,
});
const db = app.ctx.db;

const beforeSeedMb = megabytes(process.memoryUsage().rss);
const seedStarted = performance.now();
await seedCommunity(db, {
  members,
  seed: 'bench',
  passwordHash: await hashPassword(PASSWORD),
  onProgress: (line) => process.stdout.write(`  [${target}] ${line}\n`),
});
// Fresh planner statistics, as `npm run seed` leaves them (PGlite has no autovacuum to do it).
await db.execute(sql`ANALYZE`);
const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');

const fixtures: Fixtures = {
  base: `http://127.0.0.1:${address.port}`,
  counts: await countRows(),
  seedSeconds,
  ...(await pickFixtures()),
  password: PASSWORD,
  category: CATEGORY,
};

// The server's memory: after seeding, then the peak from here on (sampled, so a short spike can slip between).
const afterSeedMb = megabytes(process.memoryUsage().rss);
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const profiler = cpuProfiler(100);

process.on('message', (request: ServerRequest) => {
  answer(request).catch((error: unknown) => send({ type: 'failed', message: String(error) }));
});
send({ type: 'ready', fixtures });

async function answer(request: ServerRequest) {
  switch (request.type) {
    case 'rss':
      send({
        type: 'rss',
        peakMb: megabytes(peakRss),
        nowMb: megabytes(process.memoryUsage().rss),
        beforeSeedMb,
        afterSeedMb,
      });
      return;
    case 'profile-start':
      await profiler.start();
      send({ type: 'profile-started' });
      return;
    case 'profile-stop': {
      await profiler.save(request.file);
      send({ type: 'profile-stopped' });
      return;
    }
    case 'explain-wall':
      send({ type: 'explained', plans: await explainWall() });
      return;
    case 'grow': {
      const started = performance.now();
      await growProblems(db, request.problems, fixtures.member.id, (line) =>
        process.stdout.write(`  [${target}] ${line}\n`),
      );
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      send({ type: 'grown', counts: await countRows(), seconds });
      return;
    }
    case 'grow-chat': {
      const started = performance.now();
      const { messages, middleId } = await growChat(db, request.projectId, request.messages, (line) =>
        process.stdout.write(`  [${target}] ${line}\n`),
      );
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      send({ type: 'chat-grown', messages, middleId, seconds });
      return;
    }
    case 'close':
      // autocannon ends a run without waiting for its last requests: let them finish rather than fail on a closed pool.
      await new Promise((resolve) => setTimeout(resolve, 500));
      clearInterval(sampler);
      profiler.disconnect();
      await app.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      process.disconnect();
      return;
  }
}

async function countRows() {
  const [row] = await queryRows<Fixtures['counts']>(
    db,
    sql`SELECT (SELECT count(*)::int FROM users) AS members,
               (SELECT count(*)::int FROM problems) AS problems,
               (SELECT count(*)::int FROM problems WHERE status NOT IN ('Completed', 'Cancelled')) AS "openProblems",
               (SELECT count(*)::int FROM projects) AS projects,
               (SELECT count(*)::int FROM chat_messages) AS "chatMessages"`,
  );
  if (!row) throw new Error('no counts');
  return row;
}

/** The members, problem and project the scenarios use, and a session for each message sender. */
async function pickFixtures() {
  // Demo members with skills on a project team (any project's chat takes messages); one project each, in a fixed order.
  const teamMembers = await queryRows<{ id: string; email: string; projectId: string }>(
    db,
    sql`SELECT DISTINCT ON (u.id) u.id, u.email, pm.project_id AS "projectId"
        FROM project_members pm JOIN users u ON u.id = pm.user_id
        WHERE u.email LIKE '%@demo.skillsync.in' AND cardinality(u.skills) > 0
        ORDER BY u.id, pm.project_id
        LIMIT ${senderCount + 1}`,
  );
  const [member, ...others] = teamMembers;
  if (!member || others.length < senderCount) throw new Error('too few demo members on project teams');
  const [problem] = await queryRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM problems p
        WHERE p.status NOT IN ('Completed', 'Cancelled')
          AND EXISTS (SELECT 1 FROM problem_collaborators c WHERE c.problem_id = p.id)
        ORDER BY p.created_at DESC LIMIT 1`,
  );
  const [project] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM projects WHERE visibility = 'Public' ORDER BY created_at DESC LIMIT 1`,
  );
  if (!problem || !project) throw new Error('no open problem with a team, or no public project');
  // Sessions made as sign-in makes them, without an argon2 verify per sender.
  const senders = await Promise.all(
    others.map(async (sender) => {
      const token = createToken();
      await insertSession(db, {
        tokenHash: hashToken(token),
        userId: sender.id,
        isRemembered: false,
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });
      return { token, projectId: sender.projectId };
    }),
  );
  return { member: { id: member.id, email: member.email }, problemId: problem.id, projectId: project.id, senders };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queries one signed-in wall request runs, their text taken from the
 * repository's own builders through a logging drizzle on the same connection.
 */
async function explainWall(): Promise<Explained[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  const logged: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => logged.push({ query, params }) };
  const loggingDb = (target === 'postgresql'
    ? drizzlePg(client as never, { schema, logger })
    : drizzlePglite(client as never, { schema, logger })) as unknown as Database;
  const [member] = await queryRows<{ id: string }>(db, sql`SELECT id FROM users ORDER BY id LIMIT 1`);
  const wall = {
    category: undefined,
    difficulty: undefined,
    status: undefined,
    skills: [],
    searchQuery: null,
    excludeAuthorId: member?.id ?? null,
    viewerId: member?.id ?? null,
    after: null,
    limit: 20,
  };
  const named: string[] = [];
  await findProblems(loggingDb, wall);
  named.push('wall first page with avatar strips (signed in)');
  await findProblems(loggingDb, { ...wall, category: CATEGORY });
  named.push(`wall, category=${CATEGORY}`);
  await findProblems(loggingDb, { ...wall, searchQuery: 'water:*' });
  named.push('wall, search=water');
  await findLiveSession(loggingDb, hashToken('no-such-token'), new Date());
  named.push('session lookup (findLiveSession)');

  const raw = client as { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
  const plans: Explained[] = [];
  for (const [index, { query, params }] of logged.entries()) {
    const result = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    plans.push({ name: named[index] ?? `query ${index + 1}`, query, plan });
  }
  return plans;
}

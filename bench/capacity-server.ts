// The real server on the capacity community, alone in its process: the load generator (bench/capacity.ts) runs in
// the parent. The community is seeded once per size and kept: on PostgreSQL a database `skillsync_capacity_<size>`
// beside DATABASE_URL, marked complete by its comment; on PGlite a data directory in the temp dir, marked by a file
// beside it. A later run finds the mark and starts at once. Forked by capacity-server-process.ts.

import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { sessions } from '../apps/server/src/db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN } from '../apps/server/src/db/seed/community.ts';
import { seedCommunity } from '../apps/server/src/db/seed/seed.ts';
import { queryRows } from '../apps/server/src/db/sql.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createToken, hashToken } from '../apps/server/src/lib/tokens.ts';
import type {
  BenchMember,
  CapacityFixtures,
  CapacityServerOptions,
  CapacityServerReply,
  CapacityServerRequest,
} from './capacity-server-process.ts';
import { cpuProfiler } from './cpu-profiler.ts';

const PASSWORD = 'SkillSync-bench-2026';
const SEED = 'capacity';
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
// Sessions per insert: four columns each, far under PostgreSQL's 65,535 parameters.
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
// What members open when they have seen nothing yet: enough that few open the same thing.
const POOL_SIZE = 3000;

const options = JSON.parse(process.env.CAPACITY_SERVER_OPTIONS ?? '{}') as CapacityServerOptions;
const send = (reply: CapacityServerReply) => process.send?.(reply);
const log = (line: string) => process.stdout.write(`  [${options.target}] ${line}\n`);
/** What marks a community as seeded to the end: its size and seed, written only after the last row and ANALYZE. */
const mark = `skillsync capacity community: ${options.community} members, seed ${SEED}`;

type Store = {
  databaseUrl: string | undefined;
  dataDir: string;
  database: string;
  isSeeded: boolean;
  markSeeded: () => Promise<void>;
};

const store = options.target === 'postgresql' ? await openPostgresStore() : openPgliteStore();
const app = await buildApp({
  ...loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: store.dataDir }),
  databaseUrl: store.databaseUrl,
  // The API alone: the load calls no page, so the server renderer is not loaded.
  webDist: undefined,
});
const db = app.ctx.db;

let seedSeconds: number | null = null;
if (!store.isSeeded) {
  log(`seeding ${options.community.toLocaleString('en')} members into ${store.database}`);
  const started = performance.now();
  await seedCommunity(db, {
    members: options.community,
    seed: SEED,
    passwordHash: await hashPassword(PASSWORD),
    onProgress: log,
  });
  await db.execute(sql`ANALYZE`);
  await store.markSeeded();
  seedSeconds = Math.round((performance.now() - started) / 100) / 10;
} else {
  log(`reusing the seeded community in ${store.database}`);
}

const members = await signInMembers(db, options.members);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const fixtures: CapacityFixtures = {
  base: `http://127.0.0.1:${address.port}`,
  counts: await countRows(db),
  seedSeconds,
  database: store.database,
  members,
  pools: await findPools(db),
};

const profiler = cpuProfiler(500);
process.on('message', (request: CapacityServerRequest) => {
  answer(request).catch((error: unknown) => send({ type: 'failed', message: String(error) }));
});
send({ type: 'ready', fixtures });

async function answer(request: CapacityServerRequest) {
  switch (request.type) {
    case 'profile-start':
      await profiler.start();
      send({ type: 'profile-started' });
      return;
    case 'profile-stop': {
      await profiler.save(request.file);
      send({ type: 'profile-stopped' });
      return;
    }
    case 'close': {
      profiler.disconnect();
      // The community stays for the next run; the sessions made for this one do not.
      const hashes = members.map((member) => hashToken(member.token));
      for (let start = 0; start < hashes.length; start += BATCH) {
        await db.delete(sessions).where(inArray(sessions.tokenHash, hashes.slice(start, start + BATCH)));
      }
      await app.close();
      if (options.target === 'postgresql') rmSync(store.dataDir, { recursive: true, force: true });
      process.disconnect();
      return;
    }
  }
}

/** The capacity database beside DATABASE_URL: created when missing, dropped and made anew when not marked complete. */
async function openPostgresStore(): Promise<Store> {
  const baseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const database = `skillsync_capacity_${options.community}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const found = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [database],
    );
    const isSeeded = !options.isReseed && found.rows[0]?.comment === mark;
    if (!isSeeded) {
      if (found.rows.length > 0) log(`${database} is not a complete community of this size: seeding it anew`);
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${database}"`);
    }
    const url = new URL(baseUrl);
    url.pathname = `/${database}`;
    const markSeeded = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`COMMENT ON DATABASE "${database}" IS '${mark}'`);
      } finally {
        await client.end();
      }
    };
    // Uploads (none in this load) would go to a directory of their own.
    const dataDir = path.join(tmpdir(), `skillsync-capacity-data-${process.pid}`);
    return { databaseUrl: url.toString(), dataDir, database, isSeeded, markSeeded };
  } finally {
    await admin.end();
  }
}

/** PGlite's data directory in the temp dir, with its mark in a file beside it (not inside PGlite's own files). */
function openPgliteStore(): Store {
  const dataDir = path.join(tmpdir(), `skillsync-capacity-pglite-${options.community}`);
  const markFile = `${dataDir}.seeded`;
  const isSeeded = !options.isReseed && existsSync(markFile) && existsSync(dataDir);
  if (!isSeeded) {
    rmSync(markFile, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  return {
    databaseUrl: undefined,
    dataDir,
    database: `PGlite in ${dataDir}`,
    isSeeded,
    markSeeded: async () => writeFileSync(markFile, `${mark}\n`),
  };
}

/**
 * `count` demo members in a fixed order that mixes members with and without teams, each with a fresh session as
 * sign-in makes it (directly: sign-in is rate-limited and verifies an argon2 hash), and the projects they are on.
 */
async function signInMembers(database: Database, count: number): Promise<BenchMember[]> {
  const rows = await queryRows<{ id: string; projectIds: string[] }>(
    database,
    sql`SELECT u.id,
               ARRAY(SELECT pm.project_id FROM project_members pm WHERE pm.user_id = u.id
                     UNION SELECT p.id FROM projects p WHERE p.owner_id = u.id) AS "projectIds"
        FROM users u
        WHERE u.email LIKE ${`%@${DEMO_EMAIL_DOMAIN}`}
        ORDER BY md5(u.id::text)
        LIMIT ${count}`,
  );
  if (rows.length < count) throw new Error(`only ${rows.length} demo members for ${count} sessions`);
  const expiresAt = new Date(Date.now() + DAY_MS);
  const members = rows.map((row) => ({ id: row.id, token: createToken(), projectIds: row.projectIds }));
  for (let start = 0; start < members.length; start += BATCH) {
    await database.insert(sessions).values(
      members.slice(start, start + BATCH).map((member) => ({
        tokenHash: hashToken(member.token),
        userId: member.id,
        isRemembered: false,
        expiresAt,
      })),
    );
  }
  return members;
}

async function findPools(database: Database): Promise<CapacityFixtures['pools']> {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: string }>(database, query)).map((row) => row.id);
  return {
    problemIds: await ids(sql`SELECT id FROM problems ORDER BY md5(id::text) LIMIT ${POOL_SIZE}`),
    projectIds: await ids(
      sql`SELECT id FROM projects WHERE visibility = 'Public' ORDER BY md5(id::text) LIMIT ${POOL_SIZE}`,
    ),
    memberIds: await ids(sql`SELECT id FROM users ORDER BY md5(id::text || 'pool') LIMIT ${POOL_SIZE}`),
  };
}

async function countRows(database: Database) {
  const [row] = await queryRows<CapacityFixtures['counts']>(
    database,
    sql`SELECT (SELECT count(*)::int FROM users) AS members,
               (SELECT count(*)::int FROM problems) AS problems,
               (SELECT count(*)::int FROM projects) AS projects,
               (SELECT count(*)::int FROM chat_messages) AS "chatMessages"`,
  );
  if (!row) throw new Error('no counts');
  return row;
}

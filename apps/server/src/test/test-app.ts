import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh database per test, its own copy: PostgreSQL when DATABASE_URL is set, else an in-memory PGlite. */
async function freshDatabase() {
  const baseUrl = inject('databaseUrl');
  if (!baseUrl) {
    const pglite = new PGlite();
    return { pglite, databaseUrl: undefined, drop: async () => {} };
  }
  const name = `skillsync_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    pglite: undefined,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Builds the real app on a fresh database with a clock the test can move forward. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await freshDatabase();
  let offsetMs = 0;
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
    }),
    databaseUrl: database.databaseUrl,
    redisUrl: undefined,
    webDist: undefined,
    rateLimitMax: 1000,
    ...overrides,
  };
  const app = await buildApp(config, {
    ...(database.pglite && { pglite: database.pglite }),
    clock: () => new Date(Date.now() + offsetMs),
  });
  await app.ready();
  return {
    app,
    config,
    /** Moves the server's clock forward, e.g. past a token's expiry. */
    advanceClock(ms: number) {
      offsetMs += ms;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

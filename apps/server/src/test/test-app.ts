import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh database per test file: PostgreSQL when DATABASE_URL is set, else an in-memory PGlite. */
async function freshDatabase() {
  const baseUrl = inject('databaseUrl');
  if (!baseUrl) return { pglite: new PGlite(), databaseUrl: undefined, drop: async () => {} };
  const scratch = await createScratchDatabase(baseUrl, 'skillsync_test');
  return { pglite: undefined, databaseUrl: scratch.url, drop: scratch.drop };
}

/** Builds the real app on a fresh database with a clock the test can move forward. */
export async function createTestApp(overrides: Partial<Config> = {}, options: Pick<BuildOptions, 'logStream'> = {}) {
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
    ...options,
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
    /**
     * Moves the server's clock forward to the next moment at this UTC time of day, so a test that crosses a
     * day boundary does the same whatever the real time of day is.
     */
    advanceClockToNext(utcHours: number, utcMinutes = 0) {
      const now = new Date(Date.now() + offsetMs);
      const target = new Date(now);
      target.setUTCHours(utcHours, utcMinutes, 0, 0);
      if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
      offsetMs += target.getTime() - now.getTime();
    },
    /** Waits for the work the server does after answering (mail delivery) to finish. */
    settle: () => app.ctx.background.idle(),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

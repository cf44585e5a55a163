import { PGlite } from '@electric-sql/pglite';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import type { TestMember } from './builders.ts';
import { useForFile } from './for-file.ts';
import { startMailbox } from './mailbox.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** The app of a test file as `useTestApp` hands it out: its hooks open and close it, so there is no `close`. */
export type TestAppHandle = Omit<TestApp, 'close'>;

/** What a test sends besides the method and URL. */
export type TestRequestOptions = {
  /** The member who sends it: their Bearer token goes in `authorization`. Anonymous when left out. */
  as?: TestMember | undefined;
  payload?: InjectOptions['payload'];
  /** Sent as given, over the `authorization` of `as`. */
  headers?: Record<string, string>;
  /** The client's address, for what the server counts per visitor. */
  remoteAddress?: string;
};

type TestConfigOverrides = Partial<Config>;
type TestAppOptions = Pick<BuildOptions, 'logStream' | 'pushAgent'>;

/** A fresh database per test file: PostgreSQL when DATABASE_URL is set, else an in-memory PGlite. */
async function freshDatabase() {
  const baseUrl = inject('databaseUrl');
  if (!baseUrl)
    return { pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }), databaseUrl: undefined, drop: async () => {} };
  const scratch = await createScratchDatabase(baseUrl, 'skillsync_test');
  return { pglite: undefined, databaseUrl: scratch.url, drop: scratch.drop };
}

/**
 * The config of a test app: quiet, without Redis, the web app or tight rate limits, whatever the environment says;
 * `overrides` last (a test that builds apps itself with `buildApp` names its database and Redis there).
 */
export function testConfig(overrides: TestConfigOverrides = {}): Config {
  return {
    ...loadConfig({
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
    }),
    databaseUrl: undefined,
    redisUrl: undefined,
    webDist: undefined,
    rateLimitMax: 1000,
    // A member who left is shown offline soon after: tests wait for it without waiting long.
    presenceGraceMs: 200,
    ...overrides,
  };
}

/** Builds the real app on a fresh database with a clock the test can move forward. */
export async function createTestApp(overrides: TestConfigOverrides = {}, options: TestAppOptions = {}) {
  const database = await freshDatabase();
  // Mail goes to a real SMTP server: a new member's verification link among it (`registerMember` opens it).
  const ownMailbox = overrides.smtpUrl ? undefined : await startMailbox();
  let offsetMs = 0;
  const config = testConfig({ databaseUrl: database.databaseUrl, smtpUrl: ownMailbox?.url, ...overrides });
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
    /** Sends one request to the app, as the member `as` if given, and returns the answer. */
    request(method: HTTPMethods, url: string, { as, payload, headers, remoteAddress }: TestRequestOptions = {}) {
      return app.inject({
        method,
        url,
        headers: { ...as?.auth, ...headers },
        ...(payload !== undefined && { payload }),
        ...(remoteAddress !== undefined && { remoteAddress }),
      });
    },
    async close() {
      await app.close();
      await ownMailbox?.close();
      await database.drop();
    },
  };
}

/**
 * The app of one test file (or of the `describe` it is called in): registers the `beforeAll` that builds it on a
 * fresh database and the `afterAll` that closes it, and returns a handle the tests use once it is up.
 *
 * `overrides` may be a function, called in that `beforeAll`, for settings only known then: start a mailbox in a
 * `beforeAll` registered before this one and pass `() => ({ smtpUrl: mailbox.url })`. Vitest runs after-hooks in
 * reverse order (`sequence.hooks: 'stack'`, its default), so the app closes before anything started ahead of it.
 */
export function useTestApp(
  overrides: TestConfigOverrides | (() => TestConfigOverrides | Promise<TestConfigOverrides>) = {},
  options: TestAppOptions = {},
): TestAppHandle {
  const started = useForFile('useTestApp', async () =>
    createTestApp(typeof overrides === 'function' ? await overrides() : overrides, options),
  );
  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    advanceClock: (ms) => started().advanceClock(ms),
    advanceClockToNext: (utcHours, utcMinutes) => started().advanceClockToNext(utcHours, utcMinutes),
    settle: () => started().settle(),
    request: (method, url, options) => started().request(method, url, options),
  };
}

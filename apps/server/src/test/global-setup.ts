import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * On PostgreSQL, each test file gets its own database; this drops any a crashed run left behind (one still in use
 * by a run going on beside this one is not touched). REDIS_URL, when
 * set, is handed on for the tests that need Redis (ordinary test apps run without it).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  project.provide('databaseUrl', url ?? '');
  project.provide('redisUrl', process.env.REDIS_URL ?? '');
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Only those nobody is connected to: another run's databases, in use, are left to it.
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database d WHERE datname LIKE 'skillsync_test_%'
        AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
    );
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}"`).catch(() => undefined);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}

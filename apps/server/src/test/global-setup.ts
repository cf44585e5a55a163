import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * On PostgreSQL, each test file gets its own database; this drops any a crashed run left behind. REDIS_URL, when
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
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'skillsync_test_%'",
    );
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
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

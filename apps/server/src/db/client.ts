import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository runs its queries on: the database, or the transaction its caller opened. */
export type Queryable = Database | Transaction;

/** The extensions the migrations create: PostgreSQL ships them, PGlite loads them from its package. */
export const PGLITE_EXTENSIONS = { pg_trgm };

const PGLITE_SHARED_BUFFERS = '16MB';

export type DatabaseHandle = { db: Database; close: () => Promise<void> };

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
// Any fixed number: every instance takes the same lock so only one migrates at a time.
const MIGRATION_LOCK_ID = 727_001;

/**
 * A pool whose close() waits until every connection has really closed: pool.end() resolves earlier, and a
 * caller that then drops the database or exits would cut connections that are still saying goodbye.
 */
function createPool(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  let openCount = 0;
  let onAllClosed: (() => void) | undefined;
  pool.on('connect', () => {
    openCount += 1;
  });
  pool.on('remove', () => {
    openCount -= 1;
    if (openCount === 0) onAllClosed?.();
  });
  const close = async () => {
    const allClosed = new Promise<void>((resolve) => {
      if (openCount === 0) resolve();
      else onAllClosed = resolve;
    });
    await pool.end();
    await allClosed;
  };
  return { pool, close };
}

/** Opens PostgreSQL when a URL is given, else PGlite in dataDir (or an existing PGlite, for tests). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite | undefined;
  /** PGlite only: how often to refresh planner statistics and reclaim space. */
  maintenanceIntervalMs?: number | undefined;
  onMaintenanceError?: ((error: unknown) => void) | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { pool, close } = createPool(options.databaseUrl);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      client.release();
    }
    return { db, close };
  }
  const pglite =
    options.pglite ??
    (await PGlite.create(options.dataDir, {
      extensions: PGLITE_EXTENSIONS,
      // PostgreSQL's default of 128 MB lives inside the server's own process here and doubles its memory; the
      // files are in the operating system's cache anyway.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    }));
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder });
  const stopMaintenance = maintainPglite(pglite, options.maintenanceIntervalMs, options.onMaintenanceError);
  return {
    db,
    close: async () => {
      await stopMaintenance();
      await pglite.close();
    },
  };
}

const VACUUM_EVERY_N_RUNS = 12;

/**
 * PGlite has no autovacuum: without this its planner never learns table sizes (and, for example,
 * scans every problem for a search instead of walking the newest-first index), and dead rows pile up.
 */
function maintainPglite(pglite: PGlite, intervalMs = 5 * 60_000, onError: (error: unknown) => void = () => {}) {
  let runs = 0;
  let running: Promise<unknown> = pglite.exec('ANALYZE').catch(onError);
  const timer = setInterval(() => {
    runs += 1;
    running = pglite.exec(runs % VACUUM_EVERY_N_RUNS === 0 ? 'VACUUM (ANALYZE)' : 'ANALYZE').catch(onError);
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}

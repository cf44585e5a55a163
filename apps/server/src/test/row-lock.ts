import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

// A bound on every wait, so a request that never queues (or never finishes) fails the test instead of hanging it.
const POLL_INTERVAL_MS = 10;
const MAX_POLLS = 1000;

/** A promise that can be asked whether it has settled yet, without awaiting it. */
export type Tracked<T> = { promise: Promise<T>; readonly settled: boolean };

export function track<T>(promise: Promise<T>): Tracked<T> {
  let settled = false;
  const watched = promise.finally(() => {
    settled = true;
  });
  return {
    promise: watched,
    get settled() {
      return settled;
    },
  };
}

/**
 * The tables whose rows every writer locks first: a problem's, a project's and a challenge's; and a chat room's
 * sequence row, which every writer of the room's messages (send, edit, delete, react, hide) locks first.
 */
const LOCKED_TABLES = {
  problem: 'problems',
  project: 'projects',
  challenge: 'challenges',
  chatRoom: 'chat_sequences',
} as const;
/** The key column of each table (its `id`, but for a chat room's row, named by the room's id). */
const KEY_COLUMNS: Partial<Record<keyof typeof LOCKED_TABLES, string>> = { chatRoom: 'team_id' };
type LockedRowKind = keyof typeof LOCKED_TABLES;
export type RowLock = Awaited<ReturnType<typeof holdRowLock>>;

/**
 * Holds one problem's row lock (SELECT … FOR UPDATE) on a PostgreSQL connection of the test's own, outside the
 * app's pool, so a test can line up the app's requests behind it in a known order and then let them go: PostgreSQL
 * grants a row lock to its waiters in the order they queued.
 */
export const holdProblemRowLock = (databaseUrl: string, problemId: string) =>
  holdRowLock(databaseUrl, 'problem', problemId);

/** As holdProblemRowLock, for a project's row: the lock every writer of a project (team, board, chat) takes first. */
export const holdProjectRowLock = (databaseUrl: string, projectId: string) =>
  holdRowLock(databaseUrl, 'project', projectId);

/**
 * As holdProblemRowLock, for a challenge's row: the lock every writer of a challenge (edit, delete, join, submit,
 * score, publish) takes first.
 */
export const holdChallengeRowLock = (databaseUrl: string, challengeId: string) =>
  holdRowLock(databaseUrl, 'challenge', challengeId);

/** As holdProblemRowLock, for a chat room's sequence row (the room must have had a message). */
export const holdChatRoomLock = (databaseUrl: string, roomId: string) => holdRowLock(databaseUrl, 'chatRoom', roomId);

/** Holds the row lock of one problem, project, challenge or chat room; see holdProblemRowLock. */
async function holdRowLock(databaseUrl: string, kind: LockedRowKind, id: string) {
  const holder = new pg.Client({ connectionString: databaseUrl });
  // A second connection to watch from: inside a transaction PostgreSQL shows the same snapshot of
  // pg_stat_activity to every query, so polling from the holder would never see a new waiter.
  const watcher = new pg.Client({ connectionString: databaseUrl });
  const closeBoth = () => Promise.all([holder.end(), watcher.end()]);
  try {
    await Promise.all([holder.connect(), watcher.connect()]);
    await holder.query('BEGIN');
    const { rowCount } = await holder.query(
      `SELECT 1 FROM ${LOCKED_TABLES[kind]} WHERE ${KEY_COLUMNS[kind] ?? 'id'} = $1 FOR UPDATE`,
      [id],
    );
    // No row, no lock: the requests would not queue, and the test would wait for waiters that never come.
    if (rowCount !== 1) throw new Error(`no ${kind} ${id} to lock`);
  } catch (error) {
    await closeBoth().catch(() => {});
    throw error;
  }

  /**
   * How many backends of this database are waiting on a lock right now (in these tests: on our row, or behind
   * a request that waits on it). Neither of our connections ever waits, so they need no excluding.
   */
  const countLockWaiters = async () => {
    const { rows } = await watcher.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return rows[0]?.waiting ?? 0;
  };

  let released = false;
  return {
    /**
     * Polls until at least `count` backends wait on a lock, or `settled` says the request under watch finished
     * without waiting (the code under test took no lock it had to queue for). Throws after a bounded time.
     */
    async waitForLockWaiters(count: number, description: string, settled: () => boolean = () => false) {
      for (let poll = 0; poll < MAX_POLLS; poll += 1) {
        if (settled() || (await countLockWaiters()) >= count) return;
        await delay(POLL_INTERVAL_MS);
      }
      throw new Error(`gave up waiting for ${count} lock waiter(s): ${description}`);
    },

    /** Commits the test's transaction, letting the queued requests through in order; closes both connections. */
    async release() {
      if (released) return;
      released = true;
      try {
        await holder.query('COMMIT');
      } finally {
        await closeBoth();
      }
    },
  };
}

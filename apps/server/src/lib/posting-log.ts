import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What `record` answers: the entry made, or when the oldest entry in the way leaves the window (ms). */
export type Recorded = { id: string } | { retryAt: number };

/**
 * The recent posts members made, as sliding logs: one log a key (a member's problems, a member's copies of one
 * text), each entry a moment of the services' clock. `record` counts the log's entries within the window and adds
 * one only while there are fewer than `max`, in one atomic step, so of two posts for the last place exactly one
 * gets it. With Redis every instance shares the logs; without it they live in this process (one instance).
 */
export type PostingLog = {
  record(key: string, max: number, windowMs: number, now: number): Promise<Recorded>;
  /** Takes an entry back out: the post it counted was never written (its transaction rolled back). */
  forget(key: string, id: string): Promise<void>;
};

/** Records between two sweeps of the logs whose window has passed (the memory store's only cleaning). */
const SWEEP_EVERY = 1000;

export function memoryPostingLog(): PostingLog {
  const logs = new Map<string, { windowMs: number; entries: { id: string; at: number }[] }>();
  let recordsSinceSweep = 0;
  const sweep = (now: number) => {
    for (const [key, log] of logs) if (log.entries.every((entry) => entry.at <= now - log.windowMs)) logs.delete(key);
  };
  return {
    async record(key, max, windowMs, now) {
      recordsSinceSweep += 1;
      if (recordsSinceSweep >= SWEEP_EVERY) {
        recordsSinceSweep = 0;
        sweep(now);
      }
      const log = logs.get(key) ?? { windowMs, entries: [] };
      log.entries = log.entries.filter((entry) => entry.at > now - windowMs);
      logs.set(key, log);
      const [oldest] = log.entries;
      if (oldest && log.entries.length >= max) return { retryAt: oldest.at + windowMs };
      const id = randomUUID();
      log.entries.push({ id, at: now });
      return { id };
    },
    async forget(key, id) {
      const log = logs.get(key);
      if (log) log.entries = log.entries.filter((entry) => entry.id !== id);
    },
  };
}

// One atomic step in Redis: drop what left the window, count, add while there is room. A log is a sorted set (entry
// id → moment); it expires a window after its last entry (in Redis's time, a cleaning only: the count goes by the
// moments, so a test clock moved forward empties the window all the same).
const RECORD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return false`;

/** `prefix` names the keys (`<redisKeyPrefix>:posts:`), shared by the instances of one deployment. */
export function redisPostingLog(redis: Redis, prefix: string): PostingLog {
  return {
    async record(key, max, windowMs, now) {
      const id = randomUUID();
      const oldest = (await redis.eval(RECORD, 1, prefix + key, now, windowMs, max, id)) as string | null;
      return oldest === null ? { id } : { retryAt: Number(oldest) + windowMs };
    },
    async forget(key, id) {
      await redis.zrem(prefix + key, id);
    },
  };
}

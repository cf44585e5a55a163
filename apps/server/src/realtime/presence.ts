import type { Redis } from 'ioredis';

/**
 * Who is online: one entry per open socket with the moment it expires, refreshed by heartbeats. A socket that
 * closes removes its entry; one whose server died simply expires, so its member goes offline within the TTL.
 * With Redis every instance shares one sorted set; without it the entries live in this process.
 */
export type PresenceStore = {
  touch(userId: string, socketId: string, expiresAt: number): Promise<void>;
  remove(userId: string, socketId: string): Promise<void>;
  /** The members with at least one live socket at `now`, sorted. */
  online(now: number): Promise<string[]>;
};

const entry = (userId: string, socketId: string) => `${userId}|${socketId}`;
const userOf = (key: string) => key.slice(0, key.indexOf('|'));
const distinctUsers = (keys: string[]) => [...new Set(keys.map(userOf))].sort();

export function memoryPresence(): PresenceStore {
  const expiries = new Map<string, number>();
  return {
    async touch(userId, socketId, expiresAt) {
      expiries.set(entry(userId, socketId), expiresAt);
    },
    async remove(userId, socketId) {
      expiries.delete(entry(userId, socketId));
    },
    async online(now) {
      for (const [key, expiresAt] of expiries) if (expiresAt <= now) expiries.delete(key);
      return distinctUsers([...expiries.keys()]);
    },
  };
}

/** `key` names the sorted set: `<redisKeyPrefix>:presence`, shared by the instances of one deployment. */
export function redisPresence(redis: Redis, key: string): PresenceStore {
  return {
    async touch(userId, socketId, expiresAt) {
      await redis.zadd(key, expiresAt, entry(userId, socketId));
    },
    async remove(userId, socketId) {
      await redis.zrem(key, entry(userId, socketId));
    },
    async online(now) {
      await redis.zremrangebyscore(key, '-inf', now);
      return distinctUsers(await redis.zrangebyscore(key, `(${now}`, '+inf'));
    },
  };
}

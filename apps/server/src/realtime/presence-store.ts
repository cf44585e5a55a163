import type { Redis } from 'ioredis';

/**
 * Who is online: one entry per open socket with the moment it expires, refreshed by heartbeats. A socket that
 * closes removes its entry; one whose server died simply expires, so its member goes offline within the TTL.
 * Every call answers the changes it made (who arrived, who is gone), so presence travels as deltas. With Redis
 * every instance shares the entries; without it they live in this process.
 */
export type PresenceStore = {
  /** Records or refreshes sockets' entries; answers the members who had no live entry before (they just came). */
  touch(sockets: SocketEntry[], expiresAt: number, now: number): Promise<string[]>;
  /** Removes a socket's entry; answers whether that was its member's last live one (they just left). */
  remove(socket: SocketEntry, now: number): Promise<boolean>;
  /** Drops the entries expired at `now`; answers the members left with none (their instance died). */
  sweep(now: number): Promise<string[]>;
  /** Which of these members have a live entry at `now`. */
  onlineAmong(userIds: string[], now: number): Promise<string[]>;
};

export type SocketEntry = { userId: string; socketId: string };

export function memoryPresence(): PresenceStore {
  const byUser = new Map<string, Map<string, number>>();
  const isLive = (userId: string, now: number) => {
    for (const expiresAt of byUser.get(userId)?.values() ?? []) if (expiresAt > now) return true;
    return false;
  };
  return {
    async touch(sockets, expiresAt, now) {
      const arrived: string[] = [];
      for (const { userId, socketId } of sockets) {
        if (!isLive(userId, now)) arrived.push(userId);
        const entries = byUser.get(userId) ?? new Map<string, number>();
        entries.set(socketId, expiresAt);
        byUser.set(userId, entries);
      }
      return arrived;
    },
    async remove({ userId, socketId }, now) {
      const entries = byUser.get(userId);
      if (!entries?.delete(socketId)) return false;
      if (isLive(userId, now)) return false;
      byUser.delete(userId);
      return true;
    },
    async sweep(now) {
      const gone: string[] = [];
      for (const [userId, entries] of byUser) {
        for (const [socketId, expiresAt] of entries) if (expiresAt <= now) entries.delete(socketId);
        if (entries.size > 0) continue;
        byUser.delete(userId);
        gone.push(userId);
      }
      return gone;
    },
    async onlineAmong(userIds, now) {
      return userIds.filter((userId) => isLive(userId, now));
    },
  };
}

// Each script is one atomic step in Redis, so instances touching, removing and sweeping at once agree on who
// arrived and who left. A member's sockets are a sorted set (socket → expiry) under `<prefix>:user:<id>`; the index
// `<prefix>:users` holds each member with their latest expiry, so a sweep finds the expired without a scan.

const TOUCH = `
local arrived = {}
for i = 4, #ARGV, 2 do
  local user = ARGV[i]
  local key = ARGV[1] .. user
  if redis.call('ZCOUNT', key, '(' .. ARGV[2], '+inf') == 0 then table.insert(arrived, user) end
  redis.call('ZADD', key, ARGV[3], ARGV[i + 1])
  redis.call('ZADD', KEYS[1], 'GT', ARGV[3], user)
end
return arrived`;

const REMOVE = `
local key = ARGV[1] .. ARGV[3]
if redis.call('ZREM', key, ARGV[4]) == 0 then return 0 end
local latest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
if #latest > 0 and tonumber(latest[2]) > tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], latest[2], ARGV[3])
  return 0
end
redis.call('DEL', key)
redis.call('ZREM', KEYS[1], ARGV[3])
return 1`;

const SWEEP = `
local gone = {}
for _, user in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[2], 'LIMIT', 0, 1000)) do
  local key = ARGV[1] .. user
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[2])
  local latest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
  if #latest == 0 then
    redis.call('ZREM', KEYS[1], user)
    table.insert(gone, user)
  else
    redis.call('ZADD', KEYS[1], latest[2], user)
  end
end
return gone`;

const ONLINE_AMONG = `
local online = {}
for i = 3, #ARGV do
  if redis.call('ZCOUNT', ARGV[1] .. ARGV[i], '(' .. ARGV[2], '+inf') > 0 then table.insert(online, ARGV[i]) end
end
return online`;

/** Sockets touched per script call: a heartbeat of thousands of sockets is a few calls, none of them long. */
const TOUCH_BATCH = 500;

/** `prefix` names the keys (`<redisKeyPrefix>:presence`), shared by the instances of one deployment. */
export function redisPresence(redis: Redis, prefix: string): PresenceStore {
  const index = `${prefix}:users`;
  const userPrefix = `${prefix}:user:`;
  const run = (script: string, ...args: (string | number)[]) =>
    redis.eval(script, 1, index, userPrefix, ...args) as Promise<unknown>;
  return {
    async touch(sockets, expiresAt, now) {
      const arrived: string[] = [];
      for (let start = 0; start < sockets.length; start += TOUCH_BATCH) {
        const pairs = sockets.slice(start, start + TOUCH_BATCH).flatMap((s) => [s.userId, s.socketId]);
        arrived.push(...((await run(TOUCH, now, expiresAt, ...pairs)) as string[]));
      }
      return arrived;
    },
    async remove({ userId, socketId }, now) {
      return (await run(REMOVE, now, userId, socketId)) === 1;
    },
    async sweep(now) {
      return (await run(SWEEP, now)) as string[];
    },
    async onlineAmong(userIds, now) {
      if (userIds.length === 0) return [];
      return (await run(ONLINE_AMONG, now, ...userIds)) as string[];
    },
  };
}

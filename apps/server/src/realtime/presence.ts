import type { Redis } from 'ioredis';
import type { AppContext } from '../lib/context.ts';
import { describeError } from '../lib/logging.ts';
import { type Ack, type AppServer, type AppSocket, handleEvent } from './event-answers.ts';

const ONLINE_BROADCAST_DELAY_MS = 100;

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

/** Who is online, as the socket server keeps it: each socket's entry, the `online-users` broadcasts, the heartbeat. */
export type Presence = {
  /** Counts a socket that just connected, until it disconnects, and answers its `user-online` events. */
  arrive(socket: AppSocket): void;
  /** The members online now, on any instance. */
  online(): Promise<string[]>;
  /** Stops the heartbeat and any broadcast to come: the server is closing. */
  stop(): void;
  /** Waits for the presence updates of sockets that just closed, so shutting down lets them reach Redis. */
  drain(): Promise<void>;
};

/** Logs a failed presence update as a warning: presence heals itself at the next heartbeat. */
const warnOf = (ctx: AppContext, what: string) => (error: unknown) =>
  ctx.log.warn({ error: describeError(error) }, what);

/** The `online-users` broadcast: sent now (when who is online changed) or soon, once for a burst of changes. */
function onlineBroadcast(io: AppServer, ctx: AppContext, store: PresenceStore) {
  let lastOnline = '';
  async function now() {
    const online = await store.online(ctx.clock().getTime());
    const key = online.join(',');
    if (key === lastOnline) return online;
    lastOnline = key;
    io.emit('online-users', online);
    return online;
  }
  /**
   * Tells everyone who is online a moment after someone arrives or leaves, once for all who did meanwhile: a
   * burst of arrivals (a thousand members opening the app at nine) is one event to each socket, not one per
   * arrival to every socket.
   */
  let pending: NodeJS.Timeout | undefined;
  let isClosing = false;
  function soon() {
    if (pending || isClosing) return;
    pending = setTimeout(() => {
      pending = undefined;
      now().catch(warnOf(ctx, 'presence broadcast failed'));
    }, ONLINE_BROADCAST_DELAY_MS);
  }
  function stop() {
    isClosing = true;
    clearTimeout(pending);
  }
  return { now, soon, stop };
}

/** Presence for `io`'s sockets, in Redis when there is one (shared by the instances), in memory otherwise. */
export function createPresence(io: AppServer, ctx: AppContext, redis: Redis | undefined): Presence {
  const { presenceTtlMs, presenceHeartbeatMs, redisKeyPrefix } = ctx.config;
  const store = redis ? redisPresence(redis, `${redisKeyPrefix}:presence`) : memoryPresence();
  const broadcast = onlineBroadcast(io, ctx, store);
  const touch = (socket: AppSocket) =>
    store.touch(socket.data.user.id, socket.id, ctx.clock().getTime() + presenceTtlMs);

  /** Refreshes this instance's sockets' presence, and tells everyone when who is online changed (expiries too). */
  const heartbeat = setInterval(() => {
    void (async () => {
      for (const socket of io.of('/').sockets.values()) await touch(socket);
      await broadcast.now();
    })().catch(warnOf(ctx, 'presence heartbeat failed'));
  }, presenceHeartbeatMs);

  /** Presence updates of sockets that just closed: shutting down waits for them before Redis goes. */
  const leaving = new Set<Promise<unknown>>();
  function arrive(socket: AppSocket) {
    const { user } = socket.data;
    // Caught: a Redis outage must not become an unhandled rejection, which would end the process.
    void touch(socket).then(broadcast.soon).catch(warnOf(ctx, 'presence update failed'));
    // The user id is optional (the socket's member is known): `emit('user-online', ack)` puts the ack first.
    socket.on('user-online', (userIdOrAck: unknown, ack: Ack<string[]>) => {
      const answerTo = typeof userIdOrAck === 'function' ? (userIdOrAck as Ack<string[]>) : ack;
      void handleEvent(ctx, socket, 'user-online', answerTo, async () => {
        await touch(socket);
        return { ok: true, data: await broadcast.now() };
      });
    });
    socket.on('disconnect', () => {
      const update = store
        .remove(user.id, socket.id)
        .then(broadcast.soon)
        .catch(warnOf(ctx, 'presence update failed'))
        .finally(() => leaving.delete(update));
      leaving.add(update);
    });
  }

  return {
    arrive,
    online: () => store.online(ctx.clock().getTime()),
    stop() {
      clearInterval(heartbeat);
      broadcast.stop();
    },
    async drain() {
      await Promise.allSettled([...leaving]);
    },
  };
}

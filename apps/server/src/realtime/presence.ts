import { MESSAGES, PRESENCE_WATCH_MAX, PresenceWatchList } from '@skillsync/shared';
import type { Redis } from 'ioredis';
import type { AppContext } from '../lib/context.ts';
import { describeError } from '../lib/logging.ts';
import { rooms } from '../lib/realtime-hub.ts';
import { findTeammateIds } from '../modules/teams/index.ts';
import { type Ack, type AppServer, type AppSocket, handleEvent, refusal } from './event-answers.ts';
import { memoryPresence, type PresenceStore, redisPresence } from './presence-store.ts';

/**
 * Who is online, told only to those who can see it: a member's teammates (joined at connection) and the sockets
 * watching them (the people on the page they show). Each member has a room, `presence:<id>`; a change of theirs is
 * one `presence` delta to that room, which the Redis adapter carries to every instance. A reconnect storm costs
 * what the teams' sizes cost, never the square of everyone online.
 */
export type Presence = {
  /** Counts a socket that just connected, until it disconnects, and answers its presence events. */
  arrive(socket: AppSocket): void;
  /** Which of these members are online now, on any instance. */
  onlineAmong(userIds: string[]): Promise<string[]>;
  /** Stops the heartbeat and the announcements to come: the server is closing. */
  stop(): void;
  /** Waits for the presence updates of sockets that just closed, so shutting down lets them reach Redis. */
  drain(): Promise<void>;
};

/** Logs a failed presence update as a warning: presence heals itself at the next heartbeat. */
const warnOf = (ctx: AppContext, what: string) => (error: unknown) =>
  ctx.log.warn({ error: describeError(error) }, what);

/** Whom a socket sees: its member's teammates (and the member), and those it watches. */
type Seen = { teammates: Set<string>; watched: Set<string>; teammatesAt: number };

/** How long a socket's list of teammates serves before a `user-online` looks it up again (a team changed). */
const TEAMMATES_FRESH_MS = 60_000;

/**
 * The announcements: `came` at once, `left` after a grace period in which the member may come back (a reload, a
 * reconnect, a deploy): one who does was never seen to leave, and nothing is sent at all.
 */
function announcer(io: AppServer, ctx: AppContext, store: PresenceStore) {
  const leaving = new Map<string, NodeJS.Timeout>();
  const tell = (userId: string, online: boolean) =>
    io
      .to(rooms.presence(userId))
      .emit('presence', online ? { online: [userId], offline: [] } : { online: [], offline: [userId] });
  async function confirmLeft(userId: string) {
    leaving.delete(userId);
    const [stillOnline] = await store.onlineAmong([userId], ctx.clock().getTime());
    if (!stillOnline) tell(userId, false);
  }
  return {
    came(userId: string) {
      const pending = leaving.get(userId);
      if (pending) {
        clearTimeout(pending);
        leaving.delete(userId);
        return;
      }
      tell(userId, true);
    },
    left(userId: string, hasGrace = true) {
      if (!hasGrace) {
        tell(userId, false);
        return;
      }
      if (leaving.has(userId)) return;
      const timer = setTimeout(() => {
        confirmLeft(userId).catch(warnOf(ctx, 'presence announcement failed'));
      }, ctx.config.presenceGraceMs);
      leaving.set(userId, timer);
    },
    stop() {
      for (const timer of leaving.values()) clearTimeout(timer);
      leaving.clear();
    },
  };
}

/**
 * Whom each socket sees: its member's teammates (their rooms joined at connection, and again at each `user-online`)
 * and the members its pages watch (`watch-presence`, `unwatch-presence`).
 */
function subscriptions(ctx: AppContext, store: PresenceStore, now: () => number) {
  const seen = new WeakMap<AppSocket, Seen>();
  const unseen = (): Seen => ({ teammates: new Set(), watched: new Set(), teammatesAt: Number.NEGATIVE_INFINITY });
  const onlineSeenBy = (socket: AppSocket) => {
    const { teammates, watched } = seen.get(socket) ?? unseen();
    return store.onlineAmong([...new Set([...teammates, ...watched])], now());
  };

  /** The teammates' rooms, joined when the socket connects, and again at a `user-online` once a minute has passed. */
  async function seeTeammates(socket: AppSocket) {
    const { user } = socket.data;
    const current = seen.get(socket) ?? unseen();
    if (now() - current.teammatesAt < TEAMMATES_FRESH_MS) return;
    const teammates = new Set([user.id, ...(await findTeammateIds(ctx.db, user.id))]);
    seen.set(socket, { teammates, watched: current.watched, teammatesAt: now() });
    await socket.join([...teammates].map(rooms.presence));
    // One who left all the member's teams is no longer theirs to see (unless a page of theirs watches them).
    for (const userId of current.teammates)
      if (!teammates.has(userId) && !current.watched.has(userId)) await socket.leave(rooms.presence(userId));
  }

  function answerWatching(socket: AppSocket) {
    socket.on('watch-presence', (userIds: unknown, ack: Ack<string[]>) => {
      void handleEvent(ctx, socket, 'watch-presence', ack, async () => {
        const parsed = PresenceWatchList.safeParse(userIds);
        if (!parsed.success) return refusal(MESSAGES.invalidRequest);
        const current = seen.get(socket) ?? unseen();
        const watched = new Set([...current.watched, ...parsed.data]);
        if (watched.size > PRESENCE_WATCH_MAX) return refusal(MESSAGES.tooManyWatched);
        seen.set(socket, { ...current, watched });
        await socket.join(parsed.data.map(rooms.presence));
        return { ok: true, data: await store.onlineAmong(parsed.data, now()) };
      });
    });
    socket.on('unwatch-presence', (userIds: unknown, ack: Ack) => {
      void handleEvent(ctx, socket, 'unwatch-presence', ack, async () => {
        const parsed = PresenceWatchList.safeParse(userIds);
        if (!parsed.success) return refusal(MESSAGES.invalidRequest);
        const current = seen.get(socket);
        for (const userId of parsed.data) {
          current?.watched.delete(userId);
          if (!current?.teammates.has(userId)) await socket.leave(rooms.presence(userId));
        }
        return { ok: true };
      });
    });
  }

  return { seeTeammates, answerWatching, onlineSeenBy };
}

/** Presence for `io`'s sockets, in Redis when there is one (shared by the instances), in memory otherwise. */
export function createPresence(io: AppServer, ctx: AppContext, redis: Redis | undefined): Presence {
  const { presenceTtlMs, presenceHeartbeatMs, redisKeyPrefix } = ctx.config;
  const store = redis ? redisPresence(redis, `${redisKeyPrefix}:presence`) : memoryPresence();
  const announce = announcer(io, ctx, store);
  const now = () => ctx.clock().getTime();
  const { seeTeammates, answerWatching, onlineSeenBy } = subscriptions(ctx, store, now);
  const touch = async (sockets: AppSocket[]) => {
    const entries = sockets.map((socket) => ({ userId: socket.data.user.id, socketId: socket.id }));
    for (const userId of await store.touch(entries, now() + presenceTtlMs, now())) announce.came(userId);
  };
  /** Refreshes this instance's sockets, and tells who left when an instance died (its sockets' entries expired). */
  const heartbeat = setInterval(() => {
    void (async () => {
      await touch([...io.of('/').sockets.values()]);
      for (const userId of await store.sweep(now())) announce.left(userId, false);
    })().catch(warnOf(ctx, 'presence heartbeat failed'));
  }, presenceHeartbeatMs);

  /** Presence updates of sockets that just closed: shutting down waits for them before Redis goes. */
  const leaving = new Set<Promise<unknown>>();
  function arrive(socket: AppSocket) {
    const { user } = socket.data;
    // Caught: a Redis outage must not become an unhandled rejection, which would end the process.
    void touch([socket]).catch(warnOf(ctx, 'presence update failed'));
    const teammatesSeen = seeTeammates(socket).catch(warnOf(ctx, 'presence: the teammates were not found'));
    // The user id is optional (the socket's member is known): `emit('user-online', ack)` puts the ack first.
    // Sent without an acknowledgement (as the spec's clients do), the answer comes as `online-users`.
    socket.on('user-online', (userIdOrAck: unknown, ack: Ack<string[]>) => {
      const given = typeof userIdOrAck === 'function' ? (userIdOrAck as Ack<string[]>) : ack;
      const answerTo: Ack<string[]> =
        given ?? ((answered) => answered.ok && socket.emit('online-users', answered.data ?? []));
      void handleEvent(ctx, socket, 'user-online', answerTo, async () => {
        await teammatesSeen;
        await Promise.all([touch([socket]), seeTeammates(socket)]);
        return { ok: true, data: await onlineSeenBy(socket) };
      });
    });
    answerWatching(socket);
    socket.on('disconnect', () => {
      const update = store
        .remove({ userId: user.id, socketId: socket.id }, now())
        .then((isGone) => isGone && announce.left(user.id))
        .catch(warnOf(ctx, 'presence update failed'))
        .finally(() => leaving.delete(update));
      leaving.add(update);
    });
  }

  return {
    arrive,
    onlineAmong: (userIds) => store.onlineAmong(userIds, now()),
    stop() {
      clearInterval(heartbeat);
      announce.stop();
    },
    async drain() {
      await Promise.allSettled([...leaving]);
    },
  };
}

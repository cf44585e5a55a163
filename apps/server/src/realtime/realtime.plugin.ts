import {
  type ClientToServerEvents,
  type CurrentUser,
  MESSAGES,
  messageCode,
  type RealtimeAck,
  SendChatMessageBody,
  type ServerToClientEvents,
} from '@skillsync/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../lib/context.ts';
import { AppError } from '../lib/errors.ts';
import { isUuid } from '../lib/ids.ts';
import { describeError } from '../lib/logging.ts';
import { isSameOrigin } from '../lib/origin.ts';
import { rooms } from '../lib/realtime-hub.ts';
import { closeRedis } from '../lib/redis.ts';
import type { SessionScope } from '../lib/session-cache.ts';
import { SESSION_COOKIE } from '../modules/auth/auth.plugin.ts';
import { findLiveTokens, resolveSession } from '../modules/auth/auth.service.ts';
import {
  authorizeTeam,
  findTeamsStillHeld,
  MESSAGES_PER_MINUTE,
  sendTeamMessage,
  type Team,
} from '../modules/teams/index.ts';
import { memoryPresence, redisPresence } from './presence.ts';

type SocketData = { token: string; sessionId: string; user: CurrentUser };
/** What instances tell each other through the adapter (besides the rooms' events). */
type InterServerEvents = { 'forget-sessions': (scope: SessionScope) => void };
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type Ack<T = undefined> = ((answer: RealtimeAck<T>) => void) | undefined;

const MINUTE_MS = 60_000;
const ONLINE_BROADCAST_DELAY_MS = 100;

/** The session token of a handshake: `auth.token` (API clients), else the session cookie of our own pages. */
function readHandshakeToken(socket: AppSocket): { token: string; isCookie: boolean } | undefined {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return { token: auth.token, isCookie: false };
  const cookies = socket.handshake.headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length > 0) return { token: decodeCookie(value.join('=')), isCookie: true };
  }
  return undefined;
}

/** A cookie value as the HTTP routes read it: percent-decoded, or as sent when that is no valid escape. */
function decodeCookie(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A cookie-authenticated socket must come from our own pages (as a cookie-authenticated write must). */
const isSameOriginSocket = (socket: AppSocket) =>
  isSameOrigin(socket.handshake.headers.origin, socket.handshake.headers.host);

/** Answers a client event: through its acknowledgement when it gave one (a malformed one is ignored). */
function answer<T>(ack: Ack<T>, value: RealtimeAck<T>) {
  if (typeof ack === 'function') ack(value);
}

const refusal = (message: string): RealtimeAck<never> => ({ ok: false, message, code: messageCode(message) });

/** A team named by a client event, or undefined when the id cannot be one. */
function teamOf(kind: Team['kind'], id: unknown): Team | undefined {
  return typeof id === 'string' && isUuid(id) ? { kind, id } : undefined;
}

const roomOf = (team: Team) => (team.kind === 'project' ? rooms.project(team.id) : rooms.collaboration(team.id));
const notFoundMessage = (kind: Team['kind']) =>
  kind === 'project' ? MESSAGES.projectNotFound : MESSAGES.problemNotFound;

/**
 * The realtime link (spec §7) on the app's own port: socket.io, authenticated at the handshake, with a room per
 * member, per session and per team. A socket joins a team's room only after the same check as the team's HTTP
 * routes; it is checked again every few seconds (and at once when a member is removed or a session ends), so a
 * member who lost access stops hearing the team. With Redis, the adapter carries every event and every room
 * change between instances, and presence is shared.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, { ctx, redis }: { ctx: AppContext; redis?: Redis }) => {
  const io: AppServer = new Server(app.server, {
    serveClient: false,
    ...(ctx.config.corsOrigins.length > 0 && { cors: { origin: ctx.config.corsOrigins } }),
  });
  const adapterClients = redis ? [redis.duplicate(), redis.duplicate()] : [];
  const [pub, sub] = adapterClients;
  const { presenceTtlMs, presenceHeartbeatMs, realtimeRecheckMs, redisKeyPrefix } = ctx.config;
  if (pub && sub) {
    // The adapter publishes without waiting for Redis (socket.io's emits are fire-and-forget): a publish that fails
    // (Redis gone for a moment, or the server closing) is logged, never left to end the process as an unhandled
    // rejection.
    const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
    pub.publish = ((channel: string, message: string) =>
      publish(channel, message).catch((error: unknown) => {
        if (!isClosing)
          ctx.log.warn({ error: describeError(error) }, 'realtime: a publish to the other instances failed');
        return 0;
      })) as typeof pub.publish;
    io.adapter(createAdapter(pub, sub, { key: `${redisKeyPrefix}-realtime` }));
  }
  const presence = redis ? redisPresence(redis, `${redisKeyPrefix}:presence`) : memoryPresence();

  ctx.realtime.attach({
    emit: (room, event, payload) => {
      // RealtimeTarget's signature already pairs each event with its payload; socket.io's own types cannot follow it.
      (io.to(room).emit as (name: string, value: unknown) => boolean)(event, payload);
    },
    leave: (room, leave) => io.in(room).socketsLeave(leave),
    disconnect: (room) => io.in(room).disconnectSockets(true),
    online: () => presence.online(ctx.clock().getTime()),
    // Alone (no Redis), there is no other instance to tell.
    forgetSessions: (scope) => {
      if (redis) io.serverSideEmit('forget-sessions', scope);
    },
  });
  io.on('forget-sessions', (scope) => ctx.sessions.forget(scope));

  // ---- Presence ----

  let lastOnline = '';
  /** Presence updates of sockets that just closed: shutting down waits for them before Redis goes. */
  const leaving = new Set<Promise<unknown>>();
  async function broadcastOnline() {
    const online = await presence.online(ctx.clock().getTime());
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
  let pendingBroadcast: NodeJS.Timeout | undefined;
  let isClosing = false;
  function broadcastOnlineSoon() {
    if (pendingBroadcast || isClosing) return;
    pendingBroadcast = setTimeout(() => {
      pendingBroadcast = undefined;
      broadcastOnline().catch((error: unknown) =>
        ctx.log.warn({ error: describeError(error) }, 'presence broadcast failed'),
      );
    }, ONLINE_BROADCAST_DELAY_MS);
  }
  const touch = (socket: AppSocket) =>
    presence.touch(socket.data.user.id, socket.id, ctx.clock().getTime() + presenceTtlMs);

  // ---- Handshake ----

  io.use(async (socket, next) => {
    try {
      const found = readHandshakeToken(socket);
      const session =
        found && (!found.isCookie || isSameOriginSocket(socket)) ? await resolveSession(ctx, found.token) : undefined;
      if (!found || !session) {
        next(Object.assign(new Error(MESSAGES.unauthenticated), { data: { code: 'unauthenticated' } }));
        return;
      }
      socket.data = { token: found.token, sessionId: session.sessionId, user: session.user };
      next();
    } catch (error) {
      ctx.log.error({ error: describeError(error) }, 'realtime handshake failed');
      next(new Error(MESSAGES.serverError));
    }
  });

  // ---- Events ----

  const sent = new Map<string, { windowStart: number; count: number }>();
  /** At most MESSAGES_PER_MINUTE sends a minute per member on this instance, as on the HTTP route. */
  function isWithinSendLimit(userId: string) {
    const now = ctx.clock().getTime();
    const window = sent.get(userId);
    if (!window || now - window.windowStart >= MINUTE_MS) {
      sent.set(userId, { windowStart: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= MESSAGES_PER_MINUTE;
  }

  /** Runs a client event's work and answers it: a business refusal with its message, anything else as a 500 would. */
  async function handle<T>(socket: AppSocket, event: string, ack: Ack<T>, work: () => Promise<RealtimeAck<T>>) {
    try {
      answer(ack, await work());
    } catch (error) {
      if (error instanceof AppError) {
        answer(ack, refusal(error.message));
        return;
      }
      ctx.log.error({ error: describeError(error), event, userId: socket.data.user.id }, 'realtime event failed');
      answer(ack, refusal(MESSAGES.serverError));
    }
  }

  async function joinTeam(socket: AppSocket, id: unknown, kind: Team['kind'], ack: Ack) {
    // Asked without an acknowledgement: a refusal is still answered, as an event with the same message and code.
    const answerJoin: Ack =
      typeof ack === 'function'
        ? ack
        : (answered) => {
            if (answered.ok) return;
            const room = `${kind}:${typeof id === 'string' ? id : ''}`;
            socket.emit('join-refused', { room, message: answered.message, code: answered.code });
          };
    await handle(socket, `join-${kind}`, answerJoin, async () => {
      const team = teamOf(kind, id);
      if (!team) return refusal(notFoundMessage(kind));
      await ctx.db.transaction((tx) => authorizeTeam(tx, socket.data.user, team));
      await socket.join(roomOf(team));
      return { ok: true };
    });
  }

  /** `project-update` / `task-update` from a member: the rest of the team's pages reload the project. */
  async function relayProjectChange(socket: AppSocket, payload: unknown, reason: string, ack: Ack) {
    await handle(socket, reason, ack, async () => {
      const projectId = (payload as { projectId?: unknown } | null)?.projectId;
      const team = teamOf('project', projectId);
      if (!team) return refusal(MESSAGES.projectNotFound);
      await ctx.db.transaction((tx) => authorizeTeam(tx, socket.data.user, team));
      socket
        .to(rooms.project(team.id))
        .emit('project-updated', { projectId: team.id, reason, by: socket.data.user.id });
      return { ok: true };
    });
  }

  io.on('connection', (socket) => {
    const { user, sessionId } = socket.data;
    void socket.join([rooms.user(user.id), rooms.session(sessionId)]);
    // Caught: a Redis outage must not become an unhandled rejection, which would end the process.
    void touch(socket)
      .then(broadcastOnlineSoon)
      .catch((error: unknown) => ctx.log.warn({ error: describeError(error) }, 'presence update failed'));

    // The user id is optional (the socket's member is known): `emit('user-online', ack)` puts the ack first.
    socket.on('user-online', (userIdOrAck: unknown, ack: Ack<string[]>) => {
      const answerTo = typeof userIdOrAck === 'function' ? (userIdOrAck as Ack<string[]>) : ack;
      void handle(socket, 'user-online', answerTo, async () => {
        await touch(socket);
        return { ok: true, data: await broadcastOnline() };
      });
    });
    socket.on('join-project', (id, ack) => void joinTeam(socket, id, 'project', ack));
    socket.on('join-collaboration', (id, ack) => void joinTeam(socket, id, 'collaboration', ack));
    for (const kind of ['project', 'collaboration'] as const) {
      socket.on(`leave-${kind}`, (id: unknown, ack: Ack) => {
        const team = teamOf(kind, id);
        if (team) void socket.leave(roomOf(team));
        answer(ack, { ok: true });
      });
    }
    socket.on('send-message', (payload, ack) => {
      void handle(socket, 'send-message', ack, async () => {
        const body = payload as { projectId?: unknown; collaborationId?: unknown } | null;
        const team = body?.projectId
          ? teamOf('project', body.projectId)
          : teamOf('collaboration', body?.collaborationId);
        if (!team) return refusal(body?.projectId ? MESSAGES.projectNotFound : MESSAGES.problemNotFound);
        const parsed = SendChatMessageBody.safeParse(payload);
        if (!parsed.success) return refusal(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
        if (!isWithinSendLimit(user.id)) return refusal(MESSAGES.tooManyRequests);
        const { message } = await sendTeamMessage(ctx, user, team, parsed.data);
        return { ok: true, data: message };
      });
    });
    socket.on('project-update', (payload, ack) => void relayProjectChange(socket, payload, 'project-update', ack));
    socket.on('task-update', (payload, ack) => void relayProjectChange(socket, payload, 'task-update', ack));
    socket.on('disconnect', () => {
      const update = presence
        .remove(user.id, socket.id)
        .then(broadcastOnlineSoon)
        .catch((error: unknown) => ctx.log.warn({ error: describeError(error) }, 'presence update failed'))
        .finally(() => leaving.delete(update));
      leaving.add(update);
    });
  });

  // ---- Upkeep ----

  /** Refreshes this instance's sockets' presence, and tells everyone when who is online changed (expiries too). */
  const heartbeat = setInterval(() => {
    void (async () => {
      for (const socket of io.of('/').sockets.values()) await touch(socket);
      await broadcastOnline();
      // Send-limit windows older than a minute are over: forget them, so the map does not grow with every member.
      const now = ctx.clock().getTime();
      for (const [userId, window] of sent) if (now - window.windowStart >= MINUTE_MS) sent.delete(userId);
    })().catch((error: unknown) => ctx.log.warn({ error: describeError(error) }, 'presence heartbeat failed'));
  }, presenceHeartbeatMs);

  /**
   * Checks every socket's session and team rooms again, in two queries for all of them: a lost session closes
   * its socket, a lost team is left. A pass that outlasts the interval is not stacked on by the next.
   */
  async function recheckSockets() {
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return;
    const live = await findLiveTokens(
      ctx,
      sockets.map((socket) => socket.data.token),
    );
    const claims: { socket: AppSocket; room: string; team: Team }[] = [];
    for (const socket of sockets) {
      if (!live.has(socket.data.token)) {
        socket.disconnect(true);
        continue;
      }
      for (const room of socket.rooms) {
        const [kind, id] = room.split(':');
        const team = kind === 'project' || kind === 'collaboration' ? teamOf(kind, id) : undefined;
        if (team) claims.push({ socket, room, team });
      }
    }
    const held = await findTeamsStillHeld(
      ctx,
      claims.map(({ socket, team }) => ({ team, userId: socket.data.user.id })),
    );
    for (const [index, { socket, room, team }] of claims.entries()) {
      if (held.has(index)) continue;
      await socket.leave(room);
      if (team.kind === 'project') socket.emit('removed-from-team', { projectId: team.id });
    }
  }
  let isRechecking = false;
  const recheck = setInterval(() => {
    if (isRechecking) return;
    isRechecking = true;
    recheckSockets()
      .catch((error: unknown) => ctx.log.warn({ error: describeError(error) }, 'realtime recheck failed'))
      .finally(() => {
        isRechecking = false;
      });
  }, realtimeRecheckMs);

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(recheck);
    isClosing = true;
    clearTimeout(pendingBroadcast);
    io.local.disconnectSockets(true);
    await Promise.allSettled([...leaving]);
    await new Promise<void>((resolve) => {
      io.engine.close();
      resolve();
    });
  });
  app.addHook('onClose', async () => {
    await Promise.all(adapterClients.map(closeRedis));
  });
});

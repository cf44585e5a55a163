import { MESSAGES } from '@skillsync/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppContext } from '../lib/context.ts';
import { describeError } from '../lib/logging.ts';
import { isSameOrigin } from '../lib/origin.ts';
import { rooms } from '../lib/realtime-hub.ts';
import { closeRedis } from '../lib/redis.ts';
import { resolveSession, SESSION_COOKIE } from '../modules/auth/index.ts';
import { createSendLimit, handleChatEvents } from './chat-events.ts';
import type { AppServer, AppSocket } from './event-answers.ts';
import { createPresence } from './presence.ts';
import { handleTeamRoomEvents, roomTarget, startRecheck } from './team-rooms.ts';

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

/** Refuses a handshake without a live session (a cookie one only from our own pages); keeps the session on the socket. */
function authenticateHandshakes(ctx: AppContext, io: AppServer) {
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
}

/**
 * Carries every event and every room change between instances through Redis. The adapter publishes without
 * waiting for Redis (socket.io's emits are fire-and-forget): a publish that fails (Redis gone for a moment, or the
 * server closing) is logged, never left to end the process as an unhandled rejection. Returns its two clients.
 */
function useRedisAdapter(ctx: AppContext, io: AppServer, redis: Redis, isClosing: () => boolean) {
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
  pub.publish = ((channel: string, message: string) =>
    publish(channel, message).catch((error: unknown) => {
      if (!isClosing())
        ctx.log.warn({ error: describeError(error) }, 'realtime: a publish to the other instances failed');
      return 0;
    })) as typeof pub.publish;
  io.adapter(createAdapter(pub, sub, { key: `${ctx.config.redisKeyPrefix}-realtime` }));
  return [pub, sub];
}

/**
 * The realtime link (spec §7) on the app's own port: socket.io, authenticated at the handshake, with a room per
 * member, per session and per team. A socket joins a team's room only after the same check as the team's HTTP
 * routes; it is checked again every few seconds (and at once when a member is removed or a session ends), so a
 * member who lost access stops hearing the team. With Redis, the adapter carries every event and every room
 * change between instances, and presence and the chat send limit are shared.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, { ctx, redis }: { ctx: AppContext; redis?: Redis }) => {
    const io: AppServer = new Server(app.server, {
      serveClient: false,
      ...(ctx.config.corsOrigins.length > 0 && { cors: { origin: ctx.config.corsOrigins } }),
    });
    let isClosing = false;
    const adapterClients = redis ? useRedisAdapter(ctx, io, redis, () => isClosing) : [];
    const presence = createPresence(io, ctx, redis);
    const isWithinSendLimit = createSendLimit(app);

    ctx.realtime.attach({
      ...roomTarget(io),
      onlineAmong: (userIds) => presence.onlineAmong(userIds),
      // Alone (no Redis), there is no other instance to tell.
      forgetSessions: (scope) => {
        if (redis) io.serverSideEmit('forget-sessions', scope);
      },
    });
    io.on('forget-sessions', (scope) => ctx.sessions.forget(scope));

    authenticateHandshakes(ctx, io);
    io.on('connection', (socket) => {
      const { user, sessionId } = socket.data;
      void socket.join([rooms.user(user.id), rooms.session(sessionId)]);
      presence.arrive(socket);
      handleTeamRoomEvents(ctx, socket);
      handleChatEvents(ctx, socket, isWithinSendLimit);
    });
    const stopRecheck = startRecheck(ctx, io);

    app.addHook('preClose', async () => {
      stopRecheck();
      presence.stop();
      isClosing = true;
      io.local.disconnectSockets(true);
      await presence.drain();
      await new Promise<void>((resolve) => {
        io.engine.close();
        resolve();
      });
    });
    app.addHook('onClose', async () => {
      await Promise.all(adapterClients.map(closeRedis));
    });
  },
  // The socket's chat sends are counted by the same rate limiter as the HTTP routes.
  { dependencies: ['@fastify/rate-limit'] },
);

import {
  CHAT_ROOM_KINDS,
  CHAT_TYPING_THROTTLE_MS,
  MESSAGES,
  messageCode,
  SendChatMessageBody,
} from '@skillsync/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../lib/context.ts';
import { type ChatRoom, MESSAGES_PER_MINUTE, realtimeRoomOf, sendRoomMessage } from '../modules/chat/index.ts';
import { type AppSocket, answer, handleEvent, refusal } from './event-answers.ts';
import { chatRoomOf, notFoundMessage } from './team-rooms.ts';

/** Whether a member may send one more chat message now; counts the attempt. */
export type SendLimit = (userId: string) => Promise<boolean>;

/** What the rate-limit plugin reads of a "request": our key, and the route config where it looks for a `groupId`. */
type SendAttempt = { userId: string; routeOptions: { config: object } };

/**
 * The HTTP send routes' limit (MESSAGES_PER_MINUTE a minute per member) for sends over the socket, counted by the
 * same @fastify/rate-limit and in its store: Redis when there is one (so across instances), memory otherwise. The
 * socket's sends have a counter of their own, as before: a member's HTTP sends do not use up their socket sends.
 */
export function createSendLimit(app: FastifyInstance): SendLimit {
  const limit = app.createRateLimit({
    max: MESSAGES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `send-message:${(request as unknown as SendAttempt).userId}`,
  });
  return async (userId) => {
    const attempt: SendAttempt = { userId, routeOptions: { config: {} } };
    const verdict = await limit(attempt as unknown as FastifyRequest);
    return verdict.isAllowed || !verdict.isExceeded;
  };
}

const TypingPayload = z.object({ room: z.object({ kind: z.enum(CHAT_ROOM_KINDS), id: z.uuid() }) });

/**
 * `typing` in a room the socket has joined (joining asked the database who may be there, so this asks nothing):
 * the others in the room hear who, at most once per CHAT_TYPING_THROTTLE_MS a socket and room; more often is
 * answered and dropped. A room the socket is not in is refused, so nobody types into a room they cannot read.
 */
function handleTyping(ctx: AppContext, socket: AppSocket) {
  const lastRelayedAt = new Map<string, number>();
  socket.on('typing', (payload, ack) => {
    const parsed = TypingPayload.safeParse(payload);
    if (!parsed.success) {
      answer(ack, refusal(MESSAGES.invalidRequest));
      return;
    }
    const { room } = parsed.data;
    const realtimeRoom = realtimeRoomOf(room);
    if (!socket.rooms.has(realtimeRoom)) {
      answer(ack, refusal(MESSAGES.notInChatRoom));
      return;
    }
    const now = ctx.clock().getTime();
    const last = lastRelayedAt.get(realtimeRoom);
    if (last === undefined || now - last >= CHAT_TYPING_THROTTLE_MS) {
      lastRelayedAt.set(realtimeRoom, now);
      const { id, name } = socket.data.user;
      socket.to(realtimeRoom).emit('typing', { room, user: { _id: id, name } });
    }
    answer(ack, { ok: true });
  });
}

type SendPayload = { projectId?: unknown; collaborationId?: unknown; conversationId?: unknown } | null;

/** The room a `send-message` names by its id field: a conversation's, a project's, else a problem team's. */
function roomNamedBy(body: SendPayload): { kind: ChatRoom['kind']; id: unknown } {
  if (body?.conversationId !== undefined) return { kind: 'direct', id: body.conversationId };
  if (body?.projectId) return { kind: 'project', id: body.projectId };
  return { kind: 'collaboration', id: body?.collaborationId };
}

/**
 * A socket's chat events: `send-message` to a project's, a problem team's or a direct conversation's chat, as the
 * HTTP route sends, and `typing`.
 */
export function handleChatEvents(ctx: AppContext, socket: AppSocket, isWithinSendLimit: SendLimit) {
  handleTyping(ctx, socket);
  socket.on('send-message', (payload, ack) => {
    void handleEvent(ctx, socket, 'send-message', ack, async () => {
      const { kind, id } = roomNamedBy(payload as SendPayload);
      const room = chatRoomOf(kind, id);
      if (!room) return refusal(notFoundMessage(kind));
      const parsed = SendChatMessageBody.safeParse(payload);
      if (!parsed.success) {
        // Our words for what the member wrote (too long, empty); a malformed id is only 'Invalid value'.
        const said = parsed.error.issues[0]?.message;
        return refusal(said && messageCode(said) ? said : MESSAGES.invalidValue);
      }
      if (!(await isWithinSendLimit(socket.data.user.id))) return refusal(MESSAGES.tooManyRequests);
      const { message } = await sendRoomMessage(ctx, socket.data.user, room, parsed.data);
      return { ok: true, data: message };
    });
  });
}

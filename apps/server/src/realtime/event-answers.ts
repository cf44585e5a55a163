import {
  type ClientToServerEvents,
  type CurrentUser,
  MESSAGES,
  messageCode,
  type RealtimeAck,
  type ServerToClientEvents,
} from '@skillsync/shared';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../lib/context.ts';
import { AppError } from '../lib/errors.ts';
import { describeError } from '../lib/logging.ts';
import type { SessionScope } from '../lib/session-cache.ts';

/** What the handshake leaves on every socket: its session and its member. */
export type SocketData = { token: string; sessionId: string; user: CurrentUser };
/** What instances tell each other through the adapter (besides the rooms' events). */
export type InterServerEvents = { 'forget-sessions': (scope: SessionScope) => void };
export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type Ack<T = undefined> = ((answer: RealtimeAck<T>) => void) | undefined;

/** Answers a client event: through its acknowledgement when it gave one (a malformed one is ignored). */
export function answer<T>(ack: Ack<T>, value: RealtimeAck<T>) {
  if (typeof ack === 'function') ack(value);
}

export const refusal = (message: string): RealtimeAck<never> => ({ ok: false, message, code: messageCode(message) });

/** Runs a client event's work and answers it: a business refusal with its message, anything else as a 500 would. */
export async function handleEvent<T>(
  ctx: AppContext,
  socket: AppSocket,
  event: string,
  ack: Ack<T>,
  work: () => Promise<RealtimeAck<T>>,
) {
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

import http from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES, type MessageCode } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';

type ClientError = Error & { code?: string };

/** Fastify's own choice of status for what Node's HTTP parser refuses: a slow client, oversized headers, the rest. */
function statusFor(error: ClientError) {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * What a client gets when Node's HTTP parser refuses its request (a malformed chunked body, a bad header): the
 * API's one error shape with a shared message, like every other 4xx, instead of the framework's own text; then
 * the connection closes, since the rest of the stream cannot be trusted. It is the client's error: logged at
 * trace level, as Fastify's default does, never as a fault.
 */
export function answerClientError(this: FastifyInstance, error: ClientError, socket: Socket) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusFor(error);
  const code: MessageCode = status === 431 ? 'requestTooLarge' : 'invalidRequest';
  const body = JSON.stringify({ message: MESSAGES[code], code });
  this.log.trace({ code: error.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

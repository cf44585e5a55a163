import type { FastifyRequest } from 'fastify';

const MAX_URL_LOGGED = 200;
const MAX_MESSAGE_LOGGED = 300;
const MAX_STACK_FRAMES = 8;

/**
 * The URL as it may be logged: no query string (it can carry search text and cursors), the secret of a
 * reset link masked, and bounded so a 5 KB path cannot flood the log.
 */
export function loggableUrl(url: string) {
  const path = url.split('?')[0] ?? '';
  const masked = path.replace(/(\/reset-password\/)[^/]+/, '$1…');
  return masked.length > MAX_URL_LOGGED ? `${masked.slice(0, MAX_URL_LOGGED)}…` : masked;
}

export type LogStream = { write: (line: string) => void };

/** pino options: bounded request lines that never hold a credential, a query string or a secret. */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    ...(stream && { stream }),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: loggableUrl(request.url) }),
    },
  };
}

type DatabaseCause = { code?: unknown; table?: unknown; constraint?: unknown; routine?: unknown };

/**
 * What a failed request may log about its error: the database's error code and where it struck, never the
 * SQL or its parameters (a password hash, an e-mail, a token); the message only for errors of our own code,
 * bounded; and the top of the stack.
 */
export function describeError(error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error));
  const cause = (err.cause ?? err) as DatabaseCause;
  const isDatabaseError = typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code);
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, MAX_STACK_FRAMES)
    .map((line) => line.trim());
  if (isDatabaseError) {
    return {
      type: err.name,
      sqlState: cause.code,
      table: cause.table,
      constraint: cause.constraint,
      routine: cause.routine,
      stack: frames,
    };
  }
  return { type: err.name, message: err.message.slice(0, MAX_MESSAGE_LOGGED), stack: frames };
}

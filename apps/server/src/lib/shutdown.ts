import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { App } from '../app.ts';
import { describeError, loggableUrl } from './logging.ts';

/** The shutdown log names at most this many of the requests it cut; the count has them all. */
const MAX_REQUESTS_LOGGED = 20;

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
type StopSignal = (typeof STOP_SIGNALS)[number];

type OpenRequest = { method: string; url: string; startedAt: number };

/**
 * What the server is still doing, read from the HTTP server itself (every route, the web app, realtime's
 * long-polling): requests received and not yet answered, and open connections (keep-alive, websockets).
 */
function watchOpenWork(server: Server) {
  const requests = new Set<OpenRequest>();
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    const open = { method: request.method ?? '', url: loggableUrl(request.url ?? ''), startedAt: performance.now() };
    requests.add(open);
    // 'close' comes after the answer is sent and also when the client goes first.
    response.once('close', () => requests.delete(open));
  });
  return () => {
    const now = performance.now();
    return {
      openRequests: requests.size,
      requests: [...requests]
        .slice(0, MAX_REQUESTS_LOGGED)
        .map(({ method, url, startedAt }) => ({ method, url, runningMs: Math.round(now - startedAt) })),
      openConnections: sockets.size,
    };
  };
}

/**
 * Ends the process as the signal would have without a handler. Never `process.exit`: Node's exit waits for
 * libuv's thread pool, and one native task that does not return (a libvips decode, a DNS lookup, a write to a
 * pipe nobody reads) keeps the main thread in a futex wait for ever: a server that closed its port and never
 * leaves. Dying by the signal skips that wait; the log is written synchronously (see main.ts), so no line is lost.
 */
function endBySignal(signal: StopSignal) {
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
}

/**
 * Graceful, bounded shutdown on SIGTERM and SIGINT: stop taking connections and let requests, realtime and
 * background work finish (`app.close()`), for at most `drainMs`; then end anyway and log what was cut. A
 * supervisor or `npm start` sees the process end by the signal it sent, within the limit.
 */
export function stopOnSignals(app: App, { drainMs }: { drainMs: number }) {
  const openWork = watchOpenWork(app.server);
  let stopping = false;

  const cut = (signal: StopSignal, reason: string) => {
    app.log.warn(
      { signal, reason, drainMs, ...openWork(), backgroundTasks: app.ctx.background.pending() },
      'shutdown cut short: ending with work still open',
    );
    endBySignal(signal);
  };

  const stop = (signal: StopSignal) => {
    // `npm start` passes the signal on to the server, which also has it from the process group: one stop.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainMs }, 'shutting down');
    const deadline = setTimeout(() => cut(signal, 'drain limit reached'), drainMs);
    app.close().then(
      () => {
        clearTimeout(deadline);
        app.log.info({ signal }, 'shut down');
        endBySignal(signal);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        app.log.error({ error: describeError(error) }, 'shutdown failed');
        cut(signal, 'close failed');
      },
    );
  };

  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
}

import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.cleanUp();
  server = undefined;
});

/** Opens a connection and sends the start of a sign-in whose body never comes: a request the server holds open. */
function holdRequestOpen(port: number) {
  return new Promise<net.Socket>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"email":',
      );
      resolve(socket);
    });
    socket.on('error', () => {});
  });
}

// Each test starts a real server process: migrations and all, slow on a busy two-core machine.
describe('stopping the server with SIGTERM', { timeout: 120_000 }, () => {
  it('ends once the drain limit passes with a request still open, logging the request it cut', async () => {
    // A drain limit far below Node's own request timeout (300 s), which is what a held request waited for.
    server = await startServerProcess({ SHUTDOWN_DRAIN_MS: '300' });
    const socket = await holdRequestOpen(server.port);
    // Received, so it is in flight when the signal comes.
    await server.waitForLog((entry) => entry.msg === 'incoming request' && JSON.stringify(entry).includes('/login'));

    server.child.kill('SIGTERM');
    const ended = await server.exited;
    socket.destroy();

    expect(ended).toEqual({ code: null, signal: 'SIGTERM' });
    const cut = server.log.find((entry) => entry.msg.startsWith('shutdown cut short'));
    expect(cut).toMatchObject({
      level: 40,
      signal: 'SIGTERM',
      reason: 'drain limit reached',
      drainMs: 300,
      openRequests: 1,
      requests: [{ method: 'POST', url: '/api/auth/login' }],
      openConnections: 1,
    });
    expect(server.log.filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it('ends as soon as nothing is open, without cutting anything', async () => {
    server = await startServerProcess({ SHUTDOWN_DRAIN_MS: '600000' });
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(health.status).toBe(200);

    server.child.kill('SIGTERM');
    const ended = await server.exited;

    expect(ended).toEqual({ code: null, signal: 'SIGTERM' });
    expect(server.log.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['shutting down', 'shut down']));
    expect(server.log.some((entry) => entry.msg.startsWith('shutdown cut short'))).toBe(false);
  });

  it('ends even while a native task in the thread pool never returns', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skillsync-fifo-'));
    try {
      server = await startServerProcess({
        NODE_OPTIONS: `--import ${path.resolve(import.meta.dirname, 'test/stuck-thread-pool.ts')}`,
        STUCK_FIFO: path.join(dir, 'nobody-writes'),
      });

      server.child.kill('SIGTERM');
      const ended = await server.exited;

      // process.exit would have waited for the stuck task for ever (the main thread in a futex wait).
      expect(ended).toEqual({ code: null, signal: 'SIGTERM' });
      expect(server.log.map((entry) => entry.msg)).toContain('shut down');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

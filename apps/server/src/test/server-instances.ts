import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Server instances as real processes (`main.ts`, as `npm start` runs it) on a database and Redis the test names,
 * for tests that kill one with -9 and start it again on the same port. Unlike `server-process.ts`, an instance
 * gets no database of its own: several share the test's.
 */

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
/** How long one health check may take on a loaded machine before it is asked again. */
const HEALTH_TIMEOUT_MS = 20_000;

export type Instance = { name: string; port: number; base: string; child: ChildProcess };

/** Every instance started and not ended yet, so `killAllInstances` finds them whatever failed. */
const running = new Set<ChildProcess>();

/** Whether nothing listens on this loopback port now. */
function isFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free loopback port, not one of `taken`, for an instance that must come back on it after a kill. Below Linux's
 * ephemeral range (32768 and up): while the instance is down, an outgoing connection (a reconnecting client's
 * among them) could otherwise be given that port, and the restart would find it taken.
 */
export async function freePort(taken: number[] = []) {
  for (;;) {
    const port = 20_000 + randomInt(12_000);
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
}

/** Starts `main.ts` on `port` with `env` on top of a quiet loopback setup; resolves once it answers /api/health. */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  // Kept, not printed: the last lines go into the error when the instance fails to start.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, output.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`instance ${name} ended while starting:\n${output.join('\n')}`);
    }
    const signal = AbortSignal.timeout(HEALTH_TIMEOUT_MS);
    const health = await fetch(`${base}/api/health`, { signal }).catch(() => undefined);
    if (health?.ok) return { name, port, base, child };
    await sleep(100);
  }
}

/** kill -9, unless the process has ended already; resolves once it has. */
export async function killInstance(instance: Instance) {
  await killProcess(instance.child);
}

async function killProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Kills every instance still running (an afterAll's job, whatever failed). */
export async function killAllInstances() {
  await Promise.all([...running].map(killProcess));
}

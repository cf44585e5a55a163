import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createScratchDatabase } from '../db/scratch-database.ts';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

export type LogEntry = { level: number; msg: string; [key: string]: unknown };

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** Every log line the server wrote so far, parsed. */
  log: LogEntry[];
  /** Resolves with the first log line, written so far or later, that `matches`. */
  waitForLog: (matches: (entry: LogEntry) => boolean) => Promise<LogEntry>;
  /** Resolves with how the process ended, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Removes its data directory and scratch database; SIGKILLs the process first if it is still there. */
  cleanUp: () => Promise<void>;
};

/**
 * The real server (`main.ts`) as a child process, as `npm start` runs it: PostgreSQL in a scratch database when
 * the tests run against one, else the embedded database in a temp dir; no web app; `env` on top.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillsync-process-'));
  const baseUrl = inject('databaseUrl');
  const scratch = baseUrl ? await createScratchDatabase(baseUrl, 'skillsync_test') : undefined;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: dataDir,
      LOG_LEVEL: 'info',
      ...(scratch && { DATABASE_URL: scratch.url }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close', not 'exit': by then every line the server wrote has been read.
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const log: LogEntry[] = [];
  const waiters = new Set<{ matches: (entry: LogEntry) => boolean; resolve: (entry: LogEntry) => void }>();
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const entry = JSON.parse(line) as LogEntry;
      log.push(entry);
      for (const waiter of waiters) {
        if (!waiter.matches(entry)) continue;
        waiters.delete(waiter);
        waiter.resolve(entry);
      }
    }
  });
  const waitForLog = (matches: (entry: LogEntry) => boolean) => {
    const found = log.find(matches);
    if (found) return Promise.resolve(found);
    return new Promise<LogEntry>((resolve, reject) => {
      waiters.add({ matches, resolve });
      void exited.then(({ code, signal }) =>
        reject(new Error(`server ended (${code ?? signal}) before that log line`)),
      );
    });
  };
  const listening = await waitForLog((entry) => entry.msg.startsWith('Server listening at http://127.0.0.1:'));
  const port = Number(new URL(listening.msg.replace('Server listening at ', '')).port);
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  return { child, port, log, waitForLog, exited, cleanUp };
}

// The parent's side of bench/capacity-server.ts: forks the server on the capacity community (seeded once, then
// reused), waits until it listens, and asks it for a CPU profile of a window and to stop. The parent reads the
// child's CPU time and memory from /proc itself (bench/capacity-machine.ts), so asking costs the server nothing.

import { fork } from 'node:child_process';
import path from 'node:path';
import { SERVER_EXEC_ARGV, type Target } from './server-process.ts';

export type CapacityServerOptions = {
  target: Target;
  /** Members of the seeded community (10,000 by default): the database is named after it and reused. */
  community: number;
  /** Demo members signed in for the load: sessions made directly, dropped when the server stops. */
  members: number;
  /** Seed anew even when a complete community of this size is there. */
  isReseed: boolean;
};

/** A signed-in demo member of the load: their session token and the project teams they are on. */
export type BenchMember = { id: string; token: string; projectIds: string[] };

export type CapacityFixtures = {
  base: string;
  counts: { members: number; problems: number; projects: number; chatMessages: number };
  /** Seconds the seeding took; null when an already seeded community was reused. */
  seedSeconds: number | null;
  database: string;
  members: BenchMember[];
  /** What members open when they have not seen anything yet: problems, public projects, other members. */
  pools: { problemIds: string[]; projectIds: string[]; memberIds: string[] };
};

export type CapacityServerRequest =
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string }
  | { type: 'close' };

export type CapacityServerReply =
  | { type: 'ready'; fixtures: CapacityFixtures }
  | { type: 'profile-started' }
  | { type: 'profile-stopped' }
  | { type: 'failed'; message: string };

export type CapacityServer = Awaited<ReturnType<typeof startCapacityServer>>;

/** Starts the server in its own process; resolves once it serves, with the members' sessions. */
export async function startCapacityServer(options: CapacityServerOptions) {
  const child = fork(path.join(import.meta.dirname, 'capacity-server.ts'), {
    execArgv: SERVER_EXEC_ARGV,
    // As `npm start` sets it: freed buffers go back to the system rather than stay in malloc's arenas.
    env: { ...process.env, MALLOC_MMAP_THRESHOLD_: '131072', CAPACITY_SERVER_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const next = <T extends CapacityServerReply['type']>(type: T) =>
    new Promise<Extract<CapacityServerReply, { type: T }>>((resolve, reject) => {
      const onMessage = (reply: CapacityServerReply) => {
        if (reply.type !== type && reply.type !== 'failed') return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (reply.type === 'failed') reject(new Error(reply.message));
        else resolve(reply as Extract<CapacityServerReply, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the capacity server exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = <T extends CapacityServerReply['type']>(request: CapacityServerRequest, answer: T) => {
    const reply = next(answer);
    child.send(request);
    return reply;
  };

  const { fixtures } = await next('ready');
  const pid = child.pid;
  if (pid === undefined) throw new Error('the capacity server has no process id');
  return {
    fixtures,
    pid,
    startProfile: () => ask({ type: 'profile-start' }, 'profile-started'),
    stopProfile: (file: string) => ask({ type: 'profile-stop', file }, 'profile-stopped'),
    /** Stops it; one that does not answer within `graceMs` (overwhelmed) is killed. */
    async close(graceMs = 30_000) {
      if (child.connected) child.send({ type: 'close' } satisfies CapacityServerRequest);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      if (code !== 0) throw new Error(`the capacity server exited with ${code}`);
    },
    /** Ends it at once: it is past saving (its memory ran away) and the run goes on without it. */
    kill() {
      child.kill('SIGKILL');
      return exited;
    },
  };
}

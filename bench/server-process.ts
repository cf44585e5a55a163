// The parent's side of bench/seeded-server.ts: forks it, waits until its community is seeded and it listens, and
// asks it for its memory figures, a CPU profile of a window, query plans, and to stop.

import { fork } from 'node:child_process';
import path from 'node:path';

export type Target = 'pglite' | 'postgresql';

/** Node's flags for a server, as `npm start` passes them (the heap's sizes keep its memory down). */
export const SERVER_EXEC_ARGV = ['--max-semi-space-size=16', '--max-old-space-size=256'];

export type Fixtures = {
  base: string;
  counts: { members: number; problems: number; openProblems: number; projects: number; chatMessages: number };
  seedSeconds: number;
  /** A demo member on a project team, with skills: the signed-in member of every scenario. */
  member: { id: string; email: string };
  password: string;
  /** The newest open problem with a team (the wall's first card or near it) and the newest public project. */
  problemId: string;
  projectId: string;
  category: string;
  /** Demo members on project teams with a fresh session each: message send rotates over them (60 a minute each). */
  senders: { token: string; projectId: string }[];
};

export type Explained = { name: string; query: string; plan: string };

export type ServerRequest =
  | { type: 'rss' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string }
  | { type: 'explain-wall' }
  | { type: 'grow'; problems: number }
  | { type: 'grow-chat'; projectId: string; messages: number }
  | { type: 'close' };

export type ServerReply =
  | { type: 'ready'; fixtures: Fixtures }
  | { type: 'rss'; peakMb: number; nowMb: number; beforeSeedMb: number; afterSeedMb: number }
  | { type: 'profile-started' }
  | { type: 'profile-stopped' }
  | { type: 'explained'; plans: Explained[] }
  | { type: 'grown'; counts: Fixtures['counts']; seconds: number }
  | { type: 'chat-grown'; messages: number; middleId: string; seconds: number }
  | { type: 'failed'; message: string };

export type ServerProcess = Awaited<ReturnType<typeof startSeededServer>>;

/** Starts the server on a freshly seeded database of `target` in its own process; resolves once it serves. */
export async function startSeededServer(target: Target, options: { members: number; senders: number }) {
  const child = fork(path.join(import.meta.dirname, 'seeded-server.ts'), {
    execArgv: SERVER_EXEC_ARGV,
    env: {
      ...process.env,
      BENCH_TARGET: target,
      BENCH_MEMBERS: String(options.members),
      BENCH_SENDERS: String(options.senders),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const next = <T extends ServerReply['type']>(type: T) =>
    new Promise<Extract<ServerReply, { type: T }>>((resolve, reject) => {
      const onMessage = (reply: ServerReply) => {
        if (reply.type !== type && reply.type !== 'failed') return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (reply.type === 'failed') reject(new Error(reply.message));
        else resolve(reply as Extract<ServerReply, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the seeded server exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = <T extends ServerReply['type']>(request: ServerRequest, answer: T) => {
    const reply = next(answer);
    child.send(request);
    return reply;
  };

  const { fixtures } = await next('ready');
  return {
    fixtures,
    rss: () => ask({ type: 'rss' }, 'rss'),
    startProfile: () => ask({ type: 'profile-start' }, 'profile-started'),
    stopProfile: (file: string) => ask({ type: 'profile-stop', file }, 'profile-stopped'),
    explainWall: () => ask({ type: 'explain-wall' }, 'explained'),
    /** Adds history to the Problem Wall until it holds `problems` (bench/grow-problems.ts). */
    grow: (problems: number) => ask({ type: 'grow', problems }, 'grown'),
    /** Adds messages to one project's chat until it holds `messages` (bench/grow-chat.ts). */
    growChat: (projectId: string, messages: number) => ask({ type: 'grow-chat', projectId, messages }, 'chat-grown'),
    async close() {
      child.send({ type: 'close' } satisfies ServerRequest);
      const code = await exited;
      if (code !== 0) throw new Error(`the seeded server exited with ${code}`);
    },
  };
}

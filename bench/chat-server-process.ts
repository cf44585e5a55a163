// The parent's side of bench/chat-server.ts: forks one server instance, waits until it listens (the first one of a
// run also builds the teams and hands back their members' sessions), asks it for its memory, and stops it.

import { fork } from 'node:child_process';
import path from 'node:path';
import type { Target } from './server-process.ts';
import { SERVER_EXEC_ARGV } from './server-process.ts';

/** A project team of the benchmark: its owner and members, each with a live session. */
export type ChatRoom = { projectId: string; members: { userId: string; token: string }[] };

export type ChatServerOptions = {
  target: Target;
  port: number;
  /** The scratch PostgreSQL database (PostgreSQL only); every instance of a run shares it. */
  databaseUrl?: string;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** Only for the first instance of a run: members in teams of `roomSize`, written before it listens. */
  teams?: { members: number; roomSize: number };
};

export type ChatServerRequest = { type: 'rss' } | { type: 'close' };

export type ChatServerReply =
  | { type: 'ready'; base: string; rooms: ChatRoom[]; fixtureSeconds: number }
  /** Peak RSS since it listens, and the CPU time it spent since (user and system, all threads). */
  | { type: 'rss'; peakMb: number; nowMb: number; cpuSeconds: number }
  | { type: 'failed'; message: string };

export type ChatServerProcess = Awaited<ReturnType<typeof startChatServer>>;

/** Starts one server instance in its own process; resolves once it serves. */
export async function startChatServer(options: ChatServerOptions) {
  const child = fork(path.join(import.meta.dirname, 'chat-server.ts'), {
    execArgv: SERVER_EXEC_ARGV,
    env: { ...process.env, CHAT_SERVER_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const next = <T extends ChatServerReply['type']>(type: T) =>
    new Promise<Extract<ChatServerReply, { type: T }>>((resolve, reject) => {
      const onMessage = (reply: ChatServerReply) => {
        if (reply.type !== type && reply.type !== 'failed') return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (reply.type === 'failed') reject(new Error(reply.message));
        else resolve(reply as Extract<ChatServerReply, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the chat server exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });

  const ready = await next('ready');
  return {
    base: ready.base,
    rooms: ready.rooms,
    fixtureSeconds: ready.fixtureSeconds,
    rss: () => {
      const reply = next('rss');
      child.send({ type: 'rss' } satisfies ChatServerRequest);
      return reply;
    },
    async close() {
      // Already gone (it crashed during the run): say how it ended rather than wait for an answer.
      if (child.connected) child.send({ type: 'close' } satisfies ChatServerRequest);
      const code = await exited;
      if (code !== 0) throw new Error(`the chat server exited with ${code}`);
    },
  };
}

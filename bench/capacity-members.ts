// The members of a capacity run and their sockets: each connects as the web app does (websocket, the session token,
// socket.io's reconnection with the app's settings), says `user-online`, joins the rooms of its project teams and
// watches the people its page shows. Presence events are counted, not parsed (capacity-traffic.ts). Works with the
// old server (`online-users` to everyone) and the new one (`watch-presence`, `presence` deltas): an event the server
// does not know goes unanswered, which the ack's timeout turns into a counted "no answer".

import { io, type Socket } from 'socket.io-client';
import type { ChatLedger, HeardMessage } from './capacity-chat.ts';
import type { BenchMember } from './capacity-server-process.ts';
import { createCounter } from './capacity-stats.ts';
import { countAnswer, countingParser } from './capacity-traffic.ts';

// As the web app: five attempts a second apart, then the link gives up (apps/web/src/lib/realtime.ts).
const RECONNECT_ATTEMPTS = 5;
const RECONNECT_DELAY_MS = 1000;
// The web app's acknowledgement timeout.
const ACK_TIMEOUT_MS = 10_000;
// What one `watch-presence` may name (PRESENCE_WATCH_BATCH of the new server).
const WATCH_BATCH = 100;

type Ack = { ok: boolean; message?: string; data?: unknown };

export type Member = BenchMember & {
  index: number;
  socket: Socket;
  /** The team rooms joined on the current connection. */
  joined: Set<string>;
  /** The people the member's current page shows, watched for presence. */
  watching: string[];
  /** What the member saw last, to open next: problems of the wall page, people, where the wall's next page starts. */
  seen: { problemIds: string[]; projectIds: string[]; people: string[]; wallCursor: string | null; wallQuery: string };
  /** Called when the current connection is set up (online said, rooms joined); replaced per connection. */
  onReady: (() => void) | undefined;
};

type Counter = ReturnType<typeof createCounter>;

/** Emits `event` and waits for its acknowledgement; answers it when accepted, counts how it went under `what`. */
async function emitWithAck(acks: Counter, member: Member, event: string, value: unknown, what: string) {
  try {
    const answer = (await member.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, value)) as Ack;
    acks.add(`${what}: ${answer.ok ? 'ok' : `refused (${answer.message ?? '?'})`}`);
    return answer.ok ? answer : undefined;
  } catch {
    acks.add(`${what}: no answer`);
    return undefined;
  }
}

/** The page shows `people`: stop watching the last page's, watch these (at most a batch). */
async function watch(acks: Counter, member: Member, people: string[]) {
  if (!member.socket.connected) {
    member.watching = people;
    return;
  }
  const previous = member.watching.filter((id) => !people.includes(id));
  member.watching = people.slice(0, WATCH_BATCH);
  if (previous.length > 0) await emitWithAck(acks, member, 'unwatch-presence', previous, 'unwatch-presence');
  if (member.watching.length === 0) return;
  const answer = await emitWithAck(acks, member, 'watch-presence', member.watching, 'watch-presence');
  if (Array.isArray(answer?.data)) countAnswer(answer.data as string[]);
}

/** Sets up a connection: online, the team rooms, the page's people again (the server forgot them). */
async function setUp(acks: Counter, member: Member) {
  const online = await emitWithAck(acks, member, 'user-online', member.id, 'user-online');
  if (Array.isArray(online?.data)) countAnswer(online.data as string[]);
  await Promise.all(
    member.projectIds.map(async (projectId) => {
      if (await emitWithAck(acks, member, 'join-project', projectId, 'join-project')) member.joined.add(projectId);
    }),
  );
  if (member.watching.length > 0) await watch(acks, member, member.watching);
  member.onReady?.();
}

/** A member's socket as the web app opens it, not connected yet. */
function openSocket(base: string, token: string): Socket {
  return io(base, {
    transports: ['websocket'],
    forceNew: true,
    auth: { token },
    parser: countingParser,
    reconnectionAttempts: RECONNECT_ATTEMPTS,
    reconnectionDelay: RECONNECT_DELAY_MS,
    reconnectionDelayMax: RECONNECT_DELAY_MS,
    autoConnect: false,
  });
}

/** The crowd: every member's socket, and what their sockets did (drops, acknowledgements). */
export function createCrowd(base: string, chat: ChatLedger) {
  const members: Member[] = [];
  /** Per project, the bench members on its team: who should hear a message sent there. */
  const teams = new Map<string, Member[]>();
  const drops = createCounter();
  const acks = createCounter();

  function add(bench: BenchMember) {
    const socket = openSocket(base, bench.token);
    const member: Member = {
      ...bench,
      index: members.length,
      socket,
      joined: new Set(),
      watching: [],
      seen: { problemIds: [], projectIds: [], people: [], wallCursor: null, wallQuery: '' },
      onReady: undefined,
    };
    members.push(member);
    for (const projectId of member.projectIds) teams.set(projectId, [...(teams.get(projectId) ?? []), member]);
    socket.on('connect', () => {
      setUp(acks, member).catch((error: unknown) => acks.add(`set-up failed: ${String(error)}`));
    });
    socket.on('disconnect', (reason: string) => {
      member.joined.clear();
      // Only what the server or the network did: the storm's own disconnects are not drops.
      if (reason !== 'io client disconnect') drops.add(reason);
    });
    socket.io.on('reconnect_failed', () => drops.add('gave up reconnecting'));
    socket.on('new-message', (event: HeardMessage) => chat.hear(member.index, event));
    return member;
  }

  /** Connects the member's socket and resolves once online is said and the rooms are joined. */
  function connect(member: Member, timeoutMs: number) {
    return new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        member.socket.io.off('reconnect_failed', onGaveUp);
        member.onReady = undefined;
        if (error) reject(error);
        else resolve();
      };
      const onGaveUp = () => settle(new Error(`gave up after ${RECONNECT_ATTEMPTS} attempts`));
      const timer = setTimeout(
        () => settle(new Error(`not connected within ${Math.round(timeoutMs / 1000)} s`)),
        timeoutMs,
      );
      member.socket.io.once('reconnect_failed', onGaveUp);
      member.onReady = () => settle();
      member.socket.connect();
    });
  }

  /** The member sockets that should hear a message sent to `projectId` now: connected, in the room. */
  function listeners(projectId: string) {
    return (teams.get(projectId) ?? [])
      .filter((member) => member.socket.connected && member.joined.has(projectId))
      .map((member) => member.index);
  }

  return {
    members,
    add,
    connect,
    watch: (member: Member, people: string[]) => watch(acks, member, people),
    listeners,
    drops: drops.snapshot,
    acks: acks.snapshot,
    connectedCount: () => members.filter((member) => member.socket.connected).length,
    close() {
      for (const member of members) member.socket.disconnect();
    },
  };
}

export type Crowd = ReturnType<typeof createCrowd>;

// The load side of the chat fan-out benchmark: one socket per member in their team's room, messages sent at a fixed
// rate through the app's own send path, and every `new-message` each socket hears, timed on this process's clock.

import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { ClientToServerEvents, ServerToClientEvents } from '@skillsync/shared';
import { io, type Socket } from 'socket.io-client';
import { forEachLimited } from '../apps/server/src/lib/for-each-limited.ts';
import { MESSAGES_PER_MINUTE } from '../apps/server/src/modules/chat/index.ts';
import type { ChatRoom } from './chat-server-process.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How a message is sent: `http` is what the web app's chat does (POST, then the room hears it over the socket). */
export type SendPath = 'http' | 'socket';

export type LoadOptions = {
  rooms: ChatRoom[];
  /** The instances' base addresses: member i connects to bases[i % n], so every team is spread over all of them. */
  bases: string[];
  rate: number;
  seconds: number;
  sendPath: SendPath;
  /** Sending at the rate before the measured part, unmeasured. */
  warmUpSeconds: number;
  /** How long after the last send's answer deliveries may still arrive before the missing ones count as lost. */
  drainMs: number;
};

export type LoadResult = Awaited<ReturnType<typeof runChatLoad>>;

// Sockets opening (handshake, then join) at once: enough to connect 1,000 in seconds, few enough not to time out.
const CONNECT_CONCURRENCY = 50;
// Generous: on a saturated instance a join or a send may wait long; a timeout is reported as a failure.
const ACK_TIMEOUT_MS = 60_000;
const MINUTE_MS = 60_000;

type Member = { index: number; room: number; position: number; userId: string; token: string; client?: Client };

/** Connects every member, sends `rate × seconds` messages evenly spaced, and counts what each socket heard. */
export async function runChatLoad(options: LoadOptions) {
  const runId = randomUUID().slice(0, 8);
  const members: Member[] = options.rooms.flatMap((room, roomIndex) =>
    room.members.map((member, position) => ({ ...member, index: 0, room: roomIndex, position })),
  );
  for (const [index, member] of members.entries()) member.index = index;
  const total = Math.round(options.rate * options.seconds);
  const tally = createTally(options.rooms, total, `chat-fanout ${runId} #`);
  const warmUp = createTally(options.rooms, Math.round(options.rate * options.warmUpSeconds), `warm-up ${runId} #`);
  const disconnects = { count: 0 };

  const connectStarted = performance.now();
  let joinedCount = 0;
  const joining = forEachLimited(members, CONNECT_CONCURRENCY, async (member) => {
    const room = options.rooms[member.room];
    const base = options.bases[member.index % options.bases.length];
    if (!room || !base) throw new Error('no room or instance for a member');
    member.client = await connect(base, member.token);
    member.client.on('new-message', (event) => {
      tally.receive(member, event.message.content);
      warmUp.receive(member, event.message.content);
    });
    member.client.on('disconnect', () => {
      disconnects.count += 1;
    });
    const joined = await member.client.timeout(ACK_TIMEOUT_MS).emitWithAck('join-project', room.projectId);
    if (!joined.ok) throw new Error(`join-project refused: ${joined.message}`);
    joinedCount += 1;
  });
  await joining.catch((error: unknown) => {
    for (const member of members) member.client?.disconnect();
    const seconds = Math.round((performance.now() - connectStarted) / 1000);
    throw new Error(`${joinedCount} of ${members.length} sockets had joined after ${seconds} s: ${String(error)}`);
  });
  const connectSeconds = Math.round((performance.now() - connectStarted) / 100) / 10;
  // Every connection told everyone who is online: let those broadcasts finish before the clock starts.
  await delay(1000);

  const sender = createSenderPicker(options.rooms, members);
  // Unmeasured, at the same rate: the first sends of a fresh server pay for compiling its code and opening connections.
  await pace(Math.round(options.rate * options.warmUpSeconds), options.rate, (k) =>
    sendOne(options, warmUp, sender.pick(performance.now()), k),
  );
  await delay(500);

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const schedulerLagMaxMs = await pace(total, options.rate, (k) =>
    sendOne(options, tally, sender.pick(performance.now()), k),
  );
  const sendSeconds = (performance.now() - started) / 1000;
  const drainUntil = performance.now() + options.drainMs;
  while (tally.missing() > 0 && performance.now() < drainUntil) await delay(50);
  loop.disable();

  // Counted before the clients are closed here: sockets the server dropped mid-run.
  const disconnectsDuringRun = disconnects.count;
  for (const member of members) member.client?.disconnect();
  return {
    connectSeconds,
    sendSeconds: Math.round(sendSeconds * 10) / 10,
    achievedRate: Math.round(tally.accepted() / sendSeconds),
    schedulerLagMaxMs: round(schedulerLagMaxMs),
    loadGeneratorLoopDelayMs: { p99: round(loop.percentile(99) / 1e6), max: round(loop.max / 1e6) },
    disconnectsDuringRun,
    warmUpFailed: warmUp.summary().failed,
    ...tally.summary(),
  };
}

async function connect(base: string, token: string) {
  const client: Client = io(base, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  return client;
}

/** Calls `send` `count` times, evenly spaced at `rate` a second (not in bursts); answers how late it fell at worst. */
async function pace(count: number, rate: number, send: (k: number) => Promise<void>) {
  const sends: Promise<void>[] = [];
  let lagMaxMs = 0;
  const started = performance.now();
  for (let k = 0; k < count; k += 1) {
    const due = started + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await delay(wait);
    lagMaxMs = Math.max(lagMaxMs, performance.now() - due);
    sends.push(send(k));
  }
  await Promise.all(sends);
  return lagMaxMs;
}

/** One message from `from` into their team's chat, numbered `k` in its content, timed from just before it leaves. */
async function sendOne(options: LoadOptions, tally: Tally, from: Member, k: number) {
  const room = options.rooms[from.room];
  if (!room || !from.client) throw new Error('no room or socket for a sender');
  const body = { content: `${tally.marker}${k}`, clientId: randomUUID() };
  const sentAt = performance.now();
  tally.sent(k, from.room, sentAt);
  try {
    if (options.sendPath === 'socket') {
      const answer = await from.client
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('send-message', { projectId: room.projectId, ...body });
      tally.answered(k, performance.now() - sentAt, answer.ok ? undefined : `refused: ${answer.message}`);
      return;
    }
    // Over HTTP, the instances take turns, so a message is often heard on the other instance through Redis.
    const base = options.bases[k % options.bases.length];
    const response = await fetch(`${base}/api/projects/${room.projectId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${from.token}` },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    tally.answered(k, performance.now() - sentAt, response.ok ? undefined : `HTTP ${response.status}`);
  } catch (error) {
    tally.answered(k, performance.now() - sentAt, error instanceof Error ? error.message : String(error));
  }
}

/**
 * A random team, then whoever on it sent least in the last minute: senders spread over every member, and nobody
 * nears the send limit while the rate is at most one message a second per member.
 */
function createSenderPicker(rooms: ChatRoom[], members: Member[]) {
  const byRoom = rooms.map((_, room) => members.filter((member) => member.room === room));
  const recent = new Map<number, number[]>();
  const sentInLastMinute = (member: Member, now: number) => {
    const times = (recent.get(member.index) ?? []).filter((at) => now - at < MINUTE_MS);
    recent.set(member.index, times);
    return times.length;
  };
  return {
    pick(now: number): Member {
      for (let attempt = 0; attempt < rooms.length * 4; attempt += 1) {
        const team = byRoom[Math.floor(Math.random() * byRoom.length)] ?? [];
        const counts = team.map((member) => ({ member, count: sentInLastMinute(member, now) }));
        const fewest = Math.min(...counts.map((entry) => entry.count));
        const candidates = counts.filter((entry) => entry.count === fewest);
        const chosen = candidates[Math.floor(Math.random() * candidates.length)];
        // A margin under the limit: the server's window is not aligned with ours.
        if (!chosen || chosen.count >= MESSAGES_PER_MINUTE - 5) continue;
        recent.get(chosen.member.index)?.push(now);
        return chosen.member;
      }
      throw new Error('every sender is near the send limit: lower CHAT_RATE or raise CHAT_MEMBERS');
    },
  };
}

type Tally = ReturnType<typeof createTally>;

/** Delivery per second of sending (by when the message was sent): a queue that grows, or a spike now and then. */
function deliveryBySecond(sentAt: Float64Array, latencies: { k: number; ms: number }[]) {
  const first = sentAt[0] ?? 0;
  const seconds: number[][] = [];
  for (const { k, ms } of latencies) {
    const second = Math.floor(((sentAt[k] ?? first) - first) / 1000);
    const bucket = seconds[second] ?? [];
    bucket.push(ms);
    seconds[second] = bucket;
  }
  return Array.from(seconds, (values, second) => ({
    second,
    deliveries: values?.length ?? 0,
    ...percentiles(values ?? []),
  }));
}

/** What was sent, answered and heard, per message and per member of its room. */
function createTally(rooms: ChatRoom[], total: number, marker: string) {
  const sentAt = new Float64Array(total).fill(Number.NaN);
  const roomOf = new Int32Array(total).fill(-1);
  const isAccepted = new Uint8Array(total);
  const isAnswered = new Uint8Array(total);
  /** Per message, how often each member of its room heard it. */
  const heard: (Uint16Array | undefined)[] = new Array(total);
  /** First receipts: the message and its delivery time. */
  const latencies: { k: number; ms: number }[] = [];
  const answerTimes: number[] = [];
  const failures = new Map<string, number>();
  let misdelivered = 0;
  let doubled = 0;

  const countMissing = () => {
    let missing = 0;
    for (let k = 0; k < total; k += 1) {
      if (!isAccepted[k]) continue;
      const size = rooms[roomOf[k] ?? -1]?.members.length ?? 0;
      const receipts = heard[k];
      let distinct = 0;
      if (receipts) for (const count of receipts) if (count > 0) distinct += 1;
      missing += size - distinct;
    }
    return missing;
  };

  return {
    /** What each message's content starts with, its number after. */
    marker,
    sent(k: number, room: number, at: number) {
      sentAt[k] = at;
      roomOf[k] = room;
    },
    answered(k: number, ms: number, failure: string | undefined) {
      isAnswered[k] = 1;
      answerTimes.push(ms);
      if (failure === undefined) isAccepted[k] = 1;
      else failures.set(failure, (failures.get(failure) ?? 0) + 1);
    },
    receive(member: Member, content: string) {
      const receivedAt = performance.now();
      if (!content.startsWith(marker)) return;
      const k = Number(content.slice(marker.length));
      if (!Number.isInteger(k) || k < 0 || k >= total) return;
      if (roomOf[k] !== member.room) {
        misdelivered += 1;
        return;
      }
      const size = rooms[member.room]?.members.length ?? 0;
      const receipts = heard[k] ?? new Uint16Array(size);
      heard[k] = receipts;
      receipts[member.position] = (receipts[member.position] ?? 0) + 1;
      if ((receipts[member.position] ?? 0) > 1) doubled += 1;
      else latencies.push({ k, ms: receivedAt - (sentAt[k] ?? Number.NaN) });
    },
    accepted: () => isAccepted.reduce((sum, value) => sum + value, 0),
    missing: countMissing,
    summary() {
      let expected = 0;
      for (let k = 0; k < total; k += 1) {
        if (isAccepted[k]) expected += rooms[roomOf[k] ?? -1]?.members.length ?? 0;
      }
      const lost = countMissing();
      const failed = total - isAccepted.reduce((sum, value) => sum + value, 0);
      return {
        sent: total,
        accepted: total - failed,
        failed,
        unanswered: total - isAnswered.reduce((sum, value) => sum + value, 0),
        failures: Object.fromEntries(failures),
        expectedDeliveries: expected,
        delivered: expected - lost,
        lost,
        doubled,
        misdelivered,
        deliveryMs: percentiles(latencies.map((entry) => entry.ms)),
        sendAnswerMs: percentiles(answerTimes),
        deliveryBySecond: deliveryBySecond(sentAt, latencies),
      };
    },
  };
}

function percentiles(values: number[]) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { p50: round(at(50)), p99: round(at(99)), max: round(sorted.at(-1) ?? 0) };
}

const round = (value: number) => Math.round(value * 10) / 10;

// `npm run bench:chat-room`: opening a chat room of 100,000 messages against opening one of a few. Seeds a small
// community, measures what opening a project's chat asks for (the newest page, the room's info with the unread count,
// the member's unread figures), catching up, a search and a jump into the middle, grows that room's history to
// CHAT_ROOM_MESSAGES (default 100,000; bench/grow-chat.ts) on the same server and measures again. The small room
// holds a page and a half (45 messages), so both answer the same full page. Search is measured apart, one member
// at a time within its limit of 60 a minute: its latency, not a throughput it does not allow. PGlite always;
// PostgreSQL as well when DATABASE_URL is set. Writes bench/results/chat-room.json and chat-room.md.
// CHAT_ROOM_SECONDS per scenario (default 5).

import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chosenTargets, type Measured, measure, type Scenario } from './load.ts';
import { type Fixtures, startSeededServer, type Target } from './server-process.ts';

const SECONDS = Number(process.env.CHAT_ROOM_SECONDS ?? 5);
const MESSAGES = Number(process.env.CHAT_ROOM_MESSAGES ?? 100_000);
const CONNECTIONS = 20;
const MEMBERS = 1000;
const SMALL_ROOM = 45;
const SEARCHES = 25;

type Room = { projectId: string; token: string; middleId: string; version: number };

const scenarios = (room: Room): Scenario[] => {
  const chat = `/api/projects/${room.projectId}`;
  return [
    { name: 'GET /api/health', kind: 'baseline', path: '/api/health', isAnonymous: true },
    { name: 'GET …/messages (newest page)', kind: 'list/detail', path: `${chat}/messages?limit=30` },
    { name: 'GET …/chat (room info, unread)', kind: 'list/detail', path: `${chat}/chat` },
    { name: 'GET /api/chat/unread', kind: 'other', path: '/api/chat/unread' },
    {
      name: 'GET …/messages?since= (catch up 50)',
      kind: 'other',
      path: `${chat}/messages?limit=50&since=${Math.max(0, room.version - 50)}`,
    },
    { name: 'GET …/messages?around= (jump)', kind: 'other', path: `${chat}/messages?limit=30&around=${room.middleId}` },
  ];
};

async function api<T>(f: Fixtures, token: string, pathname: string): Promise<T> {
  const response = await fetch(`${f.base}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Page = { messages: { _id: string; seq: number }[]; nextCursor: string | null; version: number };

/** The room as the scenarios address it: its last event number, and the message a jump goes to (default: the newest page's oldest). */
async function describeRoom(f: Fixtures, projectId: string, token: string, middleId?: string): Promise<Room> {
  const page = await api<Page>(f, token, `/api/projects/${projectId}/messages?limit=30`);
  const target = middleId ?? page.messages.at(-1)?._id;
  if (!target) throw new Error('an empty room');
  return { projectId, token, middleId: target, version: page.version };
}

/** A search's latency, one after another (its limit is 60 a minute a member): the median and the slowest of 25 (two runs stay within the minute's 60). */
async function searchLatency(f: Fixtures, room: Room) {
  const times: number[] = [];
  for (let n = 0; n < SEARCHES; n += 1) {
    const started = performance.now();
    await api(f, room.token, `/api/projects/${room.projectId}/messages/search?q=milestone`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round((times[Math.floor(share * (times.length - 1))] ?? 0) * 10) / 10;
  return { p50: at(0.5), max: at(1) };
}

async function runAll(f: Fixtures, room: Room, label: string) {
  const results = new Map<string, Measured>();
  for (const scenario of scenarios(room)) {
    const measured = await measure(f, room.token, scenario, CONNECTIONS, SECONDS);
    results.set(scenario.name, measured);
    process.stdout.write(
      `[${label}] ${scenario.name}: ${measured.requestsPerSecond} req/s, p50 ${measured.latencyP50Ms} ms, ` +
        `p99 ${measured.latencyP99Ms} ms, ${measured.non2xx} non-2xx\n`,
    );
  }
  return results;
}

/** Latency grown over small; a p50 under a millisecond counts as one, so a ratio never divides by zero. */
const ratio = (grown: number, small: number) => Math.round((Math.max(grown, 1) / Math.max(small, 1)) * 100) / 100;

async function measureTarget(target: Target) {
  const server = await startSeededServer(target, { members: MEMBERS, senders: 1 });
  const f = server.fixtures;
  const sender = f.senders[0];
  if (!sender) throw new Error('no sender');
  await server.growChat(sender.projectId, SMALL_ROOM);
  const small = await describeRoom(f, sender.projectId, sender.token);
  const smallCount = small.version;
  const before = await runAll(f, small, `${target}, ${smallCount} messages`);
  const searchBefore = await searchLatency(f, small);
  const grown = await server.growChat(sender.projectId, MESSAGES);
  process.stdout.write(`[${target}] grown to ${grown.messages} messages in ${grown.seconds} s\n`);
  const large = await describeRoom(f, sender.projectId, sender.token, grown.middleId);
  const after = await runAll(f, large, `${target}, ${grown.messages} messages`);
  const searchAfter = await searchLatency(f, large);
  process.stdout.write(`[${target}] search p50 ${searchBefore.p50} → ${searchAfter.p50} ms\n`);
  const rss = await server.rss();
  await server.close();
  const rows = scenarios(large).map(({ name }) => {
    const a = before.get(name);
    const b = after.get(name);
    if (!a || !b) throw new Error(`no figures for ${name}`);
    return {
      scenario: name,
      small: a,
      grown: b,
      latencyRatioP50: ratio(b.latencyP50Ms, a.latencyP50Ms),
      latencyRatioP99: ratio(b.latencyP99Ms, a.latencyP99Ms),
    };
  });
  return {
    database: target === 'postgresql' ? 'PostgreSQL' : 'PGlite',
    messages: { small: smallCount, grown: grown.messages },
    growSeconds: grown.seconds,
    serverRssPeakMb: rss.peakMb,
    rows,
    search: { small: searchBefore, grown: searchAfter },
  };
}

type Report = Awaited<ReturnType<typeof measureTarget>>;

function toMarkdown(header: string[], reports: Report[]) {
  const sections = reports.map((r) => {
    const small = r.messages.small.toLocaleString('en');
    const grown = r.messages.grown.toLocaleString('en');
    return [
      `## ${r.database}: a room of ${small} messages → ${grown}`,
      '',
      `| scenario | req/s at ${small} | p50 / p99 ms | req/s at ${grown} | p50 / p99 ms | latency ratio p50 | p99 |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...r.rows.map(
        (row) =>
          `| ${row.scenario} | ${row.small.requestsPerSecond} | ${row.small.latencyP50Ms} / ${row.small.latencyP99Ms} | ` +
          `${row.grown.requestsPerSecond} | ${row.grown.latencyP50Ms} / ${row.grown.latencyP99Ms} | ` +
          `${row.latencyRatioP50.toFixed(2)} | ${row.latencyRatioP99.toFixed(2)} |`,
      ),
      '',
      `Search for a rare word (\`?q=milestone\`, ${SEARCHES} one after another): p50 ${r.search.small.p50} ms, ` +
        `slowest ${r.search.small.max} ms at ${small} messages; p50 ${r.search.grown.p50} ms, slowest ` +
        `${r.search.grown.max} ms at ${grown}.`,
      '',
      `Grown in ${r.growSeconds} s; the server's peak RSS during the run: ${r.serverRssPeakMb} MB.`,
    ].join('\n');
  });
  return `${header.join('\n')}\n\n${sections.join('\n\n')}\n`;
}

const loadAverageAtStart = os.loadavg().map((value) => Math.round(value * 100) / 100);
const startedAt = new Date().toISOString();
const reports: Report[] = [];
for (const target of chosenTargets()) reports.push(await measureTarget(target));

const header = [
  `# Chat room benchmark (${startedAt})`,
  '',
  `${os.cpus().length} cores, Node ${process.version}; load average at start ${loadAverageAtStart.join(', ')}. ` +
    `${CONNECTIONS} connections, ${SECONDS} s a scenario, signed in as a member of the room's team. The same room ` +
    'and member before and after its history grows (every tenth message with a reaction, every twentieth a reply). ' +
    'Latency ratio: the grown p50 (p99) over the small one; "as fast as an empty one" is a ratio near 1.',
];
const markdown = toMarkdown(header, reports);
if (!process.env.BENCH_TARGET) {
  const results = path.join(import.meta.dirname, 'results');
  writeFileSync(
    path.join(results, 'chat-room.json'),
    `${JSON.stringify({ startedAt, loadAverageAtStart, seconds: SECONDS, reports }, null, 2)}\n`,
  );
  writeFileSync(path.join(results, 'chat-room.md'), markdown);
}
process.stdout.write(`\n${markdown}`);

// The capacity run's verdicts and its report: a round passes when every action's p95 and p99, the errors, the chat's
// delivery p99 and its lost and doubled deliveries are within the thresholds; the capacity is the largest N that
// passes. Written as markdown and JSON to bench/results/capacity-<target>[-<label>].{md,json}.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { actionMix } from './capacity-actions.ts';
import { formatBytes, type RoundResult } from './capacity-round.ts';

export const THRESHOLDS = { p95Ms: 150, p99Ms: 400, errors: 0, chatP99Ms: 200, lost: 0, doubled: 0 };

/** Why a round fails the thresholds; empty when it passes. */
export function failuresOf(round: RoundResult): string[] {
  const window = round.window;
  if (round.failure || !window) return [round.failure ?? 'not measured'];
  const { overall } = window.actions;
  const reasons: string[] = [];
  if (overall.p95 > THRESHOLDS.p95Ms) reasons.push(`p95 ${overall.p95} ms > ${THRESHOLDS.p95Ms}`);
  if (overall.p99 > THRESHOLDS.p99Ms) reasons.push(`p99 ${overall.p99} ms > ${THRESHOLDS.p99Ms}`);
  if (window.actions.errors > THRESHOLDS.errors) reasons.push(`${window.actions.errors} errors`);
  if (window.chat.deliveryMs.p99 > THRESHOLDS.chatP99Ms) {
    reasons.push(`chat p99 ${window.chat.deliveryMs.p99} ms > ${THRESHOLDS.chatP99Ms}`);
  }
  if (window.chat.lost > THRESHOLDS.lost) reasons.push(`${window.chat.lost} deliveries lost`);
  if (window.chat.doubled > THRESHOLDS.doubled) reasons.push(`${window.chat.doubled} deliveries doubled`);
  return reasons;
}

/** The largest N that passes, or null. */
export const capacityOf = (rounds: RoundResult[]) =>
  rounds
    .filter((round) => failuresOf(round).length === 0)
    .reduce<number | null>((best, round) => Math.max(best ?? 0, round.members), null);

export type RunHeader = {
  target: string;
  label: string | undefined;
  startedAt: string;
  options: Record<string, unknown>;
};

/** The code measured: its commit, and whether the server's files had changes not committed. */
function describeCode() {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', cwd: import.meta.dirname }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    const changed = git('status', '--porcelain', '--', 'apps/server', 'packages/shared').split('\n').filter(Boolean);
    return changed.length > 0
      ? `${commit} with ${changed.length} changed files in apps/server and packages/shared`
      : commit;
  } catch {
    return 'unknown';
  }
}

const cores = (value: number) => value.toFixed(2);

function summaryTable(rounds: RoundResult[]) {
  const lines = [
    "| N | req/s | p50 / p95 / p99 ms | errors | chat p99 ms | lost / doubled | server CPU | db CPU | RSS peak MB | generator CPU | others' CPU | load avg at start | round took | pass |",
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const round of rounds) {
    const reasons = failuresOf(round);
    const verdict = reasons.length === 0 ? 'yes' : `no: ${reasons.join('; ')}`;
    const w = round.window;
    const cells = w
      ? [
          w.requestsPerSecond,
          `${w.actions.overall.p50} / ${w.actions.overall.p95} / ${w.actions.overall.p99}`,
          w.actions.errors,
          w.chat.deliveryMs.p99,
          `${w.chat.lost} / ${w.chat.doubled}`,
          cores(w.cpu.serverCores),
          // PGlite works inside the server's process: its CPU is the server's.
          round.community.database.startsWith('PGlite') ? 'in server' : cores(w.cpu.databaseCores),
          w.serverRssPeakMb,
          cores(w.cpu.generatorCores),
          cores(w.cpu.otherCores),
        ]
      : Array.from({ length: 10 }, () => '–');
    lines.push(
      `| ${round.members} | ${cells.join(' | ')} | ${round.loadAverageAtStart.join(', ')} | ${round.seconds} s | ${verdict} |`,
    );
  }
  return lines;
}

function actionTables(rounds: RoundResult[]) {
  const lines: string[] = [];
  for (const round of rounds) {
    if (!round.window) continue;
    lines.push('', `### Actions at N = ${round.members}`, '');
    lines.push(
      '| action | count | p50 ms | p95 ms | p99 ms | max ms | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    for (const a of round.window.actions.actions) {
      const failures = Object.entries(a.failures).map(([reason, count]) => `${count}× ${reason}`);
      lines.push(
        `| ${a.action} | ${a.count} | ${a.p50} | ${a.p95} | ${a.p99} | ${a.max} | ${a.errors}${failures.length > 0 ? ` (${failures.join(', ')})` : ''} |`,
      );
    }
  }
  return lines;
}

function stormTable(rounds: RoundResult[]) {
  const stormed = rounds.filter((round) => round.storm);
  if (stormed.length === 0) return [];
  const lines = [
    '',
    '### Reconnect storm',
    '',
    '| N | back | took s | presence received (online-users / presence) | events | id lists answered | actions during: p95 / p99 ms, errors | 10 s after: p95 / p99 ms, errors | chat lost / doubled | recovered |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const round of stormed) {
    const s = round.storm;
    if (!s) continue;
    const events = s.presence['online-users'].events + s.presence.presence.events;
    const chatLost = s.chat.during.lost + s.chat.after.lost;
    const chatDoubled = s.chat.during.doubled + s.chat.after.doubled;
    lines.push(
      `| ${round.members} | ${s.reconnected} of ${s.of} | ${s.seconds} | ${formatBytes(s.presence.bytes)} ` +
        `(${formatBytes(s.presence['online-users'].bytes)} / ${formatBytes(s.presence.presence.bytes)}) | ${events} | ` +
        `${s.presence.answers.events}, ${formatBytes(s.presence.answers.bytes)} | ` +
        `${s.during.overall.p95} / ${s.during.overall.p99}, ${s.during.errors} | ` +
        `${s.after.overall.p95} / ${s.after.overall.p99}, ${s.after.errors} | ${chatLost} / ${chatDoubled} | ` +
        `${s.isRecovered ? 'yes' : 'no'} |`,
    );
  }
  return lines;
}

function roundNotes(rounds: RoundResult[]) {
  const lines = ['', '### Notes per round', ''];
  for (const round of rounds) {
    const w = round.window;
    const list = (record: Record<string, number>) =>
      Object.entries(record)
        .map(([name, count]) => `${count}× ${name}`)
        .join(', ') || 'none';
    const rampCpu = round.ramp.cpu;
    const parts = [
      `${round.connected} sockets connected at the end`,
      `connecting took ${round.ramp.seconds} s and brought ${formatBytes(round.ramp.presence.bytes)} of presence events ` +
        `(${round.ramp.presence['online-users'].events + round.ramp.presence.presence.events} events; server ` +
        `${cores(rampCpu.serverCores)}, generator ${cores(rampCpu.generatorCores)} cores meanwhile)`,
    ];
    if (round.quiet) {
      parts.unshift(
        `waited ${round.quiet.waitedSeconds} s for a quiet machine (${cores(round.quiet.busyCores)} cores busy)`,
      );
    }
    if (w) {
      parts.push(
        `in the window ${formatBytes(w.presence.bytes)} of presence events, ${w.chat.accepted} of ${w.chat.sent} messages accepted, ` +
          `${w.chat.expectedDeliveries} deliveries expected (delivery p50 ${w.chat.deliveryMs.p50} ms, max ${w.chat.deliveryMs.max} ms), ` +
          `${w.chat.unexpected} heard by sockets that joined after the send`,
        `generator event-loop delay p99 ${w.generatorLoopDelayMs.p99} ms, max ${w.generatorLoopDelayMs.max} ms`,
      );
    }
    parts.push(`sockets dropped: ${list(round.drops)}`, `acknowledgements: ${list(round.acks)}`);
    for (const attempt of round.noisyAttempts) {
      parts.push(
        `an earlier try was measured again: others used ${cores(attempt.otherCores)} cores in its window ` +
          `(p95 ${attempt.overall?.p95 ?? '–'} ms, p99 ${attempt.overall?.p99 ?? '–'} ms)`,
      );
    }
    if (round.failure) parts.push(`stopped: ${round.failure}`);
    lines.push(`- N = ${round.members}: ${parts.join('; ')}.`);
  }
  return lines;
}

function profileNotes(rounds: RoundResult[]) {
  const lines: string[] = [];
  for (const round of rounds) {
    if (!round.profile) continue;
    lines.push(
      '',
      `### Where the server's time went at N = ${round.members} (self time, ${round.profile.sampledMs} ms sampled)`,
      '',
    );
    lines.push(`- by place: ${round.profile.byPlace.map((p) => `${p.place} ${p.share}%`).join(', ')}`);
    lines.push(`- by function: ${round.profile.byFunction.map((f) => `${f.name} ${f.share}%`).join(', ')}`);
  }
  return lines;
}

export function toMarkdown(header: RunHeader, rounds: RoundResult[]) {
  const first = rounds[0];
  const capacity = capacityOf(rounds);
  const counts = first?.community.counts;
  const mix = actionMix()
    .map((action) => `${action.name} ${action.weight}`)
    .join(', ');
  return [
    `# Capacity: how many members one server holds (${header.target}${header.label ? `, ${header.label}` : ''})`,
    '',
    `Run ${header.startedAt} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, code ${describeCode()}. ` +
      `Community: ${counts ? `${counts.members.toLocaleString('en')} members, ${counts.problems.toLocaleString('en')} problems, ${counts.projects.toLocaleString('en')} projects` : 'unknown'} ` +
      `(${first?.community.seedSeconds === null ? 'reused' : `seeded in ${first?.community.seedSeconds} s`}; ${first?.community.database ?? ''}). ` +
      `Options: ${JSON.stringify(header.options)}.`,
    '',
    `Each of N members has a session and a websocket, and after an exponential think (mean ${Number(header.options.thinkSeconds)} s) does one action: ${mix} ` +
      "(out of 100; the chat's share goes to the rest for members on no team). Thresholds: p95 ≤ 150 ms and p99 ≤ 400 ms over all actions, no errors, chat delivery p99 ≤ 200 ms, nothing lost or doubled. " +
      'CPU is cores used over the window (CPU seconds / wall seconds): the server process, every `postgres` process on the machine, and this load generator. Method: docs/performance.md, "Capacity".',
    '',
    ...summaryTable(rounds),
    '',
    capacity === null
      ? '**No N met the thresholds.**'
      : `**Capacity: ${capacity.toLocaleString('en')} members** (the largest N that met every threshold).`,
    ...stormTable(rounds),
    ...actionTables(rounds),
    ...roundNotes(rounds),
    ...profileNotes(rounds),
    '',
  ].join('\n');
}

/** Writes the report beside the other results; answers the markdown's path. */
export function writeReport(header: RunHeader, rounds: RoundResult[]) {
  const name = `capacity-${header.target}${header.label ? `-${header.label}` : ''}`;
  const folder = path.join(import.meta.dirname, 'results');
  const json = { ...header, code: describeCode(), thresholds: THRESHOLDS, capacity: capacityOf(rounds), rounds };
  writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const markdown = toMarkdown(header, rounds);
  writeFileSync(path.join(folder, `${name}.md`), markdown);
  return { file: path.join(folder, `${name}.md`), markdown };
}

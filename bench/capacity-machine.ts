// What the machine says about the processes of a capacity run, read from /proc: CPU time of the server's process
// and of every PostgreSQL process, the server's resident memory, the load average. Read by the load generator, so
// the server spends nothing answering.

import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

// /proc counts CPU time in clock ticks of USER_HZ, which is 100 on Linux (`getconf CLK_TCK`).
const TICKS_PER_SECOND = 100;

/** utime, stime, cutime and cstime of a /proc/<pid>/stat, in seconds; undefined when the process is gone. */
function readStat(pid: number | string): { comm: string; seconds: number; childSeconds: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    // Gone between the directory listing and the read: it counts no more.
    return undefined;
  }
  // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  const at = (index: number) => Number(fields[index] ?? 0);
  return {
    comm,
    seconds: (at(11) + at(12)) / TICKS_PER_SECOND,
    childSeconds: (at(13) + at(14)) / TICKS_PER_SECOND,
  };
}

/** CPU seconds (user and system, every thread) the process has used since it started. */
export function processCpuSeconds(pid: number) {
  return readStat(pid)?.seconds ?? 0;
}

/**
 * CPU seconds of every process named `postgres`, plus what the ones that ended had used (the postmaster collects
 * its ended backends' time as its children's): connections that come and go during a window still count. Other
 * people's use of the same PostgreSQL server counts too: there is no telling it apart from here.
 */
export function postgresCpuSeconds() {
  let seconds = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.comm === 'postgres') seconds += stat.seconds + stat.childSeconds;
  }
  return seconds;
}

/** The process's resident memory now, in MB; 0 when it is gone. */
export function residentMb(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    return Math.round(kilobytes / 1024);
  } catch {
    return 0;
  }
}

/**
 * Samples the process's resident memory every `intervalMs`, keeping the peak since the last `reset()`, and calls
 * `onRunaway` once when it passes `limitMb`: a server that buffers without end is stopped before it takes the
 * machine, which others share.
 */
export function watchMemory(pid: number, options: { intervalMs: number; limitMb: number; onRunaway: () => void }) {
  let peakMb = 0;
  let isRunaway = false;
  const timer = setInterval(() => {
    const now = residentMb(pid);
    peakMb = Math.max(peakMb, now);
    if (now > options.limitMb && !isRunaway) {
      isRunaway = true;
      options.onRunaway();
    }
  }, options.intervalMs);
  timer.unref();
  return {
    peakMb: () => peakMb,
    isRunaway: () => isRunaway,
    reset() {
      peakMb = residentMb(pid);
    },
    stop: () => clearInterval(timer),
  };
}

/** CPU seconds the whole machine has been busy (every core, all but idle and I/O wait), from /proc/stat. */
export function machineBusySeconds() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / TICKS_PER_SECOND;
}

/**
 * A CPU clock over a window: the server's, PostgreSQL's, this process's and the whole machine's, as cores used on
 * average; `otherCores` is what the rest of the machine used (other people's tests), which makes figures noisy.
 * Without `isPostgres` (PGlite runs inside the server) the machine's PostgreSQL is someone else's: counted as other.
 */
export function startCpuClock(serverPid: number | undefined, isPostgres = true) {
  const started = performance.now();
  const server = serverPid === undefined ? 0 : processCpuSeconds(serverPid);
  const database = isPostgres ? postgresCpuSeconds() : 0;
  const machine = machineBusySeconds();
  const generator = process.cpuUsage();
  return () => {
    const wallSeconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(generator);
    const cores = (seconds: number) => Math.round((seconds / wallSeconds) * 100) / 100;
    const serverCores = serverPid === undefined ? 0 : cores(processCpuSeconds(serverPid) - server);
    const databaseCores = isPostgres ? cores(postgresCpuSeconds() - database) : 0;
    const generatorCores = cores((used.user + used.system) / 1e6);
    const machineCores = cores(machineBusySeconds() - machine);
    return {
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      serverCores,
      databaseCores,
      generatorCores,
      machineCores,
      otherCores: Math.max(0, Math.round((machineCores - serverCores - databaseCores - generatorCores) * 100) / 100),
    };
  };
}

/**
 * Waits, up to `maxSeconds`, for a 5 s stretch in which the machine is busy less than `idleCores` (nothing of this
 * run is working then): another person's test suite would otherwise share the cores with the round. Answers how
 * long it waited and how busy the machine was in the last stretch.
 */
export async function waitForQuiet(maxSeconds: number, idleCores = 0.3) {
  const started = performance.now();
  let busy = 0;
  do {
    const clock = startCpuClock(undefined);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    busy = clock().machineCores;
  } while (busy > idleCores && performance.now() - started < maxSeconds * 1000);
  return { waitedSeconds: Math.round((performance.now() - started) / 1000), busyCores: busy };
}

export type CpuFigures = ReturnType<ReturnType<typeof startCpuClock>>;

/** The 1, 5 and 15 minute load averages, to two places. */
export const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

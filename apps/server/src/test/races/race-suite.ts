import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, describe } from 'vitest';
import type { TestMember } from '../builders.ts';
import type { RowLock, Tracked } from '../row-lock.ts';
import { track } from '../row-lock.ts';
import { type TestAppHandle, useTestApp } from '../test-app.ts';
import { RaceReport, type RaceRule } from './race-report.ts';

/**
 * Two writers of the same problem, project or challenge fired at the same moment, many times over, and races lined
 * up deterministically behind a row lock the test holds. Every writer of a problem, project or challenge should
 * lock its row first, so the loser of each race waits, then finds it gone or changed and answers a clean 4xx.
 * The suite is one file an area (problems, projects, challenges, accounts); this is what they share.
 */

const DEFAULT_TRIALS = 30;
export const TRIALS = readTrials(process.env.RACE_TRIALS);
// Each trial registers two or three members (a password hash each) and sends about ten requests.
export const RACE_TIMEOUT_MS = 30_000 + TRIALS * 1_500;

function readTrials(value: string | undefined) {
  if (!value) return DEFAULT_TRIALS;
  const trials = Number(value);
  if (!Number.isInteger(trials) || trials < 1) throw new Error(`RACE_TRIALS must be a positive integer, not ${value}`);
  return trials;
}

/**
 * The app of the race file being run, set by `describeRaces`, for the helpers of this folder. Each test file has
 * modules of its own (vitest isolates files), so each file's races have their own app.
 */
export let t: TestAppHandle;

const reports: RaceReport[] = [];
export function newReport(title: string, sides: [string, string], rule: RaceRule = 'first always succeeds') {
  const report = new RaceReport(title, sides, rule);
  reports.push(report);
  return report;
}

/**
 * The races of one area, in the suite's describe (so their names read as they always have), on an app of their
 * own that `t` points to.
 *
 * On PGlite (no DATABASE_URL) the app has a single connection that runs one transaction at a time: two requests
 * can never overlap in the database, so these races cannot happen there and the suite would prove nothing.
 * runIf rather than skip: on PostgreSQL it runs, and it is reported as skipped only where it cannot mean anything.
 */
export function describeRaces(races: () => void) {
  describe.runIf(Boolean(process.env.DATABASE_URL))(
    'races between writers of one problem, project or challenge (PostgreSQL)',
    () => {
      // Every trial registers fresh members: lift the per-minute limit on registration for any RACE_TRIALS.
      t = useTestApp({ rateLimitMax: 1_000_000 });
      // Registered after the app's hooks, so it runs before the app closes.
      afterAll(() => {
        // biome-ignore lint/suspicious/noConsole: the counts are the suite's output, pasted into the team's notes.
        console.log(
          [`Race suite on PostgreSQL, ${TRIALS} trials per pair`, ...reports.map((r) => r.summary())].join('\n'),
        );
      });
      races();
    },
  );
}

/** A member's reputation score, as they see it on their own account. */
export async function reputationOf(member: TestMember): Promise<number> {
  const response = await t.request('GET', '/api/auth/me', { as: member });
  return response.json().reputation.score;
}

/**
 * Holds a row lock (the problem's, the project's or the challenge's, as `hold` takes it), starts `first` and waits until
 * PostgreSQL shows it waiting on a lock, starts `second` and waits until it waits too (or has finished without
 * waiting), then lets both go. PostgreSQL hands the row to its waiters in the order they queued, so the order
 * no longer depends on timing.
 */
export async function lineUpBehindRowLock(
  hold: (databaseUrl: string) => Promise<RowLock>,
  first: () => Promise<Response>,
  second: () => Promise<Response>,
) {
  const databaseUrl = t.config.databaseUrl;
  if (!databaseUrl) throw new Error('the race suite needs PostgreSQL');
  const lock = await hold(databaseUrl);
  const firstRequest = track(first());
  let secondRequest: Tracked<Response> | undefined;
  let firstQueued = false;
  try {
    await lock.waitForLockWaiters(1, 'the first request to queue on the locked row', () => firstRequest.settled);
    firstQueued = !firstRequest.settled;
    const started = track(second());
    secondRequest = started;
    await lock.waitForLockWaiters(2, 'the second request to queue behind the first', () => started.settled);
  } finally {
    await lock.release();
  }
  const [firstResponse, secondResponse] = await Promise.all([firstRequest.promise, secondRequest.promise]);
  return { firstQueued, firstResponse, secondResponse };
}

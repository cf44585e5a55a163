import { MESSAGES, type MessageCode, REPUTATION_FOR_COLLABORATOR, REPUTATION_FOR_COMPLETER } from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import type { TestMember } from '../builders.ts';
import type { RowLock, Tracked } from '../row-lock.ts';
import { track } from '../row-lock.ts';
import { type TestAppHandle, useTestApp } from '../test-app.ts';
import { describeResponse, RaceReport, type RaceRule } from './race-report.ts';

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

/** A race as the suite's output names it: the two requests, a name for each side, and how the pair may end. */
type RaceSpec = { requests: string; sides: [string, string]; rule?: RaceRule };

/**
 * A race run over many trials and kept in one report: `runTrials` fires the pair of requests of every trial (most
 * through `eachTrial`) and notes in the report whatever it finds wrong; the test passes when nothing was.
 */
export function itRaces(title: string, spec: RaceSpec, runTrials: (report: RaceReport) => Promise<void>) {
  it(
    title,
    async () => {
      const report = new RaceReport(spec.requests, spec.sides, spec.rule ?? 'first always succeeds');
      reports.push(report);
      await runTrials(report);
      expect(report.failures).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );
}

/** Runs one trial after another, TRIALS times. */
export async function eachTrial(trial: () => Promise<void>) {
  for (let n = 0; n < TRIALS; n += 1) await trial();
}

/**
 * The races of one area, in the suite's describe (so their names read as they always have), on an app of their
 * own that `t` points to.
 *
 * On PGlite (no DATABASE_URL) the app has a single connection that runs one transaction at a time: two requests
 * can never overlap in the database, so these races cannot happen there and the suite would prove nothing.
 * runIf rather than skip: on PostgreSQL it runs, and it is reported as skipped only where it cannot mean anything.
 */
export function describeRaces(races: () => void, withServices?: () => () => Partial<Config>) {
  describe.runIf(Boolean(process.env.DATABASE_URL))(
    'races between writers of one problem, project or challenge (PostgreSQL)',
    () => {
      // Services the app talks to (the sign-in providers' stand-ins) start first, and the app is given their addresses.
      const services = withServices?.();
      // Every trial registers fresh members: lift the per-minute limit on registration for any RACE_TRIALS.
      t = useTestApp(() => ({ rateLimitMax: 1_000_000, ...services?.() }));
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

type LinedUp = Awaited<ReturnType<typeof lineUpBehindRowLock>>;

/**
 * The first request waited on the row lock (`waited` says which, for the failure message) and each answered as
 * expected: a status, or for the second one a refusal (its status and the spec's message with its code).
 */
export function expectLinedUp(
  { firstQueued, firstResponse, secondResponse }: LinedUp,
  waited: string,
  first: number,
  second: number | { status: number; code: MessageCode },
) {
  expect(firstQueued, waited).toBe(true);
  expect(firstResponse.statusCode, firstResponse.body).toBe(first);
  if (typeof second === 'number') {
    expect(secondResponse.statusCode, secondResponse.body).toBe(second);
    return;
  }
  expect(secondResponse.statusCode, secondResponse.body).toBe(second.status);
  expect(secondResponse.json()).toEqual({ message: MESSAGES[second.code], code: second.code });
}

/** A problem's or project's team as read back after its completion raced an accept of the requester. */
type TeamAfterRace = {
  work: 'problem' | 'project';
  leader: TestMember;
  requester: TestMember;
  status: string;
  isRequesterOnTeam: boolean;
  /** The raced request's status in the requester's sent requests, and the status it shows while it waits. */
  requestStatus: () => Promise<string | undefined>;
  pending: string;
};

/**
 * After a completion raced an accept: the problem or project is completed, and the requester is on its team exactly
 * when the accept succeeded, with the +10 of an acknowledged collaborator; a refused accept changed nothing and left
 * the request pending; the author or owner has the +15 of a completer.
 */
export async function findUnsettledTeam(after: TeamAfterRace, accepted: Response): Promise<string[]> {
  const { work, requester, isRequesterOnTeam: onTeam } = after;
  const found: string[] = [];
  if (after.status !== 'Completed') found.push(`the ${work} is ${after.status}, not Completed`);
  const score = await reputationOf(requester);
  if (onTeam && score !== REPUTATION_FOR_COLLABORATOR) {
    found.push(`the requester joined the completed ${work}'s team but has ${score} reputation, not +10`);
  }
  if (!onTeam && score !== 0) found.push(`the requester is not on the team but has ${score} reputation`);
  if (accepted.statusCode === 200 && !onTeam) {
    found.push('the accept answered 200 but the requester is not on the team');
  }
  if (accepted.statusCode !== 200) {
    if (onTeam) found.push(describeResponse('the requester is on the team although accept answered', accepted));
    const status = await after.requestStatus();
    if (status !== after.pending) found.push(`a refused accept left the request ${status}`);
  }
  const leaderScore = await reputationOf(after.leader);
  const leader = work === 'problem' ? 'author' : 'owner';
  if (leaderScore !== REPUTATION_FOR_COMPLETER) found.push(`the ${leader} has ${leaderScore} reputation, not +15`);
  return found;
}

/**
 * One trial of a delete fired at the same moment as another request about the same problem or project (the app's
 * pool runs them side by side in PostgreSQL), scored; when the delete won, `findTraces` says where it still shows.
 */
export async function scoreDeleteRace(
  report: RaceReport,
  [deleting, other]: [Promise<Response>, Promise<Response>],
  otherSuccess: number,
  findTraces: () => Promise<string[]>,
) {
  const [deleted, answered] = await Promise.all([deleting, other]);
  report.score(deleted, answered, otherSuccess);
  if (deleted.statusCode !== 200) return;
  for (const trace of await findTraces()) report.fail(trace);
}

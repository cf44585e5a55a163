import {
  CHALLENGE_PLACE_POINTS,
  type ChallengeDetail,
  type CollaborationList,
  type CollaborationRequest,
  type CollaborationRequestList,
  type CreateProjectInput,
  DELETED_MEMBER_NAME,
  type JoinRequest,
  type JoinRequestList,
  MESSAGES,
  type MessageCode,
  PORTFOLIO_ITEMS_MAX,
  type ProblemDetail,
  type ProjectDetail,
  type ProjectList,
  type ProjectMembershipList,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
  type ReputationHistory,
} from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  askToJoin,
  hostChallenge,
  indiaDay,
  postProblem,
  postProject,
  registerMember,
  signInAgain,
  submitEntry,
  type TestMember,
} from './builders.ts';
import {
  holdChallengeRowLock,
  holdProblemRowLock,
  holdProjectRowLock,
  type RowLock,
  type Tracked,
  track,
} from './row-lock.ts';
import { type TestAppHandle, useTestApp } from './test-app.ts';

/**
 * Two writers of the same problem, project or challenge fired at the same moment, many times over, and races lined
 * up deterministically behind a row lock the test holds. Every writer of a problem, project or challenge should
 * lock its row first, so the loser of each race waits, then finds it gone or changed and answers a clean 4xx.
 */

const DEFAULT_TRIALS = 30;
const TRIALS = readTrials(process.env.RACE_TRIALS);
// Each trial registers two or three members (a password hash each) and sends about ten requests.
const RACE_TIMEOUT_MS = 30_000 + TRIALS * 1_500;

function readTrials(value: string | undefined) {
  if (!value) return DEFAULT_TRIALS;
  const trials = Number(value);
  if (!Number.isInteger(trials) || trials < 1) throw new Error(`RACE_TRIALS must be a positive integer, not ${value}`);
  return trials;
}

/** The app of the PostgreSQL-only suite below (which sets it), for the helpers up here. */
let t: TestAppHandle;

// ---- The API, as the members use it ----

const deleteProblem = (author: TestMember, problemId: string) =>
  t.request('DELETE', `/api/problems/${problemId}`, { as: author });
const support = (member: TestMember, problemId: string) =>
  t.request('POST', `/api/problems/${problemId}/support`, { as: member });
const collaborate = (member: TestMember, problemId: string) =>
  t.request('POST', `/api/problems/${problemId}/collaborate`, {
    as: member,
    payload: { message: 'I would like to help', proposedRole: 'Developer' },
  });
/** Reading a problem counts a view: a write that locks the problem row (in key-share mode). */
const viewAnonymously = (problemId: string) => t.request('GET', `/api/problems/${problemId}`);
const accept = (author: TestMember, requestId: string) =>
  t.request('PUT', `/api/collaboration-requests/${requestId}/respond`, {
    as: author,
    payload: { status: 'accepted' },
  });
const complete = (author: TestMember, problemId: string, acknowledged: TestMember[]) =>
  t.request('PUT', `/api/problems/${problemId}/complete`, {
    as: author,
    payload: { acknowledgedCollaborators: acknowledged.map((member) => member.user.id) },
  });

async function reputationOf(member: TestMember): Promise<number> {
  const response = await t.request('GET', '/api/auth/me', { as: member });
  return response.json().reputation.score;
}

/** The first page is enough: every trial uses fresh members, whose lists are short. */
async function sentRequestsOf(member: TestMember): Promise<CollaborationRequest[]> {
  const response = await t.request('GET', '/api/collaboration-requests/sent', { as: member });
  return response.json<CollaborationRequestList>().requests;
}

async function collaborationsOf(member: TestMember) {
  const response = await t.request('GET', `/api/users/${member.user.id}/collaborations`);
  return response.json<CollaborationList>().collaborations;
}

const isOnTeam = (problem: ProblemDetail, member: TestMember) =>
  problem.collaborators.some((collaborator) => collaborator.user.id === member.user.id);

// ---- The API of a Build Room, as its team uses it ----

const deleteProject = (owner: TestMember, projectId: string) =>
  t.request('DELETE', `/api/projects/${projectId}`, { as: owner });
const joinProject = (member: TestMember, projectId: string) =>
  t.request('POST', `/api/projects/${projectId}/join`, {
    as: member,
    payload: { message: 'I can help with the front end', skills: ['React'] },
  });
const acceptJoinRequest = (owner: TestMember, projectId: string, requestId: string) =>
  t.request('PUT', `/api/projects/${projectId}/join-requests/${requestId}`, {
    as: owner,
    payload: { action: 'accept' },
  });
const completeProject = (owner: TestMember, projectId: string, acknowledged: TestMember[]) =>
  t.request('PUT', `/api/projects/${projectId}/complete`, {
    as: owner,
    payload: { acknowledgedCollaborators: acknowledged.map((member) => member.user.id) },
  });
const moveTask = (member: TestMember, projectId: string, taskId: string) =>
  t.request('PUT', `/api/projects/${projectId}/tasks/${taskId}`, { as: member, payload: { status: 'In Progress' } });
const sendChatMessage = (member: TestMember, projectId: string) =>
  t.request('POST', `/api/projects/${projectId}/messages`, {
    as: member,
    payload: { content: 'The price card is ready for review' },
  });

async function projectAs(viewer: TestMember, projectId: string): Promise<ProjectDetail> {
  const response = await t.request('GET', `/api/projects/${projectId}`, { as: viewer });
  if (response.statusCode !== 200) throw new Error(describeResponse('GET the project', response));
  return response.json<ProjectDetail>();
}

/** First pages again: every trial uses fresh members. */
async function sentJoinRequestsOf(member: TestMember): Promise<JoinRequest[]> {
  const response = await t.request('GET', '/api/projects/join-requests/sent', { as: member });
  return response.json<JoinRequestList>().requests;
}

async function receivedJoinRequestsOf(owner: TestMember): Promise<JoinRequest[]> {
  const response = await t.request('GET', '/api/projects/join-requests/received', { as: owner });
  return response.json<JoinRequestList>().requests;
}

async function ownedProjectsOf(owner: TestMember) {
  const response = await t.request('GET', '/api/projects/user/owned', { as: owner });
  return response.json<ProjectList>().projects;
}

async function joinedProjectsOf(member: TestMember) {
  const response = await t.request('GET', '/api/projects/user/joined', { as: member });
  return response.json<ProjectMembershipList>().projects;
}

const isOnProjectTeam = (project: ProjectDetail, member: TestMember) =>
  project.members.some((teamMember) => teamMember.user.id === member.user.id);

// ---- The API of a challenge, as its host and participants use it ----

const joinChallenge = (member: TestMember, challengeId: string) =>
  t.request('POST', `/api/challenges/${challengeId}/join`, { as: member });
const editChallenge = (host: TestMember, challengeId: string, payload: object) =>
  t.request('PUT', `/api/challenges/${challengeId}`, { as: host, payload });
const deleteChallenge = (host: TestMember, challengeId: string) =>
  t.request('DELETE', `/api/challenges/${challengeId}`, { as: host });
const scoreSubmission = (host: TestMember, challengeId: string, submissionId: string, scores: number[]) =>
  t.request('PUT', `/api/challenges/${challengeId}/submissions/${submissionId}/score`, {
    as: host,
    payload: { scores },
  });
const publishResults = (host: TestMember, challengeId: string) =>
  t.request('POST', `/api/challenges/${challengeId}/results`, { as: host });

/** The challenge as this member (or an anonymous visitor) sees it; null once it is gone. */
async function challengeAs(viewer: TestMember | undefined, challengeId: string): Promise<ChallengeDetail | null> {
  const response = await t.request('GET', `/api/challenges/${challengeId}`, { as: viewer });
  if (response.statusCode === 404) return null;
  if (response.statusCode !== 200) throw new Error(describeResponse('GET the challenge', response));
  return response.json<ChallengeDetail>();
}

/** A member's reputation and its awards, as anyone may read them: no session needed once the clock moved days. */
async function reputationHistoryOf(member: TestMember): Promise<ReputationHistory> {
  const response = await t.request('GET', `/api/users/${member.user.id}/reputation`);
  if (response.statusCode !== 200) throw new Error(describeResponse('GET the reputation history', response));
  return response.json<ReputationHistory>();
}

// ---- The scene of one trial ----

type Scene = { author: TestMember; member: TestMember; problem: ProblemDetail };
type SceneWithRequest = Scene & { requestId: string };

/** A fresh author with a fresh problem, and a fresh member who has not touched it yet. */
async function openProblem(): Promise<Scene> {
  const [author, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
  return { author, member, problem: await postProblem(t.app, author) };
}

/** As openProblem, and the member has asked to join the team: their request waits for the author. */
async function openProblemWithPendingRequest(): Promise<SceneWithRequest> {
  const scene = await openProblem();
  const asked = await collaborate(scene.member, scene.problem._id);
  if (asked.statusCode !== 201) throw new Error(`collaborate failed: ${asked.statusCode} ${asked.body}`);
  return { ...scene, requestId: asked.json<CollaborationRequest>()._id };
}

// ---- The scene of one project trial ----

type ProjectScene = { owner: TestMember; member: TestMember; project: ProjectDetail };
type ProjectSceneWithRequest = ProjectScene & { requestId: string };
type ProjectTeamScene = ProjectScene & { taskId: string };

/** A fresh owner with a fresh project, and a fresh member whose request to join it waits for the owner. */
async function openProjectWithPendingRequest(
  overrides: Partial<CreateProjectInput> = {},
): Promise<ProjectSceneWithRequest> {
  const [owner, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
  const project = await postProject(t.app, owner, overrides);
  const request = await askToJoin(t.app, member, project._id);
  return { owner, member, project, requestId: request._id };
}

/** As openProjectWithPendingRequest, and the owner accepted the member and put a task on the board for them. */
async function openProjectTeamWithTask(): Promise<ProjectTeamScene> {
  const { owner, member, project, requestId } = await openProjectWithPendingRequest();
  const accepted = await acceptJoinRequest(owner, project._id, requestId);
  if (accepted.statusCode !== 200) throw new Error(describeResponse('accept', accepted));
  const task = await t.request('POST', `/api/projects/${project._id}/tasks`, {
    as: owner,
    payload: { title: 'Design the price card', assignedTo: member.user.id },
  });
  if (task.statusCode !== 201) throw new Error(describeResponse('create a task', task));
  return { owner, member, project, taskId: task.json<{ _id: string }>()._id };
}

// ---- The scenes of challenge trials ----

type ChallengeScene = { host: TestMember; member: TestMember; challenge: ChallengeDetail };
type JudgingScene = { host: TestMember; challenge: ChallengeDetail; entrants: TestMember[]; submissionIds: string[] };

/** A fresh host with an active challenge nobody has joined yet, and a fresh member who may join it. */
async function openChallenge(): Promise<ChallengeScene> {
  const [host, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
  return { host, member, challenge: await hostChallenge(t.app, host) };
}

/**
 * One judging scene a trial, built ahead of the trials: a challenge of one host's that `entrantsEach` fresh
 * members joined and entered, its deadline passed. The clock moves once, past every deadline, and the host (the
 * only one who acts afterwards) signs in again. Fresh entrants each time, so every award is a first credit.
 */
async function openJudgingScenes(trials: number, entrantsEach: number): Promise<JudgingScene[]> {
  const host = await registerMember(t.app);
  const scenes: Omit<JudgingScene, 'host'>[] = [];
  for (let trial = 0; trial < trials; trial += 1) {
    const challenge = await hostChallenge(t.app, host);
    const entrants = await Promise.all(Array.from({ length: entrantsEach }, () => registerMember(t.app)));
    const submissionIds: string[] = [];
    for (const entrant of entrants) {
      const joined = await joinChallenge(entrant, challenge._id);
      if (joined.statusCode !== 201) throw new Error(describeResponse('join the challenge', joined));
      submissionIds.push((await submitEntry(t.app, entrant, challenge._id))._id);
    }
    scenes.push({ challenge, entrants, submissionIds });
  }
  const lastDeadline = Math.max(...scenes.map(({ challenge }) => Date.parse(challenge.endsAt)));
  t.advanceClock(Math.max(0, lastDeadline - t.app.ctx.clock().getTime()) + 60_000);
  const judge = await signInAgain(t.app, host);
  return scenes.map((scene) => ({ ...scene, host: judge }));
}

/** The host scores each of these entries in turn; throws unless every score is taken. */
async function scoreAll(host: TestMember, challengeId: string, marks: [submissionId: string, scores: number[]][]) {
  for (const [submissionId, scores] of marks) {
    const scored = await scoreSubmission(host, challengeId, submissionId, scores);
    if (scored.statusCode !== 200) throw new Error(describeResponse('score', scored));
  }
}

/** Each leaderboard entry as `member id: place, total, winner or not`, for a failure message. */
const standingsOf = (challenge: ChallengeDetail | null) =>
  (challenge?.leaderboard ?? []).map(
    (entry) => `${entry.user._id}: ${entry.rank}, ${entry.totalScore}, ${entry.isWinner ? 'winner' : '-'}`,
  );

// ---- Keeping the score ----

const describeResponse = (label: string, response: Response) =>
  `${label} → ${response.statusCode} ${response.body.slice(0, 500)}`;

/** The error message of a JSON error answer, or undefined for any other body. */
function messageOf(response: Response): string | undefined {
  try {
    const message: unknown = response.json().message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The code of a JSON error answer (the key of its message in MESSAGES), or undefined for any other body. */
function codeOf(response: Response): string | undefined {
  try {
    const code: unknown = response.json().code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** A clean refusal: 404 or 409 with a message, what the loser of a race should answer. */
const isCleanRefusal = (response: Response) =>
  (response.statusCode === 404 || response.statusCode === 409) && messageOf(response) !== undefined;

/** An answer as an outcome line shows it: the label and status, and the message of a refusal. */
const outcomeOf = (label: string, response: Response) =>
  `${label} ${response.statusCode}${response.statusCode < 300 ? '' : ` (${messageOf(response) ?? 'no message'})`}`;

/**
 * How a pair of racing requests may end. 'first always succeeds': the first side (a delete or a completion)
 * cannot be stood in the way of, the second went first and succeeded too or lost and was refused. 'one winner':
 * the two sides want the same thing (the last place on a team, one pending request) or shut each other out (a
 * challenge deleted, or joined and so locked), so exactly one succeeds.
 */
type RaceRule = 'first always succeeds' | 'one winner';
type Refusal = { status: number; code: MessageCode };
/** What one side of a 'one winner' race answers when it gets in first, and when the other side did. */
type RaceSide = { success: number; refusal: Refusal };

/**
 * What one pair of racing requests did over all its trials: who won, the statuses seen and every inconsistency
 * found. Problems are collected rather than thrown, so a failing pair still runs (and counts) all its trials;
 * each test then expects the list to be empty.
 *
 * Who "won" is read from the answers: the first side won when the second was refused; under 'first always
 * succeeds' the second side won (it got in first) when both succeeded, under 'one winner' when the first was
 * refused. A refusal can also come from the loser reading back its own committed write after the winner removed
 * it (a request made just before the delete answers 404 'Collaboration request not found'); the outcome lines
 * show each answer with its message.
 */
class RaceReport {
  readonly title: string;
  /** The labels of the two requests; under 'first always succeeds' the first is the one that must succeed. */
  readonly sides: [string, string];
  readonly rule: RaceRule;
  trials = 0;
  readonly wins: [number, number] = [0, 0];
  readonly outcomes = new Map<string, number>();
  readonly failures: string[] = [];

  constructor(title: string, sides: [string, string], rule: RaceRule) {
    this.title = title;
    this.sides = sides;
    this.rule = rule;
  }

  /** Counts the outcome of a trial; returns both answers in full, for a failure message. */
  private count(first: Response, second: Response) {
    this.trials += 1;
    const [firstLabel, secondLabel] = this.sides;
    const outcome = `${outcomeOf(firstLabel, first)} / ${outcomeOf(secondLabel, second)}`;
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    return `${describeResponse(firstLabel, first)}\n    ${describeResponse(secondLabel, second)}`;
  }

  /**
   * Scores one trial. The first side (a delete or a completion) must always succeed: nothing the second side
   * does can stand in its way. The second side either went first and succeeded too, or lost and was refused.
   */
  score(first: Response, second: Response, secondSuccess: number) {
    if (this.rule !== 'first always succeeds') throw new Error(`${this.title}: score is for 'first always succeeds'`);
    const [firstLabel, secondLabel] = this.sides;
    const both = this.count(first, second);
    if (first.statusCode >= 500 || second.statusCode >= 500) this.fail(`a server error:\n    ${both}`);
    else if (first.statusCode !== 200) this.fail(`the ${firstLabel} did not succeed:\n    ${both}`);
    else if (second.statusCode === secondSuccess) this.wins[1] += 1;
    else if (isCleanRefusal(second)) this.wins[0] += 1;
    else this.fail(`the ${secondLabel} neither succeeded nor was cleanly refused:\n    ${both}`);
  }

  /**
   * Scores one trial of two requests of which exactly one may succeed: the other must be refused with this
   * status and message (its code), the one answer that tells the member what happened.
   */
  scoreOneWinner(first: Response, second: Response, success: number, refusal: Refusal) {
    this.scoreEitherWinner(first, second, { success, refusal }, { success, refusal });
  }

  /**
   * As scoreOneWinner, for two different requests that shut each other out (a delete and a join): each side has
   * its own success, and its own refusal when the other got in first.
   */
  scoreEitherWinner(first: Response, second: Response, firstSide: RaceSide, secondSide: RaceSide) {
    if (this.rule !== 'one winner') throw new Error(`${this.title}: scoreEitherWinner is for 'one winner'`);
    const [firstLabel, secondLabel] = this.sides;
    const both = this.count(first, second);
    const refused = (response: Response, { status, code }: Refusal) =>
      response.statusCode === status && codeOf(response) === code;
    const wins = (label: string, side: RaceSide) => `${label} ${side.success}`;
    const loses = (label: string, side: RaceSide) => `${label} ${side.refusal.status} ${side.refusal.code}`;
    if (first.statusCode >= 500 || second.statusCode >= 500) this.fail(`a server error:\n    ${both}`);
    else if (first.statusCode === firstSide.success && refused(second, secondSide.refusal)) this.wins[0] += 1;
    else if (second.statusCode === secondSide.success && refused(first, firstSide.refusal)) this.wins[1] += 1;
    else {
      this.fail(
        `neither ${wins(firstLabel, firstSide)} / ${loses(secondLabel, secondSide)} nor ` +
          `${loses(firstLabel, firstSide)} / ${wins(secondLabel, secondSide)}:\n    ${both}`,
      );
    }
  }

  fail(problem: string) {
    this.failures.push(`trial ${this.trials}: ${problem}`);
  }

  summary() {
    const [firstLabel, secondLabel] = this.sides;
    const outcomes = [...this.outcomes].sort(([a], [b]) => a.localeCompare(b));
    const failed = this.failures.length > 0 ? `; ${this.failures.length} problem(s) found` : '';
    const secondWon = this.rule === 'first always succeeds' ? 'both succeeded' : `${firstLabel} refused`;
    return [
      `${this.title}: ${this.trials} trials, ${firstLabel} won ${this.wins[0]} (${secondLabel} refused), ` +
        `${secondLabel} won ${this.wins[1]} (${secondWon})${failed}`,
      ...outcomes.map(([outcome, count]) => `    ${String(count).padStart(4)} × ${outcome}`),
    ].join('\n');
  }
}

const reports: RaceReport[] = [];
function newReport(title: string, sides: [string, string], rule: RaceRule = 'first always succeeds') {
  const report = new RaceReport(title, sides, rule);
  reports.push(report);
  return report;
}

/** After a successful delete the problem is gone everywhere the API shows it, not only from its own page. */
async function findTracesOfDeletedProblem({ author, member, problem }: Scene): Promise<string[]> {
  const traces: string[] = [];
  const page = await t.request('GET', `/api/problems/${problem._id}`);
  if (page.statusCode !== 404) traces.push(describeResponse('GET the deleted problem', page));
  if ((await sentRequestsOf(member)).some((request) => request.problem._id === problem._id)) {
    traces.push("the deleted problem is still in the member's sent requests");
  }
  for (const [who, someone] of [
    ['author', author],
    ['member', member],
  ] as const) {
    if ((await collaborationsOf(someone)).some((collaboration) => collaboration.problem._id === problem._id)) {
      traces.push(`the deleted problem is still in the ${who}'s collaborations`);
    }
  }
  return traces;
}

/** One trial of the author deleting the problem while another request about it runs at the same moment. */
async function raceDelete<S extends Scene>(
  report: RaceReport,
  setUp: () => Promise<S>,
  other: { send: (scene: S) => Promise<Response>; success: number },
) {
  const scene = await setUp();
  // Both start before either is awaited; the app's pool (10 connections) runs them side by side in PostgreSQL.
  const [deleted, answered] = await Promise.all([deleteProblem(scene.author, scene.problem._id), other.send(scene)]);
  report.score(deleted, answered, other.success);
  if (deleted.statusCode !== 200) return;
  for (const trace of await findTracesOfDeletedProblem(scene)) report.fail(trace);
}

/**
 * After a successful delete the project is gone everywhere the API shows it: its page, its owner's projects and
 * received requests, the member's sent requests and joined teams.
 */
async function findTracesOfDeletedProject({ owner, member, project }: ProjectScene): Promise<string[]> {
  const traces: string[] = [];
  const page = await t.request('GET', `/api/projects/${project._id}`, { as: owner });
  if (page.statusCode !== 404) traces.push(describeResponse('GET the deleted project', page));
  if ((await ownedProjectsOf(owner)).some((owned) => owned._id === project._id)) {
    traces.push("the deleted project is still among the owner's projects");
  }
  if ((await receivedJoinRequestsOf(owner)).some((request) => request.project._id === project._id)) {
    traces.push("the deleted project is still in the owner's received join requests");
  }
  if ((await sentJoinRequestsOf(member)).some((request) => request.project._id === project._id)) {
    traces.push("the deleted project is still in the member's sent join requests");
  }
  if ((await joinedProjectsOf(member)).some((joined) => joined._id === project._id)) {
    traces.push("the deleted project is still among the member's teams");
  }
  return traces;
}

/** One trial of the owner deleting the project while another request about it runs at the same moment. */
async function raceProjectDelete<S extends ProjectScene>(
  report: RaceReport,
  setUp: () => Promise<S>,
  other: { send: (scene: S) => Promise<Response>; success: number },
) {
  const scene = await setUp();
  const [deleted, answered] = await Promise.all([deleteProject(scene.owner, scene.project._id), other.send(scene)]);
  report.score(deleted, answered, other.success);
  if (deleted.statusCode !== 200) return;
  for (const trace of await findTracesOfDeletedProject(scene)) report.fail(trace);
}

// On PGlite (no DATABASE_URL) the app has a single connection that runs one transaction at a time: two requests
// can never overlap in the database, so these races cannot happen there and the suite would prove nothing.
// runIf rather than skip: on PostgreSQL it runs, and it is reported as skipped only where it cannot mean anything.
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

    it(
      'deleting a problem while a member supports it',
      async () => {
        const report = newReport('DELETE /api/problems/:id vs POST /api/problems/:id/support', ['delete', 'support']);
        for (let trial = 0; trial < TRIALS; trial += 1) {
          await raceDelete(report, openProblem, {
            send: ({ member, problem }) => support(member, problem._id),
            success: 200,
          });
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'deleting a problem while a member asks to collaborate',
      async () => {
        const report = newReport('DELETE /api/problems/:id vs POST /api/problems/:id/collaborate', [
          'delete',
          'collaborate',
        ]);
        for (let trial = 0; trial < TRIALS; trial += 1) {
          await raceDelete(report, openProblem, {
            send: ({ member, problem }) => collaborate(member, problem._id),
            success: 201,
          });
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'deleting a problem while a visitor reads it (and counts a view)',
      async () => {
        const report = newReport('DELETE /api/problems/:id vs anonymous GET /api/problems/:id', ['delete', 'view']);
        for (let trial = 0; trial < TRIALS; trial += 1) {
          // A view counted just before the delete can still answer 404: the page is read after the count commits.
          await raceDelete(report, openProblem, { send: ({ problem }) => viewAnonymously(problem._id), success: 200 });
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'deleting a problem while its author accepts a pending request',
      async () => {
        const report = newReport('DELETE /api/problems/:id vs PUT /api/collaboration-requests/:id/respond accepted', [
          'delete',
          'accept',
        ]);
        for (let trial = 0; trial < TRIALS; trial += 1) {
          await raceDelete(report, openProblemWithPendingRequest, {
            send: ({ author, requestId }) => accept(author, requestId),
            success: 200,
          });
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'completing a problem while its author accepts a pending request: nobody joins a settled team',
      async () => {
        const report = newReport(
          'PUT /api/problems/:id/complete (requester acknowledged) vs PUT /api/collaboration-requests/:id/respond accepted',
          ['complete', 'accept'],
        );
        for (let trial = 0; trial < TRIALS; trial += 1) {
          // Fresh members each trial: a repeat credit from the same author within 30 days would be worth 0 points.
          const { author, member: requester, problem, requestId } = await openProblemWithPendingRequest();
          const [completed, accepted] = await Promise.all([
            complete(author, problem._id, [requester]),
            accept(author, requestId),
          ]);
          report.score(completed, accepted, 200);
          for (const problemFound of await findUnsettledTeam({ author, requester, problem, requestId }, accepted)) {
            report.fail(problemFound);
          }
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    /**
     * After a completion raced an accept: the problem is completed, and the requester is on its team exactly when
     * the accept succeeded, with the +10 of an acknowledged collaborator; a refused accept changed nothing.
     */
    async function findUnsettledTeam(
      scene: { author: TestMember; requester: TestMember; problem: ProblemDetail; requestId: string },
      accepted: Response,
    ): Promise<string[]> {
      const { author, requester, problem, requestId } = scene;
      const found: string[] = [];
      const detail = (await t.request('GET', `/api/problems/${problem._id}`, { as: author })).json<ProblemDetail>();
      if (detail.status !== 'Completed') found.push(`the problem is ${detail.status}, not Completed`);
      const onTeam = isOnTeam(detail, requester);
      const score = await reputationOf(requester);
      if (onTeam && score !== REPUTATION_FOR_COLLABORATOR) {
        found.push(`the requester joined the completed problem's team but has ${score} reputation, not +10`);
      }
      if (!onTeam && score !== 0) found.push(`the requester is not on the team but has ${score} reputation`);
      if (accepted.statusCode === 200 && !onTeam) {
        found.push('the accept answered 200 but the requester is not on the team');
      }
      if (accepted.statusCode !== 200) {
        if (onTeam) found.push(describeResponse('the requester is on the team although accept answered', accepted));
        const request = (await sentRequestsOf(requester)).find((sent) => sent._id === requestId);
        if (request?.status !== 'pending') found.push(`a refused accept left the request ${request?.status}`);
      }
      const authorScore = await reputationOf(author);
      if (authorScore !== REPUTATION_FOR_COMPLETER) found.push(`the author has ${authorScore} reputation, not +15`);
      return found;
    }

    // ---- The same race, lined up behind the test's own lock on the problem row ----

    /**
     * Holds a row lock (the problem's or the project's, as `hold` takes it), starts `first` and waits until
     * PostgreSQL shows it waiting on a lock, starts `second` and waits until it waits too (or has finished without
     * waiting), then lets both go. PostgreSQL hands the row to its waiters in the order they queued, so the order
     * no longer depends on timing.
     */
    async function lineUpBehindRowLock(
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

    it('a completion queued before an accept wins: the accept is refused and the team stays as it was', async () => {
      const { author, member: requester, problem, requestId } = await openProblemWithPendingRequest();
      const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
        (databaseUrl) => holdProblemRowLock(databaseUrl, problem._id),
        () => complete(author, problem._id, [requester]),
        () => accept(author, requestId),
      );
      expect(firstQueued, 'the completion should wait for the problem row lock').toBe(true);
      expect(firstResponse.statusCode, firstResponse.body).toBe(200);
      expect(secondResponse.statusCode, secondResponse.body).toBe(409);
      expect(secondResponse.json()).toEqual({
        message: MESSAGES.problemClosedToRequests,
        code: 'problemClosedToRequests',
      });
      const detail = (await t.request('GET', `/api/problems/${problem._id}`, { as: author })).json<ProblemDetail>();
      expect(detail.status).toBe('Completed');
      expect(isOnTeam(detail, requester)).toBe(false);
      expect(await reputationOf(requester)).toBe(0);
    });

    it('an accept queued before a completion wins: the requester joins and is credited by the completion', async () => {
      const { author, member: requester, problem, requestId } = await openProblemWithPendingRequest();
      const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
        (databaseUrl) => holdProblemRowLock(databaseUrl, problem._id),
        () => accept(author, requestId),
        () => complete(author, problem._id, [requester]),
      );
      expect(firstQueued, 'the accept should wait for the problem row lock').toBe(true);
      expect(firstResponse.statusCode, firstResponse.body).toBe(200);
      expect(secondResponse.statusCode, secondResponse.body).toBe(200);
      const detail = secondResponse.json<ProblemDetail>();
      expect(detail.status).toBe('Completed');
      expect(isOnTeam(detail, requester)).toBe(true);
      expect(await reputationOf(requester)).toBe(REPUTATION_FOR_COLLABORATOR);
      expect(await reputationOf(author)).toBe(REPUTATION_FOR_COMPLETER);
    });

    // ---- Build Rooms: the same races on a project, and two of its own ----

    describe('projects', () => {
      it(
        'two accepts for the last place on a team: one joins, the other finds the team full',
        async () => {
          const report = newReport(
            'PUT /api/projects/:id/join-requests/:requestId accepted ×2, for the last place (maxMembers 2)',
            ['accept A', 'accept B'],
            'one winner',
          );
          for (let trial = 0; trial < TRIALS; trial += 1) {
            // maxMembers counts the owner: one place is left, and two members wait for it.
            const {
              owner,
              member: a,
              project,
              requestId: aRequest,
            } = await openProjectWithPendingRequest({
              maxMembers: 2,
            });
            const b = await registerMember(t.app);
            const bRequest = (await askToJoin(t.app, b, project._id))._id;
            const [acceptedA, acceptedB] = await Promise.all([
              acceptJoinRequest(owner, project._id, aRequest),
              acceptJoinRequest(owner, project._id, bRequest),
            ]);
            report.scoreOneWinner(acceptedA, acceptedB, 200, { status: 409, code: 'teamFull' });
            const detail = await projectAs(owner, project._id);
            if (detail.teamSize !== 2)
              report.fail(`the team has ${detail.teamSize} people, not the owner and one member`);
            const onTeam = [a, b].filter((member) => isOnProjectTeam(detail, member));
            if (detail.members.length !== 1 || onTeam.length !== 1) {
              report.fail(`${detail.members.length} member(s) on the team, ${onTeam.length} of the two requesters`);
            }
            // The refused accept changed nothing: its request still waits (for a place that may come free).
            const pending = detail.joinRequests.map((request) => request._id);
            for (const [won, requestId, label] of [
              [acceptedA.statusCode === 200, aRequest, 'A'],
              [acceptedB.statusCode === 200, bRequest, 'B'],
            ] as const) {
              if (won && pending.includes(requestId)) report.fail(`request ${label} was accepted but is still pending`);
              if (!won && !pending.includes(requestId))
                report.fail(`request ${label} was refused but no longer pending`);
            }
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'deleting a project while its owner accepts a pending request',
        async () => {
          const report = newReport(
            'DELETE /api/projects/:id vs PUT /api/projects/:id/join-requests/:requestId accepted',
            ['delete', 'accept'],
          );
          for (let trial = 0; trial < TRIALS; trial += 1) {
            await raceProjectDelete(report, openProjectWithPendingRequest, {
              send: ({ owner, project, requestId }) => acceptJoinRequest(owner, project._id, requestId),
              success: 200,
            });
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'completing a project while its owner accepts a pending request: nobody joins a settled team',
        async () => {
          const report = newReport(
            'PUT /api/projects/:id/complete (requester acknowledged) vs PUT /api/projects/:id/join-requests/:requestId accepted',
            ['complete', 'accept'],
          );
          for (let trial = 0; trial < TRIALS; trial += 1) {
            // Fresh members each trial, so every credit is a first one, worth its full points.
            const scene = await openProjectWithPendingRequest();
            const { owner, member: requester, project, requestId } = scene;
            const [completed, accepted] = await Promise.all([
              completeProject(owner, project._id, [requester]),
              acceptJoinRequest(owner, project._id, requestId),
            ]);
            report.score(completed, accepted, 200);
            for (const problemFound of await findUnsettledProjectTeam(scene, accepted)) report.fail(problemFound);
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      /**
       * After a completion raced an accept: the project is completed, and the requester is on its team exactly when
       * the accept succeeded, acknowledged by the completion with the +10 of a member; a refused accept changed
       * nothing and left the request pending.
       */
      async function findUnsettledProjectTeam(
        { owner, member: requester, project, requestId }: ProjectSceneWithRequest,
        accepted: Response,
      ): Promise<string[]> {
        const found: string[] = [];
        const detail = await projectAs(owner, project._id);
        if (detail.status !== 'Completed') found.push(`the project is ${detail.status}, not Completed`);
        const onTeam = isOnProjectTeam(detail, requester);
        if (detail.teamSize !== (onTeam ? 2 : 1)) found.push(`the team has ${detail.teamSize} people`);
        const score = await reputationOf(requester);
        if (onTeam && score !== REPUTATION_FOR_COLLABORATOR) {
          found.push(`the requester joined the completed project's team but has ${score} reputation, not +10`);
        }
        if (!onTeam && score !== 0) found.push(`the requester is not on the team but has ${score} reputation`);
        if (accepted.statusCode === 200 && !onTeam) {
          found.push('the accept answered 200 but the requester is not on the team');
        }
        if (accepted.statusCode !== 200) {
          if (onTeam) found.push(describeResponse('the requester is on the team although accept answered', accepted));
          const request = (await sentJoinRequestsOf(requester)).find((sent) => sent._id === requestId);
          if (request?.status !== 'Pending') found.push(`a refused accept left the request ${request?.status}`);
        }
        const ownerScore = await reputationOf(owner);
        if (ownerScore !== REPUTATION_FOR_COMPLETER) found.push(`the owner has ${ownerScore} reputation, not +15`);
        return found;
      }

      it(
        'deleting a project while a member moves a task on its board',
        async () => {
          const report = newReport('DELETE /api/projects/:id vs PUT /api/projects/:id/tasks/:taskId', [
            'delete',
            'task update',
          ]);
          for (let trial = 0; trial < TRIALS; trial += 1) {
            await raceProjectDelete(report, openProjectTeamWithTask, {
              send: ({ member, project, taskId }) => moveTask(member, project._id, taskId),
              success: 200,
            });
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'deleting a project while a member sends a chat message',
        async () => {
          const report = newReport('DELETE /api/projects/:id vs POST /api/projects/:id/messages', [
            'delete',
            'message',
          ]);
          for (let trial = 0; trial < TRIALS; trial += 1) {
            await raceProjectDelete(report, openProjectTeamWithTask, {
              send: ({ member, project }) => sendChatMessage(member, project._id),
              success: 201,
            });
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'a double click on join: one request is made, the second click is told it is pending',
        async () => {
          const report = newReport(
            'POST /api/projects/:id/join ×2 by the same member',
            ['join 1', 'join 2'],
            'one winner',
          );
          for (let trial = 0; trial < TRIALS; trial += 1) {
            const [owner, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
            const project = await postProject(t.app, owner);
            const [first, second] = await Promise.all([
              joinProject(member, project._id),
              joinProject(member, project._id),
            ]);
            report.scoreOneWinner(first, second, 201, { status: 409, code: 'joinRequestPending' });
            const sent = (await sentJoinRequestsOf(member)).filter((request) => request.project._id === project._id);
            if (sent.length !== 1 || sent[0]?.status !== 'Pending') {
              report.fail(`the member has ${sent.length} request(s) for the project: ${sent.map((r) => r.status)}`);
            }
            const waiting = (await projectAs(owner, project._id)).joinRequests;
            if (waiting.length !== 1) report.fail(`the owner sees ${waiting.length} pending request(s), not 1`);
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      // ---- Lined up behind the test's own lock on the project row ----

      const holdLockOf = (project: ProjectDetail) => (databaseUrl: string) =>
        holdProjectRowLock(databaseUrl, project._id);

      it('a project completion queued before an accept wins: the accept is refused, the team stays as it was', async () => {
        const { owner, member: requester, project, requestId } = await openProjectWithPendingRequest();
        const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
          holdLockOf(project),
          () => completeProject(owner, project._id, [requester]),
          () => acceptJoinRequest(owner, project._id, requestId),
        );
        expect(firstQueued, 'the completion should wait for the project row lock').toBe(true);
        expect(firstResponse.statusCode, firstResponse.body).toBe(200);
        expect(secondResponse.statusCode, secondResponse.body).toBe(409);
        expect(secondResponse.json()).toEqual({ message: MESSAGES.projectClosed, code: 'projectClosed' });
        const detail = await projectAs(owner, project._id);
        expect(detail.status).toBe('Completed');
        expect(detail.teamSize).toBe(1);
        expect(isOnProjectTeam(detail, requester)).toBe(false);
        expect(detail.joinRequests.map((request) => request._id)).toEqual([requestId]);
        expect(await reputationOf(requester)).toBe(0);
        expect(await reputationOf(owner)).toBe(REPUTATION_FOR_COMPLETER);
      });

      it('an accept queued before a project completion wins: the requester joins and is credited', async () => {
        const { owner, member: requester, project, requestId } = await openProjectWithPendingRequest();
        const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
          holdLockOf(project),
          () => acceptJoinRequest(owner, project._id, requestId),
          () => completeProject(owner, project._id, [requester]),
        );
        expect(firstQueued, 'the accept should wait for the project row lock').toBe(true);
        expect(firstResponse.statusCode, firstResponse.body).toBe(200);
        expect(firstResponse.json<JoinRequest>().status).toBe('Accepted');
        expect(secondResponse.statusCode, secondResponse.body).toBe(200);
        const detail = secondResponse.json<ProjectDetail>();
        expect(detail.status).toBe('Completed');
        expect(detail.teamSize).toBe(2);
        expect(isOnProjectTeam(detail, requester)).toBe(true);
        expect(await reputationOf(requester)).toBe(REPUTATION_FOR_COLLABORATOR);
        expect(await reputationOf(owner)).toBe(REPUTATION_FOR_COMPLETER);
      });
    });

    describe('challenges', () => {
      const [FIRST_PLACE, SECOND_PLACE] = CHALLENGE_PLACE_POINTS;

      it(
        'many members join a challenge at once: each gets in once, one after another',
        async () => {
          const joiners = 8;
          const host = await registerMember(t.app);
          const members = await Promise.all(Array.from({ length: joiners }, () => registerMember(t.app)));
          for (let trial = 0; trial < TRIALS; trial += 1) {
            const challenge = await hostChallenge(t.app, host);
            const answers = await Promise.all(members.map((member) => joinChallenge(member, challenge._id)));
            for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
            // Each join counts the participants with itself, behind the joins before it: 1, 2, … each once.
            const counts = answers.map((answer) => answer.json<ChallengeDetail>().participants).sort((a, b) => a - b);
            expect(counts).toEqual(Array.from({ length: joiners }, (_, index) => index + 1));
            expect(answers.every((answer) => answer.json<ChallengeDetail>().viewer.hasJoined)).toBe(true);
            expect((await challengeAs(host, challenge._id))?.participants).toBe(joiners);
          }
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'a double click on join: the member joins once, the second click is told they already have',
        async () => {
          const report = newReport(
            'POST /api/challenges/:id/join ×2 by the same member',
            ['join 1', 'join 2'],
            'one winner',
          );
          const [host, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          for (let trial = 0; trial < TRIALS; trial += 1) {
            const challenge = await hostChallenge(t.app, host);
            const [first, second] = await Promise.all([
              joinChallenge(member, challenge._id),
              joinChallenge(member, challenge._id),
            ]);
            report.scoreOneWinner(first, second, 201, { status: 409, code: 'alreadyJoinedChallenge' });
            const participants = (await challengeAs(host, challenge._id))?.participants;
            if (participants !== 1) report.fail(`the challenge has ${participants} participant(s), not 1`);
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'deleting a challenge while a member joins it: one or the other, never both',
        async () => {
          const report = newReport(
            'DELETE /api/challenges/:id vs POST /api/challenges/:id/join',
            ['delete', 'join'],
            'one winner',
          );
          const [host, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          for (let trial = 0; trial < TRIALS; trial += 1) {
            const challenge = await hostChallenge(t.app, host);
            const [deleted, joined] = await Promise.all([
              deleteChallenge(host, challenge._id),
              joinChallenge(member, challenge._id),
            ]);
            report.scoreEitherWinner(
              deleted,
              joined,
              { success: 200, refusal: { status: 409, code: 'challengeLocked' } },
              { success: 201, refusal: { status: 404, code: 'challengeNotFound' } },
            );
            const after = await challengeAs(member, challenge._id);
            if (deleted.statusCode === 200 && after) report.fail('the deleted challenge is still there');
            if (joined.statusCode === 201 && (after?.participants !== 1 || !after.viewer.hasJoined)) {
              report.fail(`the join answered 201, but the challenge has ${after?.participants} participant(s)`);
            }
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'moving the start of a challenge to tomorrow while a member joins it: one or the other, never both',
        async () => {
          // 11:30 in India: tomorrow stays tomorrow through every trial, whatever the time of day.
          t.advanceClockToNext(6, 0);
          const report = newReport(
            'PUT /api/challenges/:id (start tomorrow) vs POST /api/challenges/:id/join',
            ['edit', 'join'],
            'one winner',
          );
          const [host, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          for (let trial = 0; trial < TRIALS; trial += 1) {
            const challenge = await hostChallenge(t.app, host);
            const tomorrow = indiaDay(t.app, 1);
            const [edited, joined] = await Promise.all([
              editChallenge(host, challenge._id, { startDate: tomorrow }),
              joinChallenge(member, challenge._id),
            ]);
            report.scoreEitherWinner(
              edited,
              joined,
              { success: 200, refusal: { status: 409, code: 'challengeLocked' } },
              { success: 201, refusal: { status: 409, code: 'challengeNotStarted' } },
            );
            const after = await challengeAs(host, challenge._id);
            const seen = `${after?.startDate} ${after?.status} with ${after?.participants} participant(s)`;
            const expected =
              edited.statusCode === 200
                ? `${tomorrow} Upcoming with 0 participant(s)`
                : `${challenge.startDate} Active with 1 participant(s)`;
            if (seen !== expected) report.fail(`the challenge is ${seen}, not ${expected}`);
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'publishing the results twice at once: they come out once, and the winner is credited once',
        async () => {
          const report = newReport('POST /api/challenges/:id/results ×2', ['publish 1', 'publish 2'], 'one winner');
          for (const { host, challenge, entrants, submissionIds } of await openJudgingScenes(TRIALS, 1)) {
            const [winner] = entrants;
            const [submissionId] = submissionIds;
            if (!winner || !submissionId) throw new Error('the scene has no entry');
            await scoreAll(host, challenge._id, [[submissionId, [8, 8, 8]]]);
            const [first, second] = await Promise.all([
              publishResults(host, challenge._id),
              publishResults(host, challenge._id),
            ]);
            report.scoreOneWinner(first, second, 200, { status: 409, code: 'resultsAlreadyPublished' });
            const history = await reputationHistoryOf(winner);
            const awards = history.events.map((event) => `${event.points} for ${event.reason}`);
            if (history.score !== FIRST_PLACE || awards.length !== 1) {
              report.fail(`the winner has ${history.score} reputation from ${awards.join(', ') || 'no award'}`);
            }
            const results = await challengeAs(undefined, challenge._id);
            if (results?.leaderboard.length !== 1 || !results.leaderboard[0]?.isWinner) {
              report.fail(`the leaderboard reads ${standingsOf(results).join('; ')}`);
            }
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'publishing while the host re-scores an entry: places and awards follow the scores they came out with',
        async () => {
          const report = newReport(
            'POST /api/challenges/:id/results vs PUT /api/challenges/:id/submissions/:submissionId/score (again)',
            ['publish', 're-score'],
          );
          for (const { host, challenge, entrants, submissionIds } of await openJudgingScenes(TRIALS, 2)) {
            const [leader, runnerUp] = entrants;
            const [leaderEntry, runnerUpEntry] = submissionIds;
            if (!leader || !runnerUp || !leaderEntry || !runnerUpEntry) throw new Error('the scene has no entries');
            await scoreAll(host, challenge._id, [
              [leaderEntry, [5, 5, 5]],
              [runnerUpEntry, [3, 3, 3]],
            ]);
            // The new score would turn the places round.
            const [published, rescored] = await Promise.all([
              publishResults(host, challenge._id),
              scoreSubmission(host, challenge._id, runnerUpEntry, [10, 10, 10]),
            ]);
            report.score(published, rescored, 200);
            if (rescored.statusCode !== 200 && codeOf(rescored) !== 'resultsAlreadyPublished') {
              report.fail(describeResponse('the re-score was refused', rescored));
            }
            const [first, second] = rescored.statusCode === 200 ? [runnerUp, leader] : [leader, runnerUp];
            const results = await challengeAs(undefined, challenge._id);
            const places = results?.leaderboard.map((entry) => `${entry.user._id} ${entry.rank}`).join(', ');
            if (places !== `${first.user.id} 1, ${second.user.id} 2`) {
              report.fail(`the leaderboard reads ${standingsOf(results).join('; ')}`);
            }
            for (const [member, points] of [
              [first, FIRST_PLACE],
              [second, SECOND_PLACE],
            ] as const) {
              const { score } = await reputationHistoryOf(member);
              if (score !== points) report.fail(`a member who earned ${points} points has ${score} reputation`);
            }
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'scoring the last entry while publishing: the results come out only once every entry is scored',
        async () => {
          const report = newReport(
            'PUT /api/challenges/:id/submissions/:submissionId/score (the last one) vs POST /api/challenges/:id/results',
            ['score', 'publish'],
          );
          for (const { host, challenge, entrants, submissionIds } of await openJudgingScenes(TRIALS, 2)) {
            const [scoredEntry, lastEntry] = submissionIds;
            if (!scoredEntry || !lastEntry) throw new Error('the scene has no entries');
            await scoreAll(host, challenge._id, [[scoredEntry, [5, 5, 5]]]);
            const [scored, published] = await Promise.all([
              scoreSubmission(host, challenge._id, lastEntry, [4, 4, 4]),
              publishResults(host, challenge._id),
            ]);
            report.score(scored, published, 200);
            const isPublished = published.statusCode === 200;
            if (!isPublished && codeOf(published) !== 'unscoredSubmissions') {
              report.fail(describeResponse('the publish was refused', published));
            }
            const page = await challengeAs(host, challenge._id);
            if (page?.resultsPublished !== isPublished) {
              report.fail(
                `the publish answered ${published.statusCode}, yet resultsPublished is ${page?.resultsPublished}`,
              );
            }
            const totals = page?.submissionsToJudge.map((entry) => entry.totalScore).join(', ');
            if (totals !== '15, 12') report.fail(`the entries were scored ${totals}, not 15, 12`);
            const earned = (await Promise.all(entrants.map(reputationHistoryOf))).map((history) => history.score);
            const owed = isPublished ? [FIRST_PLACE, SECOND_PLACE] : [0, 0];
            if (earned.join() !== owed.join()) report.fail(`the entrants have ${earned.join(' and ')} reputation`);
          }
          expect(report.failures).toEqual([]);
        },
        RACE_TIMEOUT_MS,
      );

      // ---- Lined up behind the test's own lock on the challenge row ----

      const holdLockOf = (challenge: ChallengeDetail) => (databaseUrl: string) =>
        holdChallengeRowLock(databaseUrl, challenge._id);

      it('a delete queued before a join wins: the join finds no challenge', async () => {
        const { host, member, challenge } = await openChallenge();
        const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
          holdLockOf(challenge),
          () => deleteChallenge(host, challenge._id),
          () => joinChallenge(member, challenge._id),
        );
        expect(firstQueued, 'the delete should wait for the challenge row lock').toBe(true);
        expect(firstResponse.statusCode, firstResponse.body).toBe(200);
        expect(secondResponse.statusCode, secondResponse.body).toBe(404);
        expect(secondResponse.json()).toEqual({ message: MESSAGES.challengeNotFound, code: 'challengeNotFound' });
        expect(await challengeAs(member, challenge._id)).toBeNull();
      });

      it('a join queued before a delete wins: the delete is refused and the member stays in', async () => {
        const { host, member, challenge } = await openChallenge();
        const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
          holdLockOf(challenge),
          () => joinChallenge(member, challenge._id),
          () => deleteChallenge(host, challenge._id),
        );
        expect(firstQueued, 'the join should wait for the challenge row lock').toBe(true);
        expect(firstResponse.statusCode, firstResponse.body).toBe(201);
        expect(secondResponse.statusCode, secondResponse.body).toBe(409);
        expect(secondResponse.json()).toEqual({ message: MESSAGES.challengeLocked, code: 'challengeLocked' });
        expect(await challengeAs(member, challenge._id)).toMatchObject({
          participants: 1,
          viewer: { hasJoined: true },
        });
      });

      it('a publish queued before a re-score wins: the score is refused, the results keep the one they came out with', async () => {
        const [scene] = await openJudgingScenes(1, 1);
        const [winner] = scene?.entrants ?? [];
        const [submissionId] = scene?.submissionIds ?? [];
        if (!scene || !winner || !submissionId) throw new Error('the scene has no entry');
        const { host, challenge } = scene;
        await scoreAll(host, challenge._id, [[submissionId, [6, 6, 6]]]);
        const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
          holdLockOf(challenge),
          () => publishResults(host, challenge._id),
          () => scoreSubmission(host, challenge._id, submissionId, [9, 9, 9]),
        );
        expect(firstQueued, 'the publish should wait for the challenge row lock').toBe(true);
        expect(firstResponse.statusCode, firstResponse.body).toBe(200);
        expect(secondResponse.statusCode, secondResponse.body).toBe(409);
        expect(secondResponse.json()).toEqual({
          message: MESSAGES.resultsAlreadyPublished,
          code: 'resultsAlreadyPublished',
        });
        const results = await challengeAs(undefined, challenge._id);
        expect(results?.leaderboard.map((entry) => [entry.user._id, entry.totalScore, entry.rank])).toEqual([
          [winner.user.id, 18, 1],
        ]);
        expect((await reputationHistoryOf(winner)).score).toBe(FIRST_PLACE);
      });
    });

    describe('profiles and accounts', () => {
      const eraseAccount = (member: TestMember) =>
        t.request('DELETE', '/api/users/me', { as: member, payload: { password: member.password } });
      const like = (member: TestMember, ownerId: string, itemId: string) =>
        t.request('PUT', `/api/users/${ownerId}/portfolio/${itemId}/like`, { as: member });
      const addPortfolioItem = (member: TestMember, title: string) =>
        t.request('POST', '/api/users/me/portfolio', { as: member, payload: { title, description: 'Built it.' } });

      it(
        'a member erases their account while the owner accepts their join request: one order or the other, never both halves',
        async () => {
          for (let trial = 0; trial < TRIALS; trial += 1) {
            const { owner, member, project, requestId } = await openProjectWithPendingRequest();
            const [erased, accepted] = await Promise.all([
              eraseAccount(member),
              acceptJoinRequest(owner, project._id, requestId),
            ]);
            expect(erased.statusCode, erased.body).toBe(204);
            expect([200, 409], accepted.body).toContain(accepted.statusCode);
            const detail = await projectAs(owner, project._id);
            const onTeam = detail.members.filter((place) => place.user.id === member.user.id);
            if (accepted.statusCode === 200) {
              // Accepted first: the place stays, under the erased name; no request waits.
              expect(onTeam.map((place) => place.user.name)).toEqual([DELETED_MEMBER_NAME]);
            } else {
              expect(onTeam).toEqual([]);
            }
            expect(detail.joinRequests.filter((request) => request.status === 'Pending')).toEqual([]);
          }
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'a member likes a portfolio project twice at once: it counts once',
        async () => {
          for (let trial = 0; trial < TRIALS; trial += 1) {
            const [owner, fan] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
            const item = (await addPortfolioItem(owner, 'Mandi prices')).json<{ _id: string }>();
            const likes = await Promise.all([like(fan, owner.user.id, item._id), like(fan, owner.user.id, item._id)]);
            for (const response of likes) expect(response.statusCode, response.body).toBe(200);
            const profile = await t.request('GET', `/api/users/${owner.user.id}`, { as: fan });
            expect(profile.json().portfolio[0]).toMatchObject({ likes: 1, isLiked: true });
          }
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'two portfolio projects added at once for the last place: one is added, the other refused',
        async () => {
          const member = await registerMember(t.app);
          for (let n = 1; n < PORTFOLIO_ITEMS_MAX; n += 1) {
            expect((await addPortfolioItem(member, `Project ${n}`)).statusCode).toBe(201);
          }
          const answers = await Promise.all([addPortfolioItem(member, 'Last A'), addPortfolioItem(member, 'Last B')]);
          expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
          const refused = answers.find((answer) => answer.statusCode === 409);
          expect(codeOf(refused as Response)).toBe('tooManyPortfolioItems');
          const profile = await t.request('GET', `/api/users/${member.user.id}`);
          expect(profile.json().portfolio).toHaveLength(PORTFOLIO_ITEMS_MAX);
        },
        RACE_TIMEOUT_MS,
      );
    });
  },
);

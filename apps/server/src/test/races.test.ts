import {
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
} from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { askToJoin, postProblem, postProject, registerMember, type TestMember } from './builders.ts';
import { holdProblemRowLock, holdProjectRowLock, type RowLock, type Tracked, track } from './row-lock.ts';
import { type TestAppHandle, useTestApp } from './test-app.ts';

/**
 * Two writers of the same problem or project fired at the same moment, many times over, and races lined up
 * deterministically behind a row lock the test holds. Every writer of a problem or project should lock its row
 * first, so the loser of each race waits, then finds the problem or project gone or changed and answers a clean 4xx.
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
 * the two sides want the same thing (the last place on a team, one pending request), so exactly one succeeds.
 */
type RaceRule = 'first always succeeds' | 'one winner';

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
  scoreOneWinner(first: Response, second: Response, success: number, refusal: { status: number; code: MessageCode }) {
    if (this.rule !== 'one winner') throw new Error(`${this.title}: scoreOneWinner is for 'one winner'`);
    const both = this.count(first, second);
    const refused = (response: Response) => response.statusCode === refusal.status && codeOf(response) === refusal.code;
    if (first.statusCode >= 500 || second.statusCode >= 500) this.fail(`a server error:\n    ${both}`);
    else if (first.statusCode === success && refused(second)) this.wins[0] += 1;
    else if (second.statusCode === success && refused(first)) this.wins[1] += 1;
    else this.fail(`not one ${success} and one ${refusal.status} ${refusal.code}:\n    ${both}`);
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
  'races between writers of one problem or project (PostgreSQL)',
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

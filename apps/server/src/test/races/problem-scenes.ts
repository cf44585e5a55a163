import type {
  CollaborationList,
  CollaborationRequest,
  CollaborationRequestList,
  ProblemDetail,
} from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { postProblem, registerMember, type TestMember } from '../builders.ts';
import { describeResponse, type RaceReport } from './race-report.ts';
import { scoreDeleteRace, t } from './race-suite.ts';

// ---- The API, as the members use it ----

export const deleteProblem = (author: TestMember, problemId: string) =>
  t.request('DELETE', `/api/problems/${problemId}`, { as: author });
export const support = (member: TestMember, problemId: string) =>
  t.request('POST', `/api/problems/${problemId}/support`, { as: member });
export const collaborate = (member: TestMember, problemId: string) =>
  t.request('POST', `/api/problems/${problemId}/collaborate`, {
    as: member,
    payload: { message: 'I would like to help', proposedRole: 'Developer' },
  });
/** Reading a problem counts a view: a write that locks the problem row (in key-share mode). */
export const viewAnonymously = (problemId: string) => t.request('GET', `/api/problems/${problemId}`);
export const accept = (author: TestMember, requestId: string) =>
  t.request('PUT', `/api/collaboration-requests/${requestId}/respond`, {
    as: author,
    payload: { status: 'accepted' },
  });
export const complete = (author: TestMember, problemId: string, acknowledged: TestMember[]) =>
  t.request('PUT', `/api/problems/${problemId}/complete`, {
    as: author,
    payload: { acknowledgedCollaborators: acknowledged.map((member) => member.user.id) },
  });

/** The first page is enough: every trial uses fresh members, whose lists are short. */
export async function sentRequestsOf(member: TestMember): Promise<CollaborationRequest[]> {
  const response = await t.request('GET', '/api/collaboration-requests/sent', { as: member });
  return response.json<CollaborationRequestList>().requests;
}

export async function collaborationsOf(member: TestMember) {
  const response = await t.request('GET', `/api/users/${member.user.id}/collaborations`);
  return response.json<CollaborationList>().collaborations;
}

export const isOnTeam = (problem: ProblemDetail, member: TestMember) =>
  problem.collaborators.some((collaborator) => collaborator.user.id === member.user.id);

// ---- The scene of one trial ----

export type Scene = { author: TestMember; member: TestMember; problem: ProblemDetail };
export type SceneWithRequest = Scene & { requestId: string };

/** A fresh author with a fresh problem, and a fresh member who has not touched it yet. */
export async function openProblem(): Promise<Scene> {
  const [author, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
  return { author, member, problem: await postProblem(t.app, author) };
}

/** As openProblem, and the member has asked to join the team: their request waits for the author. */
export async function openProblemWithPendingRequest(): Promise<SceneWithRequest> {
  const scene = await openProblem();
  const asked = await collaborate(scene.member, scene.problem._id);
  if (asked.statusCode !== 201) throw new Error(`collaborate failed: ${asked.statusCode} ${asked.body}`);
  return { ...scene, requestId: asked.json<CollaborationRequest>()._id };
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
export async function raceDelete<S extends Scene>(
  report: RaceReport,
  setUp: () => Promise<S>,
  other: { send: (scene: S) => Promise<Response>; success: number },
) {
  const scene = await setUp();
  // Both start before either is awaited.
  const requests = [deleteProblem(scene.author, scene.problem._id), other.send(scene)] as [
    Promise<Response>,
    Promise<Response>,
  ];
  await scoreDeleteRace(report, requests, other.success, () => findTracesOfDeletedProblem(scene));
}

import type {
  CreateProjectInput,
  JoinRequest,
  JoinRequestList,
  ProjectDetail,
  ProjectList,
  ProjectMembershipList,
} from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { askToJoin, postProject, registerMember, type TestMember } from '../builders.ts';
import { describeResponse, type RaceReport } from './race-report.ts';
import { scoreDeleteRace, t } from './race-suite.ts';

// ---- The API of a Build Room, as its team uses it ----

export const deleteProject = (owner: TestMember, projectId: string) =>
  t.request('DELETE', `/api/projects/${projectId}`, { as: owner });
export const joinProject = (member: TestMember, projectId: string) =>
  t.request('POST', `/api/projects/${projectId}/join`, {
    as: member,
    payload: { message: 'I can help with the front end', skills: ['React'] },
  });
export const acceptJoinRequest = (owner: TestMember, projectId: string, requestId: string) =>
  t.request('PUT', `/api/projects/${projectId}/join-requests/${requestId}`, {
    as: owner,
    payload: { action: 'accept' },
  });
export const completeProject = (owner: TestMember, projectId: string, acknowledged: TestMember[]) =>
  t.request('PUT', `/api/projects/${projectId}/complete`, {
    as: owner,
    payload: { acknowledgedCollaborators: acknowledged.map((member) => member.user.id) },
  });
export const moveTask = (member: TestMember, projectId: string, taskId: string) =>
  t.request('PUT', `/api/projects/${projectId}/tasks/${taskId}`, { as: member, payload: { status: 'In Progress' } });
export const sendChatMessage = (member: TestMember, projectId: string) =>
  t.request('POST', `/api/projects/${projectId}/messages`, {
    as: member,
    payload: { content: 'The price card is ready for review' },
  });

export async function projectAs(viewer: TestMember, projectId: string): Promise<ProjectDetail> {
  const response = await t.request('GET', `/api/projects/${projectId}`, { as: viewer });
  if (response.statusCode !== 200) throw new Error(describeResponse('GET the project', response));
  return response.json<ProjectDetail>();
}

/** First pages again: every trial uses fresh members. */
export async function sentJoinRequestsOf(member: TestMember): Promise<JoinRequest[]> {
  const response = await t.request('GET', '/api/projects/join-requests/sent', { as: member });
  return response.json<JoinRequestList>().requests;
}

export async function receivedJoinRequestsOf(owner: TestMember): Promise<JoinRequest[]> {
  const response = await t.request('GET', '/api/projects/join-requests/received', { as: owner });
  return response.json<JoinRequestList>().requests;
}

export async function ownedProjectsOf(owner: TestMember) {
  const response = await t.request('GET', '/api/projects/user/owned', { as: owner });
  return response.json<ProjectList>().projects;
}

export async function joinedProjectsOf(member: TestMember) {
  const response = await t.request('GET', '/api/projects/user/joined', { as: member });
  return response.json<ProjectMembershipList>().projects;
}

export const isOnProjectTeam = (project: ProjectDetail, member: TestMember) =>
  project.members.some((teamMember) => teamMember.user.id === member.user.id);

// ---- The scene of one project trial ----

export type ProjectScene = { owner: TestMember; member: TestMember; project: ProjectDetail };
export type ProjectSceneWithRequest = ProjectScene & { requestId: string };
export type ProjectTeamScene = ProjectScene & { taskId: string };

/** A fresh owner with a fresh project, and a fresh member whose request to join it waits for the owner. */
export async function openProjectWithPendingRequest(
  overrides: Partial<CreateProjectInput> = {},
): Promise<ProjectSceneWithRequest> {
  const [owner, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
  const project = await postProject(t.app, owner, overrides);
  const request = await askToJoin(t.app, member, project._id);
  return { owner, member, project, requestId: request._id };
}

/** As openProjectWithPendingRequest, and the owner accepted the member and put a task on the board for them. */
export async function openProjectTeamWithTask(): Promise<ProjectTeamScene> {
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
export async function raceProjectDelete<S extends ProjectScene>(
  report: RaceReport,
  setUp: () => Promise<S>,
  other: { send: (scene: S) => Promise<Response>; success: number },
) {
  const scene = await setUp();
  const requests = [deleteProject(scene.owner, scene.project._id), other.send(scene)] as [
    Promise<Response>,
    Promise<Response>,
  ];
  await scoreDeleteRace(report, requests, other.success, () => findTracesOfDeletedProject(scene));
}

import type {
  JoinRequest,
  Milestone,
  ProjectDetail,
  ProjectMember,
  ProjectProgress,
  ProjectSummary,
  Removal,
  Task,
} from '@skillsync/shared';
import { presentUserSummary, type UserSummaryRow } from '../users/index.ts';
import type { JoinRequestParts } from './project-requests.repository.ts';
import type { TaskWithAssignee } from './project-work.repository.ts';
import type { MemberRow, MilestoneRow, ProjectDetailColumns } from './projects.repository.ts';

export type TeamMemberRow = Omit<MemberRow, 'projectId'>;

export type ProjectSummaryRow = {
  project: ProjectDetailColumns;
  owner: UserSummaryRow;
  teamSize: number;
  members: TeamMemberRow[];
};

export type ProjectDetailParts = {
  project: ProjectDetailColumns;
  owner: UserSummaryRow & { bio: string | null };
  members: TeamMemberRow[];
  tasks: TaskWithAssignee[];
  milestones: MilestoneRow[];
  joinRequests: JoinRequestParts[];
  /** Who reads the page (null for a visitor): an invitation by e-mail shows its invitee only to them. */
  viewerId: string | null;
  viewer: ProjectDetail['viewer'];
  removal: Removal | null;
};

export function presentMember(row: TeamMemberRow): ProjectMember {
  return { user: presentUserSummary(row), role: row.role, joinedAt: row.joinedAt.toISOString(), skills: row.skills };
}

export function presentProjectSummary(row: ProjectSummaryRow): ProjectSummary {
  const { project } = row;
  return {
    _id: project.id,
    title: project.title,
    description: project.description,
    category: project.category,
    difficulty: project.difficulty,
    status: project.status,
    skillsNeeded: project.skillsNeeded,
    tags: project.tags,
    duration: project.duration,
    visibility: project.visibility,
    maxMembers: project.maxMembers,
    teamSize: row.teamSize,
    owner: presentUserSummary(row.owner),
    members: row.members.map(presentMember),
    createdAt: project.createdAt.toISOString(),
  };
}

export function presentTask({ task, assignee }: TaskWithAssignee): Task {
  return {
    _id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    assignedTo: assignee ? presentUserSummary(assignee) : null,
    dueDate: task.dueDate,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

export function presentMilestone(row: MilestoneRow): Milestone {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A request or invitation as `viewerId` sees it. An invitation by e-mail shows its invitee only to the invitee:
 * its owner sees the address they typed, never whether or as whom it is registered.
 */
export function presentJoinRequest(row: JoinRequestParts, viewerId: string | null): JoinRequest {
  const { request } = row;
  const isShown = row.user !== null && (request.inviteeEmail === null || request.userId === viewerId);
  return {
    _id: request.id,
    kind: request.kind,
    status: request.status,
    user: isShown && row.user ? { _id: row.user.id, name: row.user.name, avatar: row.user.avatar } : null,
    inviteeEmail: request.inviteeEmail,
    project: { _id: row.project.id, title: row.project.title, owner: { _id: row.owner.id, name: row.owner.name } },
    message: request.message,
    skills: request.skills,
    createdAt: request.createdAt.toISOString(),
    respondedAt: request.respondedAt?.toISOString() ?? null,
  };
}

/**
 * Done tasks and reached milestones out of all of them, whatever the status: completing a project with work still
 * open leaves that work open, and the progress says so.
 */
function progressOf(tasks: TaskWithAssignee[], milestones: MilestoneRow[]): ProjectProgress {
  const tasksDone = tasks.filter(({ task }) => task.status === 'Done').length;
  const milestonesDone = milestones.filter((milestone) => milestone.completed).length;
  const total = tasks.length + milestones.length;
  const percent = total === 0 ? 0 : Math.floor(((tasksDone + milestonesDone) * 100) / total);
  return { tasksDone, tasksTotal: tasks.length, milestonesDone, milestonesTotal: milestones.length, percent };
}

export function presentProjectDetail(parts: ProjectDetailParts): ProjectDetail {
  const { project, owner, members, tasks, milestones } = parts;
  return {
    ...presentProjectSummary({ project, owner, members, teamSize: members.length + 1 }),
    owner: { ...presentUserSummary(owner), bio: owner.bio },
    startDate: project.startDate,
    endDate: project.endDate,
    repository: { url: project.repositoryUrl, platform: project.repositoryPlatform },
    demoUrl: project.demoUrl,
    goals: project.goals,
    requirements: project.requirements,
    tasks: tasks.map(presentTask),
    milestones: milestones.map(presentMilestone),
    progress: progressOf(tasks, milestones),
    joinRequests: parts.joinRequests.map((row) => presentJoinRequest(row, parts.viewerId)),
    completionNotes: project.completionNotes,
    completedAt: project.completedAt?.toISOString() ?? null,
    updatedAt: project.updatedAt.toISOString(),
    viewer: parts.viewer,
    removal: parts.removal,
  };
}

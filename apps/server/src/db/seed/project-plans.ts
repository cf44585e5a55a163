import {
  DIFFICULTIES,
  type JoinRequestKind,
  PROJECT_CATEGORIES,
  PROJECT_DURATIONS,
  type ProjectCategory,
  type Status,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskStatus,
  type Visibility,
} from '@skillsync/shared';
import { between, type Community, DAY_MS, type MemberPlan, memberAt, pickActiveMember } from './community.ts';
import { planRequests, type RequestPlan } from './problem-plans.ts';
import { int, pick, pickSome, weighted } from './random.ts';
import { MILESTONES, PROJECT_TOPICS, TASK_TITLES, type Topic } from './topics.ts';

export type JoinPlan = RequestPlan & { kind: JoinRequestKind };

export type ProjectPlan = {
  index: number;
  id: string;
  owner: MemberPlan;
  category: ProjectCategory;
  topic: Topic;
  createdAt: number;
  status: Status;
  completedAt: number | null;
  visibility: Visibility;
  /** Counts the owner. */
  maxMembers: number;
  members: (JoinPlan & { joinedAt: number })[];
  rejected: JoinPlan[];
  pending: JoinPlan[];
};

export const projectCount = (members: number) => Math.max(1, Math.round(members * 0.15));

const PROJECT_STATUSES = [
  ['Planning', 22],
  ['Active', 45],
  ['On Hold', 8],
  ['Completed', 20],
  ['Cancelled', 5],
] as const satisfies readonly (readonly [Status, number])[];

export function planProject(community: Community, index: number): ProjectPlan {
  const random = community.source.random('project', index);
  const { base } = community;
  const owner = memberAt(community, pickActiveMember(random, community.members.length));
  const category = PROJECT_CATEGORIES[index % PROJECT_CATEGORIES.length] ?? 'Other';
  const createdAt = between(random, owner.createdAt, base);
  let status: Status = weighted(random, PROJECT_STATUSES);
  if (status === 'Completed' && createdAt + 7 * DAY_MS > base) status = 'Active';
  const completedAt = status === 'Completed' ? between(random, createdAt + 5 * DAY_MS, base) : null;
  const visibility: Visibility = random() < 0.15 ? 'Private' : 'Public';
  const maxMembers = int(random, 2, 10);
  const teamSize = int(random, 0, maxMembers - 1);
  const isOpen = (status === 'Planning' || status === 'Active') && teamSize < maxMembers - 1;
  const requests = planRequests(random, community, {
    owner,
    createdAt,
    end: completedAt ?? base,
    teamSize,
    isOpen,
  });
  // A private project grows only by the owner's invitations; a public one mostly by members asking.
  const kindOf = (): JoinRequestKind => (visibility === 'Private' || random() < 0.3 ? 'invitation' : 'request');
  return {
    index,
    id: community.source.uuid('project', index),
    owner,
    category,
    topic: pick(random, PROJECT_TOPICS[category]),
    createdAt,
    status,
    completedAt,
    visibility,
    maxMembers,
    members: requests.team.map((request) => ({ ...request, kind: kindOf() })),
    rejected: requests.rejected.map((request) => ({ ...request, kind: kindOf() })),
    pending: requests.pending.map((request) => ({ ...request, kind: kindOf() })),
  };
}

const dayOf = (moment: number) => new Date(moment).toISOString().slice(0, 10);

export function projectRow(community: Community, plan: ProjectPlan) {
  const random = community.source.random('project-row', plan.index);
  const { owner, topic } = plan;
  const hasRepository = random() < 0.6;
  return {
    id: plan.id,
    ownerId: owner.id,
    title: topic.title.replace('{city}', owner.city),
    description: topic.description.replace('{city}', owner.city),
    category: plan.category,
    difficulty: pick(random, DIFFICULTIES),
    status: plan.status,
    skillsNeeded: [...topic.skills],
    tags: [...topic.tags],
    maxMembers: plan.maxMembers,
    duration: pick(random, PROJECT_DURATIONS),
    visibility: plan.visibility,
    startDate: dayOf(plan.createdAt + int(random, 0, 14) * DAY_MS),
    endDate: random() < 0.6 ? dayOf(plan.createdAt + int(random, 30, 180) * DAY_MS) : null,
    repositoryUrl: hasRepository ? `https://github.com/${owner.handle}/${topic.tags[0] ?? 'project'}` : null,
    demoUrl: plan.status === 'Completed' && random() < 0.5 ? `https://${owner.handle}.github.io/demo` : null,
    goals: 'Ship a first version that real people in our city use every week.',
    requirements: 'A few hours a week, and the wish to talk to the people we build for.',
    completionNotes: plan.completedAt ? 'Launched with our pilot partners; thanks to everyone on the team.' : null,
    completedAt: plan.completedAt === null ? null : new Date(plan.completedAt),
    createdAt: new Date(plan.createdAt),
    updatedAt: new Date(plan.completedAt ?? between(random, plan.createdAt, community.base)),
  };
}

function taskStatusOf(projectStatus: Status, roll: number): TaskStatus {
  if (projectStatus === 'Completed') return 'Done';
  if (projectStatus === 'Planning') return roll < 0.85 ? 'Todo' : 'In Progress';
  return TASK_STATUSES[Math.floor(roll * TASK_STATUSES.length)] ?? 'Todo';
}

/** The board of a project: tasks assigned to people on its team (or nobody), created by its owner. */
export function projectTaskRows(community: Community, plan: ProjectPlan) {
  const random = community.source.random('project-tasks', plan.index);
  const team = [plan.owner, ...plan.members.map((member) => member.member)];
  const end = plan.completedAt ?? community.base;
  return pickSome(random, TASK_TITLES, int(random, 3, 10)).map((title, n) => {
    const createdAt = between(random, plan.createdAt, end);
    return {
      id: community.source.uuid('project-task', `${plan.index}:${n}`),
      projectId: plan.id,
      title,
      description: random() < 0.5 ? `Part of ${plan.topic.tags[0] ?? 'the project'}: see the shared notes.` : null,
      status: taskStatusOf(plan.status, random()),
      priority: pick(random, TASK_PRIORITIES),
      assigneeId: random() < 0.75 ? pick(random, team).id : null,
      dueDate: random() < 0.7 ? dayOf(createdAt + int(random, 3, 30) * DAY_MS) : null,
      createdBy: plan.owner.id,
      createdAt: new Date(createdAt),
      updatedAt: new Date(between(random, createdAt, end)),
    };
  });
}

export function projectMilestoneRows(community: Community, plan: ProjectPlan) {
  const random = community.source.random('project-milestones', plan.index);
  const end = plan.completedAt ?? community.base;
  const count = int(random, 2, 4);
  const done = plan.status === 'Completed' ? count : plan.status === 'Planning' ? 0 : int(random, 0, count - 1);
  return MILESTONES.slice(0, count).map((milestone, n) => {
    const completedAt = n < done ? between(random, plan.createdAt, end) : null;
    return {
      id: community.source.uuid('project-milestone', `${plan.index}:${n}`),
      projectId: plan.id,
      title: milestone.title,
      description: milestone.description,
      dueDate: dayOf(plan.createdAt + (n + 1) * int(random, 10, 30) * DAY_MS),
      completed: completedAt !== null,
      completedAt: completedAt === null ? null : new Date(completedAt),
      createdAt: new Date(plan.createdAt),
    };
  });
}

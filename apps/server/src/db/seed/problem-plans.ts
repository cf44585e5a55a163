import {
  DIFFICULTIES,
  ESTIMATED_TIMES,
  PROBLEM_CATEGORIES,
  PROJECT_TYPES,
  PROPOSED_ROLES,
  type ProblemCategory,
  type ProposedRole,
  type Status,
} from '@skillsync/shared';
import {
  between,
  type Community,
  DAY_MS,
  drawMembers,
  type MemberPlan,
  memberAt,
  pickActiveMember,
} from './community.ts';
import { int, pick, type Random, weighted } from './random.ts';
import { PROBLEM_TOPICS, type Topic } from './topics.ts';

/** Someone's request to join a team (a problem's or a project's), and how it ended. */
export type RequestPlan = { member: MemberPlan; requestedAt: number; respondedAt: number | null };
export type TeamMemberPlan = RequestPlan & { joinedAt: number; role: ProposedRole };

export type ProblemPlan = {
  index: number;
  id: string;
  author: MemberPlan;
  category: ProblemCategory;
  topic: Topic;
  createdAt: number;
  status: Status;
  completedAt: number | null;
  collaborators: TeamMemberPlan[];
  rejected: RequestPlan[];
  pending: RequestPlan[];
  supporters: { member: MemberPlan; at: number }[];
  /** The collaborators the author credited on completion. */
  acknowledged: MemberPlan[];
};

/** How many problems a community of this many members has. */
export const problemCount = (members: number) => Math.max(1, Math.round(members * 0.4));

const PROBLEM_STATUSES = [
  ['Active', 55],
  ['Planning', 12],
  ['On Hold', 8],
  ['Completed', 20],
  ['Cancelled', 5],
] as const satisfies readonly (readonly [Status, number])[];

const isOpen = (status: Status) => status === 'Active' || status === 'Planning' || status === 'On Hold';

/** The requests of one team: the accepted ones (the team), the rejected and the pending, from different members. */
export function planRequests(
  random: Random,
  community: Community,
  options: { owner: MemberPlan; createdAt: number; end: number; teamSize: number; isOpen: boolean },
) {
  const taken = new Set([options.owner.index]);
  const { createdAt, end } = options;
  const team = drawMembers(random, community, options.teamSize, taken, end).map((member) => {
    const from = Math.max(createdAt, member.createdAt);
    const joinedAt = between(random, from, end);
    return { member, requestedAt: between(random, from, joinedAt), respondedAt: joinedAt, joinedAt };
  });
  const rejected = drawMembers(random, community, random() < 0.3 ? int(random, 1, 2) : 0, taken, end).map((member) => {
    const requestedAt = between(random, Math.max(createdAt, member.createdAt), end);
    return { member, requestedAt, respondedAt: between(random, requestedAt, end) };
  });
  const pendingCount = options.isOpen && random() < 0.45 ? int(random, 1, 2) : 0;
  const pending = drawMembers(random, community, pendingCount, taken, community.base).map((member) => ({
    member,
    requestedAt: between(random, Math.max(createdAt, member.createdAt), community.base),
    respondedAt: null,
  }));
  return { team, rejected, pending };
}

/** The plan of problem `index`: recomputed the same by every table that needs it. */
export function planProblem(community: Community, index: number): ProblemPlan {
  const random = community.source.random('problem', index);
  const { base, members } = community;
  const author = memberAt(community, pickActiveMember(random, members.length));
  const category = PROBLEM_CATEGORIES[index % PROBLEM_CATEGORIES.length] ?? 'Other';
  const createdAt = between(random, author.createdAt, base);
  let status: Status = weighted(random, PROBLEM_STATUSES);
  // Completion needs time for a team to work on it.
  if (status === 'Completed' && createdAt + 3 * DAY_MS > base) status = 'Active';
  const completedAt = status === 'Completed' ? between(random, createdAt + 2 * DAY_MS, base) : null;
  const teamSize = weighted(random, [
    [0, 35],
    [1, 25],
    [2, 20],
    [3, 12],
    [4, 8],
  ] as const);
  const requests = planRequests(random, community, {
    owner: author,
    createdAt,
    end: completedAt ?? base,
    teamSize,
    isOpen: isOpen(status),
  });
  const collaborators = requests.team.map((request) => ({ ...request, role: pick(random, PROPOSED_ROLES) }));
  const supporterTaken = new Set([author.index]);
  const supporters = drawMembers(random, community, int(random, 0, 10), supporterTaken, base).map((member) => ({
    member,
    at: between(random, Math.max(createdAt, member.createdAt), base),
  }));
  return {
    index,
    id: community.source.uuid('problem', index),
    author,
    category,
    topic: pick(random, PROBLEM_TOPICS[category]),
    createdAt,
    status,
    completedAt,
    collaborators,
    rejected: requests.rejected,
    pending: requests.pending,
    supporters,
    acknowledged: collaborators.filter(() => random() < 0.9).map((collaborator) => collaborator.member),
  };
}

/** The problem's own row (the search columns are the database's). */
export function problemRow(community: Community, plan: ProblemPlan) {
  const random = community.source.random('problem-row', plan.index);
  const { author, topic } = plan;
  const updatedAt = plan.completedAt ?? between(random, plan.createdAt, community.base);
  return {
    id: plan.id,
    authorId: author.id,
    title: topic.title.replace('{city}', author.city),
    description: topic.description.replace('{city}', author.city),
    category: plan.category,
    difficulty: pick(random, DIFFICULTIES),
    skillsNeeded: [...topic.skills],
    estimatedTime: random() < 0.8 ? pick(random, ESTIMATED_TIMES) : null,
    tags: [...topic.tags, author.city.toLowerCase()],
    status: plan.status,
    githubRepo: random() < 0.3 ? `https://github.com/${author.handle}/${topic.tags[0] ?? 'project'}` : null,
    additionalResources: random() < 0.2 ? 'Field notes and photos from our survey are in the shared folder.' : null,
    projectType: random() < 0.7 ? pick(random, PROJECT_TYPES) : null,
    views: plan.supporters.length * int(random, 3, 12) + int(random, 0, 40),
    supportersCount: plan.supporters.length,
    completionNotes: plan.completedAt
      ? 'Piloted with local partners; the code and the findings are shared openly.'
      : null,
    completedAt: plan.completedAt === null ? null : new Date(plan.completedAt),
    createdAt: new Date(plan.createdAt),
    updatedAt: new Date(updatedAt),
  };
}

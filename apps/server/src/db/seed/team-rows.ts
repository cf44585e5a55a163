import { PROPOSED_ROLES } from '@skillsync/shared';
import { between, type Community, type MemberPlan } from './community.ts';
import type { ProblemPlan } from './problem-plans.ts';
import type { ProjectPlan } from './project-plans.ts';
import { int, pick } from './random.ts';
import { CHAT_LINES, REJECTION_MESSAGES, REQUEST_MESSAGES } from './topics.ts';

/** A team's conversation: each message from someone who was on the team when it was sent. */
function chatRows(
  community: Community,
  team: { kind: 'project' | 'problem'; id: string; index: number; owner: MemberPlan },
  joined: { member: MemberPlan; joinedAt: number }[],
  count: number,
) {
  if (joined.length === 0) return [];
  const random = community.source.random(`${team.kind}-chat`, team.index);
  const first = Math.min(...joined.map((member) => member.joinedAt));
  const rows = Array.from({ length: count }, (_, n) => {
    const at = between(random, first, community.base);
    const present = [team.owner, ...joined.filter((member) => member.joinedAt <= at).map((member) => member.member)];
    return {
      id: community.source.uuid(`${team.kind}-chat`, `${team.index}:${n}`),
      projectId: team.kind === 'project' ? team.id : null,
      problemId: team.kind === 'problem' ? team.id : null,
      senderId: pick(random, present).id,
      content: pick(random, CHAT_LINES),
      createdAt: new Date(at),
    };
  });
  // Numbered in the order they were sent, as the server numbers them.
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row, index) => ({ ...row, seq: index + 1, version: index + 1 }));
}

/** Each team's last message number (`chat_sequences`), for the teams that talked. */
export const chatSequenceRows = (chats: { projectId: string | null; problemId: string | null }[][]) =>
  chats.flatMap((chat) => {
    const first = chat[0];
    return first ? [{ teamId: first.projectId ?? first.problemId ?? '', seq: chat.length, version: chat.length }] : [];
  });

/** The rows around a problem: supporters, its team, every request made to it and the team's chat. */
export function problemTeamRows(community: Community, plan: ProblemPlan) {
  const random = community.source.random('problem-team', plan.index);
  const request = (member: MemberPlan, requestedAt: number) => ({
    id: community.source.uuid('collaboration-request', `${plan.index}:${member.index}`),
    problemId: plan.id,
    requesterId: member.id,
    message: pick(random, REQUEST_MESSAGES),
    requestedAt: new Date(requestedAt),
  });
  return {
    supporters: plan.supporters.map(({ member, at }) => ({
      problemId: plan.id,
      userId: member.id,
      createdAt: new Date(at),
    })),
    collaborators: plan.collaborators.map(({ member, role, joinedAt }) => ({
      problemId: plan.id,
      userId: member.id,
      role,
      joinedAt: new Date(joinedAt),
    })),
    requests: [
      ...plan.collaborators.map(({ member, role, requestedAt, joinedAt }) => ({
        ...request(member, requestedAt),
        proposedRole: role,
        status: 'accepted' as const,
        responseMessage: 'Welcome to the team!',
        respondedAt: new Date(joinedAt),
      })),
      ...plan.rejected.map(({ member, requestedAt, respondedAt }) => ({
        ...request(member, requestedAt),
        proposedRole: pick(random, PROPOSED_ROLES),
        status: 'rejected' as const,
        responseMessage: pick(random, REJECTION_MESSAGES),
        respondedAt: respondedAt === null ? null : new Date(respondedAt),
      })),
      ...plan.pending.map(({ member, requestedAt }) => ({
        ...request(member, requestedAt),
        proposedRole: pick(random, PROPOSED_ROLES),
        status: 'pending' as const,
      })),
    ],
    chat: chatRows(
      community,
      { kind: 'problem', id: plan.id, index: plan.index, owner: plan.author },
      plan.collaborators,
      int(random, 0, 8),
    ),
  };
}

/** The rows around a project: its team, every request and invitation, and the team's chat. */
export function projectTeamRows(community: Community, plan: ProjectPlan) {
  const random = community.source.random('project-team', plan.index);
  const skillsOf = (member: MemberPlan) => member.skills.slice(0, 3);
  const request = (kind: 'request' | 'invitation', member: MemberPlan, createdAt: number) => ({
    id: community.source.uuid('project-join-request', `${plan.index}:${member.index}`),
    projectId: plan.id,
    userId: member.id,
    kind,
    message: kind === 'request' ? pick(random, REQUEST_MESSAGES) : 'Your skills are a great fit, would you join us?',
    skills: skillsOf(member),
    createdAt: new Date(createdAt),
  });
  return {
    members: plan.members.map(({ member, joinedAt }) => ({
      projectId: plan.id,
      userId: member.id,
      skills: skillsOf(member),
      joinedAt: new Date(joinedAt),
    })),
    requests: [
      ...plan.members.map(({ kind, member, requestedAt, joinedAt }) => ({
        ...request(kind, member, requestedAt),
        status: 'Accepted' as const,
        respondedAt: new Date(joinedAt),
      })),
      ...plan.rejected.map(({ kind, member, requestedAt, respondedAt }) => ({
        ...request(kind, member, requestedAt),
        status: 'Rejected' as const,
        respondedAt: respondedAt === null ? null : new Date(respondedAt),
      })),
      ...plan.pending.map(({ kind, member, requestedAt }) => ({
        ...request(kind, member, requestedAt),
        status: 'Pending' as const,
      })),
    ],
    chat: chatRows(
      community,
      { kind: 'project', id: plan.id, index: plan.index, owner: plan.owner },
      plan.members,
      plan.members.length > 0 ? int(random, 2, 14) : 0,
    ),
  };
}

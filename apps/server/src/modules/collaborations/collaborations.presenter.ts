import type { Collaboration, Difficulty, ProblemCategory, Status } from '@skillsync/shared';
import type { CollaboratorRow } from '../problems/problems.repository.ts';
import { presentUserSummary, type UserSummaryRow } from '../users/users.presenter.ts';
import type { CollaborationProblemRow } from './collaborations.repository.ts';

export type CollaborationParts = {
  problem: CollaborationProblemRow;
  author: UserSummaryRow;
  team: CollaboratorRow[];
  isOwner: boolean;
  role: string;
  joinedAt: Date;
};

export function presentCollaboration(parts: CollaborationParts): Collaboration {
  const { problem } = parts;
  return {
    _id: problem.id,
    problem: {
      _id: problem.id,
      title: problem.title,
      description: problem.description,
      // The columns hold only values the shared schemas accepted on the way in.
      difficulty: problem.difficulty as Difficulty,
      status: problem.status as Status,
      category: problem.category as ProblemCategory,
      author: presentUserSummary(parts.author),
      collaborators: parts.team.map((member) => ({ ...presentUserSummary(member), role: member.role })),
    },
    isOwner: parts.isOwner,
    role: parts.role,
    joinedAt: parts.joinedAt.toISOString(),
  };
}

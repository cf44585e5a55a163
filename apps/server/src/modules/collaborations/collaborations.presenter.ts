import type { Collaboration } from '@skillsync/shared';
import { type CollaboratorRow, presentCollaborator } from '../problems/index.ts';
import { presentUserSummary, type UserSummaryRow } from '../users/index.ts';
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
      difficulty: problem.difficulty,
      status: problem.status,
      category: problem.category,
      author: presentUserSummary(parts.author),
      collaborators: parts.team.map(presentCollaborator),
    },
    isOwner: parts.isOwner,
    role: parts.role,
    joinedAt: parts.joinedAt.toISOString(),
  };
}

import type { Collaborator, ProblemDetail, ProblemSummary, Removal } from '@skillsync/shared';
import { type PublicUserRow, presentUserSummary, type UserSummaryRow } from '../users/index.ts';
import type { CollaboratorRow, ProblemDetailColumns, ProblemSummaryColumns } from './problems.repository.ts';

/** A member of a team as the queries give it: the member's summary columns, role and join date. */
export type TeamMemberRow = Omit<CollaboratorRow, 'problemId'>;

export type ProblemSummaryRow = {
  problem: ProblemSummaryColumns;
  author: UserSummaryRow;
  collaboratorsCount: number;
  collaborators: TeamMemberRow[];
  supporters: UserSummaryRow[];
};

export type ProblemDetailParts = {
  problem: ProblemDetailColumns;
  author: PublicUserRow;
  supporters: UserSummaryRow[];
  collaborators: TeamMemberRow[];
  viewer: ProblemDetail['viewer'];
  removal: Removal | null;
};

export function presentCollaborator(row: TeamMemberRow): Collaborator {
  return { user: presentUserSummary(row), role: row.role, joinedAt: row.joinedAt.toISOString() };
}

export function presentProblemSummary(row: ProblemSummaryRow): ProblemSummary {
  const { problem } = row;
  return {
    _id: problem.id,
    title: problem.title,
    description: problem.description,
    category: problem.category,
    difficulty: problem.difficulty,
    skillsNeeded: problem.skillsNeeded,
    estimatedTime: problem.estimatedTime,
    tags: problem.tags,
    status: problem.status,
    views: problem.views,
    supportersCount: problem.supportersCount,
    supporters: row.supporters.map((supporter) => ({ user: presentUserSummary(supporter) })),
    collaboratorsCount: row.collaboratorsCount,
    author: presentUserSummary(row.author),
    collaborators: row.collaborators.map(presentCollaborator),
    createdAt: problem.createdAt.toISOString(),
  };
}

export function presentProblemDetail(parts: ProblemDetailParts): ProblemDetail {
  const { problem, author, collaborators, supporters } = parts;
  return {
    ...presentProblemSummary({ problem, author, collaborators, supporters, collaboratorsCount: collaborators.length }),
    author: {
      ...presentUserSummary(author),
      bio: author.bio,
      skills: author.skills,
      github: author.github,
      linkedin: author.linkedin,
      website: author.website,
    },
    githubRepo: problem.githubRepo,
    projectLinks: problem.projectLinks,
    additionalResources: problem.additionalResources,
    projectType: problem.projectType,
    completionNotes: problem.completionNotes,
    completedAt: problem.completedAt?.toISOString() ?? null,
    updatedAt: problem.updatedAt.toISOString(),
    viewer: parts.viewer,
    removal: parts.removal,
  };
}

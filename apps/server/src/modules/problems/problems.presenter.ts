import type { Difficulty, ProblemCategory, ProblemDetail, ProblemSummary, Status } from '@skillsync/shared';
import { type PublicUserRow, presentUserSummary, type UserSummaryRow } from '../users/users.presenter.ts';
import type { CollaboratorRow, ProblemRow } from './problems.repository.ts';

export type ProblemSummaryRow = { problem: ProblemRow; author: UserSummaryRow; collaboratorsCount: number };

export type ProblemDetailParts = {
  problem: ProblemRow;
  author: PublicUserRow;
  supporters: UserSummaryRow[];
  collaborators: CollaboratorRow[];
  viewer: ProblemDetail['viewer'];
};

// The columns hold only values the shared schemas accepted on the way in.
const asCategory = (value: string) => value as ProblemCategory;
const asDifficulty = (value: string) => value as Difficulty;
const asStatus = (value: string) => value as Status;

export function presentProblemSummary({ problem, author, collaboratorsCount }: ProblemSummaryRow): ProblemSummary {
  return {
    _id: problem.id,
    title: problem.title,
    description: problem.description,
    category: asCategory(problem.category),
    difficulty: asDifficulty(problem.difficulty),
    skillsNeeded: problem.skillsNeeded,
    estimatedTime: problem.estimatedTime,
    tags: problem.tags,
    status: asStatus(problem.status),
    views: problem.views,
    supportersCount: problem.supportersCount,
    collaboratorsCount,
    author: presentUserSummary(author),
    createdAt: problem.createdAt.toISOString(),
  };
}

export function presentCollaborator(row: CollaboratorRow) {
  return { ...presentUserSummary(row), role: row.role, joinedAt: row.joinedAt.toISOString() };
}

export function presentProblemDetail(parts: ProblemDetailParts): ProblemDetail {
  const { problem, author } = parts;
  return {
    ...presentProblemSummary({ problem, author, collaboratorsCount: parts.collaborators.length }),
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
    supporters: parts.supporters.map(presentUserSummary),
    collaborators: parts.collaborators.map(presentCollaborator),
    completionNotes: problem.completionNotes,
    completedAt: problem.completedAt?.toISOString() ?? null,
    updatedAt: problem.updatedAt.toISOString(),
    viewer: parts.viewer,
  };
}

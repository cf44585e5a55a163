import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { problemCollaborators, problems, users } from '../../db/schema/index.ts';
import { userSummaryColumns } from '../users/users.repository.ts';

const problemColumns = {
  id: problems.id,
  title: problems.title,
  description: problems.description,
  difficulty: problems.difficulty,
  status: problems.status,
  category: problems.category,
  createdAt: problems.createdAt,
};

/** Problems the member wrote, with their author, newest first. */
export async function findAuthoredProblems(db: DbOrTx, userId: string) {
  return db
    .select({ problem: problemColumns, author: userSummaryColumns(users) })
    .from(problems)
    .innerJoin(users, eq(users.id, problems.authorId))
    .where(eq(problems.authorId, userId))
    .orderBy(desc(problems.createdAt));
}

/** Problems whose team the member joined, with their author and the member's role, newest first. */
export async function findJoinedProblems(db: DbOrTx, userId: string) {
  return db
    .select({
      problem: problemColumns,
      author: userSummaryColumns(users),
      role: problemCollaborators.role,
      joinedAt: problemCollaborators.joinedAt,
    })
    .from(problemCollaborators)
    .innerJoin(problems, eq(problems.id, problemCollaborators.problemId))
    .innerJoin(users, eq(users.id, problems.authorId))
    .where(eq(problemCollaborators.userId, userId))
    .orderBy(desc(problemCollaborators.joinedAt));
}

export type CollaborationProblemRow = Awaited<ReturnType<typeof findAuthoredProblems>>[number]['problem'];

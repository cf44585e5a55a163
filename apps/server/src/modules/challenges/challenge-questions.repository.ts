import type { Removal } from '@skillsync/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { challengeQuestions, challenges, users } from '../../db/schema/index.ts';
import { removalFor } from '../../db/sql.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import type { UserSummaryRow } from '../users/index.ts';
import { userSummaryColumns } from '../users/index.ts';

export type ThreadPostRow = typeof challengeQuestions.$inferSelect;
export type ThreadPostWithAuthor = { post: ThreadPostRow; author: UserSummaryRow; removal: Removal | null };

const q = challengeQuestions;

/** A post with its author and, for its author or a moderator, why it was removed. */
const postSelection = (viewerId: string | null) => ({
  post: q,
  author: userSummaryColumns(users),
  removal: removalFor('challenge-question', q, q.authorId, viewerId),
});

/** The challenge a thread belongs to: its host and whether moderators removed it. */
export async function findThreadChallenge(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: challenges.id, hostId: challenges.hostId, hiddenAt: challenges.hiddenAt })
    .from(challenges)
    .where(eq(challenges.id, id));
  return row;
}

/** The same, with the challenge's row held against deletion until the transaction ends (a post's reference). */
export async function findThreadChallengeForShare(tx: Queryable, id: string) {
  const [row] = await tx
    .select({ id: challenges.id, hostId: challenges.hostId, hiddenAt: challenges.hiddenAt })
    .from(challenges)
    .where(eq(challenges.id, id))
    .for('key share');
  return row;
}

/**
 * A question (`isQuestion`) or an answer of the challenge, locked until the transaction ends: an answer to a
 * question waits for its deletion to end (and then finds nothing) rather than failing on the missing reference.
 */
export async function findPostForUpdate(tx: Queryable, challengeId: string, id: string, isQuestion: boolean) {
  const [row] = await tx
    .select()
    .from(q)
    .where(
      and(
        eq(q.id, id),
        eq(q.challengeId, challengeId),
        isQuestion ? isNull(q.questionId) : sql`${q.questionId} IS NOT NULL`,
      ),
    )
    .for('update');
  return row;
}

export async function insertPost(
  tx: Queryable,
  values: { challengeId: string; authorId: string; questionId: string | null; body: string },
  now: Date,
) {
  const [row] = await tx
    .insert(q)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: q.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updatePostBody(tx: Queryable, id: string, body: string, now: Date) {
  await tx.update(q).set({ body, updatedAt: now }).where(eq(q.id, id));
}

/** Deletes a post; a question's answers go with it (the reference cascades). */
export async function deletePost(tx: Queryable, id: string) {
  await tx.delete(q).where(eq(q.id, id));
}

export async function findPostWithAuthor(db: Queryable, id: string, viewerId: string | null) {
  const [row] = await db
    .select(postSelection(viewerId))
    .from(q)
    .innerJoin(users, eq(users.id, q.authorId))
    .where(eq(q.id, id));
  return row;
}

/** A page of the challenge's questions, newest first, along challenge_questions_challenge_idx. */
export async function findQuestions(db: Queryable, challengeId: string, viewerId: string | null, page: PageRequest) {
  return db
    .select({ ...postSelection(viewerId), cursor: cursorTextOf(q.createdAt) })
    .from(q)
    .innerJoin(users, eq(users.id, q.authorId))
    .where(
      and(
        eq(q.challengeId, challengeId),
        isNull(q.questionId),
        page.after ? isAfterCursor(q.createdAt, q.id, page.after) : undefined,
      ),
    )
    .orderBy(...newestFirst(q.createdAt, q.id))
    .limit(page.limit + 1);
}

/** The answers to these questions, oldest first, along challenge_questions_question_idx. */
export async function findAnswers(db: Queryable, questionIds: string[], viewerId: string | null) {
  if (questionIds.length === 0) return [];
  return db
    .select(postSelection(viewerId))
    .from(q)
    .innerJoin(users, eq(users.id, q.authorId))
    .where(inArray(q.questionId, questionIds))
    .orderBy(asc(q.createdAt), asc(q.id));
}

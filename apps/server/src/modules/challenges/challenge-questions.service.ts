import {
  type AnswerBody,
  type ChallengeAnswer,
  type ChallengeQuestion,
  type ChallengeQuestionList,
  type CurrentUser,
  type ListQuestionsQuery,
  MESSAGES,
  type QuestionBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { findUser, type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { forbidden, gone, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { admitPost, refuseEarlyLinks } from '../limits/index.ts';
import { notify } from '../notifications/index.ts';
import { presentAnswer, presentQuestion } from './challenge-questions.presenter.ts';
import {
  deletePost,
  findAnswers,
  findPostForUpdate,
  findPostWithAuthor,
  findQuestions,
  findThreadChallenge,
  findThreadChallengeForShare,
  insertPost,
  updatePostBody,
} from './challenge-questions.repository.ts';

type ThreadChallenge = { id: string; hostId: string; hiddenAt: Date | null };

/** 404 for a challenge that does not exist; 410 once moderators removed it, for all but its host and moderators. */
function refuseUnseen(challenge: ThreadChallenge | undefined, viewer: CurrentUser | null): ThreadChallenge {
  if (!challenge) throw notFound(MESSAGES.challengeNotFound);
  if (challenge.hiddenAt && viewer?.id !== challenge.hostId && viewer?.role !== 'moderator') throw gone();
  return challenge;
}

/** A challenge's questions, newest first, each with its answers oldest first: public. */
export async function listQuestions(
  ctx: AppContext,
  requester: Requester,
  id: string,
  query: ListQuestionsQuery,
): Promise<ChallengeQuestionList> {
  const viewer = findUser(requester);
  const challenge = refuseUnseen(await findThreadChallenge(ctx.db, id), viewer);
  const viewerId = viewer?.id ?? null;
  const { items, nextCursor } = await readPage(
    query,
    (page) => findQuestions(ctx.db, id, viewerId, page),
    (row) => ({ createdAt: row.cursor, id: row.post.id }),
  );
  const answers = await findAnswers(
    ctx.db,
    items.map((row) => row.post.id),
    viewerId,
  );
  const thread = { hostId: challenge.hostId, viewerId };
  return {
    questions: items.map((row) =>
      presentQuestion(
        row,
        answers.filter((answer) => answer.post.questionId === row.post.id),
        thread,
      ),
    ),
    nextCursor,
  };
}

/**
 * Opens the challenge for a member's post, held against deletion until the write commits. Whoever the host has
 * blocked, or who blocked the host, posts nothing in the host's challenge; nor answers a member they are in a
 * block with (`otherId`, the asker).
 */
async function openThreadFor(tx: Queryable, user: CurrentUser, id: string, otherId?: string) {
  const challenge = refuseUnseen(await findThreadChallengeForShare(tx, id), user);
  for (const memberId of new Set([challenge.hostId, otherId])) {
    if (memberId && memberId !== user.id) await refuseIfBlocked(tx, user.id, memberId, MESSAGES.questionRefused);
  }
  return challenge;
}

async function loadPresented(tx: Queryable, postId: string, thread: { hostId: string; viewerId: string }) {
  const row = await findPostWithAuthor(tx, postId, thread.viewerId);
  if (!row) throw new Error('post not found after write');
  return presentAnswer(row, thread);
}

/** A member asks a question on a challenge; its host is told. */
export async function askQuestion(
  ctx: AppContext,
  requester: Requester,
  id: string,
  body: QuestionBody,
): Promise<ChallengeQuestion> {
  const user = requireUser(requester);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const challenge = await openThreadFor(tx, user, id);
    await admitPost(ctx, tx, user, { kind: 'question', fields: { body: body.body }, text: body.body });
    const postId = await insertPost(tx, { challengeId: id, authorId: user.id, questionId: null, body: body.body }, now);
    const notice = { kind: 'challenge-question', actorId: user.id, subject: { challengeId: id } } as const;
    await notify(tx, [{ ...notice, userId: challenge.hostId, groupKey: `challenge-question:${id}` }], now);
    const thread = { hostId: challenge.hostId, viewerId: user.id };
    return { ...(await loadPresented(tx, postId, thread)), answers: [] };
  });
}

/** A member (the host, or anyone) answers a question; its asker is told. */
export async function answerQuestion(
  ctx: AppContext,
  requester: Requester,
  ids: { id: string; questionId: string },
  body: AnswerBody,
): Promise<ChallengeAnswer> {
  const user = requireUser(requester);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // The question first, locked: a deletion of it under way ends before this answer refers to it.
    const question = await findPostForUpdate(tx, ids.id, ids.questionId, true);
    if (!question) throw notFound(MESSAGES.questionNotFound);
    const challenge = await openThreadFor(tx, user, ids.id, question.authorId);
    if (question.hiddenAt) throw gone();
    await admitPost(ctx, tx, user, { kind: 'question', fields: { body: body.body }, text: body.body });
    const values = { challengeId: ids.id, authorId: user.id, questionId: question.id, body: body.body };
    const postId = await insertPost(tx, values, now);
    const notice = { kind: 'challenge-answer', actorId: user.id, subject: { challengeId: ids.id } } as const;
    await notify(tx, [{ ...notice, userId: question.authorId, groupKey: `challenge-answer:${question.id}` }], now);
    return loadPresented(tx, postId, { hostId: challenge.hostId, viewerId: user.id });
  });
}

type PostRef = { challengeId: string; postId: string; isQuestion: boolean };

/** The member's own question or answer, locked: 404 when it is not there, 403 when another wrote it. */
async function loadOwnPost(tx: Queryable, user: CurrentUser, ref: PostRef) {
  const post = await findPostForUpdate(tx, ref.challengeId, ref.postId, ref.isQuestion);
  if (!post) throw notFound(ref.isQuestion ? MESSAGES.questionNotFound : MESSAGES.answerNotFound);
  if (post.authorId !== user.id) throw forbidden(MESSAGES.notYourPost);
  // What moderators removed stays as it was: its author reads why and may appeal, not rewrite it.
  if (post.hiddenAt) throw gone();
  return post;
}

/** The author edits their question or answer (a link is refused on the account's first day, as when posting). */
export async function editPost(ctx: AppContext, requester: Requester, ref: PostRef, body: QuestionBody) {
  const user = requireUser(requester);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const challenge = refuseUnseen(await findThreadChallengeForShare(tx, ref.challengeId), user);
    const post = await loadOwnPost(tx, user, ref);
    await refuseEarlyLinks(ctx, tx, user, { body: body.body });
    await updatePostBody(tx, post.id, body.body, now);
    return loadPresented(tx, post.id, { hostId: challenge.hostId, viewerId: user.id });
  });
}

/** The author deletes their question (its answers go with it) or their answer: removed, not kept as a tombstone. */
export async function deleteOwnPost(ctx: AppContext, requester: Requester, ref: PostRef) {
  const user = requireUser(requester);
  return ctx.db.transaction(async (tx) => {
    const post = await loadOwnPost(tx, user, ref);
    await deletePost(tx, post.id);
    return { message: ref.isQuestion ? MESSAGES.questionDeleted : MESSAGES.answerDeleted };
  });
}

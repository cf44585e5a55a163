import type { ChallengeAnswer, ChallengeQuestion } from '@skillsync/shared';
import { presentUserSummary } from '../users/index.ts';
import type { ThreadPostWithAuthor } from './challenge-questions.repository.ts';

/**
 * A question or an answer as the thread shows it: marked when its author hosts the challenge. One moderators
 * removed keeps its place without its text, but for its author (and moderators), whose row carries the removal.
 */
export function presentAnswer(
  { post, author, removal }: ThreadPostWithAuthor,
  thread: { hostId: string; viewerId: string | null },
): ChallengeAnswer {
  const isRemoved = post.hiddenAt !== null;
  return {
    _id: post.id,
    author: presentUserSummary(author),
    isHost: post.authorId === thread.hostId,
    body: !isRemoved || removal !== null ? post.body : '',
    removed: isRemoved,
    removal: isRemoved ? removal : null,
    isOwn: post.authorId === thread.viewerId,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export function presentQuestion(
  row: ThreadPostWithAuthor,
  answers: ThreadPostWithAuthor[],
  thread: { hostId: string; viewerId: string | null },
): ChallengeQuestion {
  return { ...presentAnswer(row, thread), answers: answers.map((answer) => presentAnswer(answer, thread)) };
}

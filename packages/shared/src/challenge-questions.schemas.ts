import { z } from 'zod';
import { CHALLENGE_QUESTION_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { Removal } from './moderation.schemas.ts';
import { NextCursor, PageQuery } from './pagination.schemas.ts';
import { UserSummary } from './problems.schemas.ts';
import { text } from './text.schemas.ts';

/*
 * A challenge's public Q&A (issue 30): members ask, the host (and anyone else) answers; what the host wrote is
 * marked `isHost`. A deleted question goes with its answers; moderators' removals keep their place, without text.
 */

// ---- Paths ----

export const QuestionParams = z.object({
  id: z.uuid({ error: MESSAGES.challengeNotFound }),
  questionId: z.uuid({ error: MESSAGES.questionNotFound }),
});
export type QuestionParams = z.infer<typeof QuestionParams>;

export const AnswerParams = z.object({
  id: z.uuid({ error: MESSAGES.challengeNotFound }),
  answerId: z.uuid({ error: MESSAGES.answerNotFound }),
});
export type AnswerParams = z.infer<typeof AnswerParams>;

// ---- Bodies ----

const bodyText = (message: string) =>
  text({ error: message }).trim().min(1, message).max(CHALLENGE_QUESTION_MAX, tooLong(CHALLENGE_QUESTION_MAX));

/** A question asked, or edited. */
export const QuestionBody = z.object({ body: bodyText(MESSAGES.questionBodyRequired) });
export type QuestionBody = z.infer<typeof QuestionBody>;

/** An answer given, or edited. */
export const AnswerBody = z.object({ body: bodyText(MESSAGES.answerBodyRequired) });
export type AnswerBody = z.infer<typeof AnswerBody>;

export const ListQuestionsQuery = PageQuery;
export type ListQuestionsQuery = z.output<typeof ListQuestionsQuery>;

// ---- Answers ----

/**
 * A question or an answer as the thread shows it. One moderators removed keeps its place with an empty `body` and
 * `removed`, but for its author (and moderators), who read it with the `removal`.
 */
const ThreadPost = z.object({
  _id: z.string(),
  author: UserSummary,
  /** Its author hosts the challenge. */
  isHost: z.boolean(),
  body: z.string(),
  removed: z.boolean(),
  removal: Removal.nullable(),
  /** The viewer wrote it: they may edit or delete it. */
  isOwn: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ChallengeAnswer = ThreadPost;
export type ChallengeAnswer = z.infer<typeof ChallengeAnswer>;

/** A question with its answers, oldest first. */
export const ChallengeQuestion = ThreadPost.extend({ answers: z.array(ChallengeAnswer) });
export type ChallengeQuestion = z.infer<typeof ChallengeQuestion>;

/** A page of a challenge's questions, newest first. */
export const ChallengeQuestionList = z.object({ questions: z.array(ChallengeQuestion), nextCursor: NextCursor });
export type ChallengeQuestionList = z.infer<typeof ChallengeQuestionList>;

import type { ScoreInput, Submission } from '@skillsync/shared';
import { textFormResolver, toNumberOrText } from '../../../lib/form-resolver.ts';

/** The host's marks as typed: one box per judging criterion, in the criteria's order, and the feedback. */
export type ScoreFormValues = { scores: string[]; feedback: string };

export const SCORE_FORM_FIELDS = ['scores', 'feedback'] as const;

/** A submission's saved marks, or empty boxes, one per criterion. */
export const toScoreFormValues = (submission: Submission, criteria: number): ScoreFormValues => ({
  scores: Array.from({ length: criteria }, (_, index) => {
    const score = submission.scores?.[index];
    return score === undefined ? '' : String(score);
  }),
  feedback: submission.feedback ?? '',
});

// An empty or non-numeric box stays as typed, so the schema answers with its message (one score per criterion).
const toScoreInput = (values: ScoreFormValues): ScoreInput => ({
  scores: values.scores.map(toNumberOrText) as number[],
  feedback: values.feedback,
});

export const scoreResolver = textFormResolver((schemas) => schemas.ScoreBody, toScoreInput, SCORE_FORM_FIELDS);

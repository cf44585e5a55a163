import { z } from 'zod';
import { CHALLENGE_CATEGORIES, CHALLENGE_DURATIONS, CHALLENGE_STATUSES, DIFFICULTIES } from './enums.ts';
import { httpUrl, isCalendarDate } from './fields.schemas.ts';
import {
  CHALLENGE_CRITERIA_MAX,
  CHALLENGE_CRITERION_MAX,
  CHALLENGE_FEEDBACK_MAX,
  CHALLENGE_PRIZE_MAX,
  CHALLENGE_PRIZE_PLACES_MAX,
  CHALLENGE_SCORE_MAX,
  CHALLENGE_SPONSOR_MAX,
  CHALLENGE_TEXT_MAX,
  EMAIL_MAX,
  LIST_ITEM_MAX,
  LIST_MAX_ITEMS,
  SEARCH_QUERY_MAX,
  URL_MAX,
  WORK_DESCRIPTION_MAX,
  WORK_DESCRIPTION_MIN,
  WORK_TITLE_MAX,
  WORK_TITLE_MIN,
} from './limits.ts';
import { MESSAGES, tooLong, tooMany } from './messages.ts';
import { Removal } from './moderation.schemas.ts';
import { NextCursor, PageQuery } from './pagination.schemas.ts';
import { UserSummary } from './problems.schemas.ts';
import { enumAnyCase, text } from './text.schemas.ts';
import { HTTP_URL_PATTERN } from './validation.ts';

// ---- Pieces ----

/** Required free text: trimmed, at least one character, the message naming what is missing. */
const requiredText = (message: string, max = CHALLENGE_TEXT_MAX) =>
  text({ error: message }).trim().min(1, message).max(max, tooLong(max));

// ---- Paths ----

/** A challenge in a path; an id that cannot be one answers the challenge's 404, like an unknown one. */
export const ChallengeIdParams = z.object({ id: z.uuid({ error: MESSAGES.challengeNotFound }) });
export type ChallengeIdParams = z.infer<typeof ChallengeIdParams>;

export const SubmissionParams = z.object({
  id: z.uuid({ error: MESSAGES.challengeNotFound }),
  submissionId: z.uuid({ error: MESSAGES.submissionNotFound }),
});
export type SubmissionParams = z.infer<typeof SubmissionParams>;

// ---- Bodies ----

const challengeFields = {
  title: text({ error: MESSAGES.titleTooShort })
    .trim()
    .min(WORK_TITLE_MIN, MESSAGES.titleTooShort)
    .max(WORK_TITLE_MAX, MESSAGES.titleTooLong),
  description: text({ error: MESSAGES.descriptionTooShort })
    .trim()
    .min(WORK_DESCRIPTION_MIN, MESSAGES.descriptionTooShort)
    .max(WORK_DESCRIPTION_MAX, MESSAGES.descriptionTooLong),
  category: z.enum(CHALLENGE_CATEGORIES, { error: MESSAGES.categoryRequired }),
  difficulty: z.enum(DIFFICULTIES, { error: MESSAGES.difficultyRequired }),
  /** Whole rupees, stored exactly: the prize pool. Sent alone (spec §5), it is one 1st prize; with `prizes`, their sum. */
  prizeAmount: z
    .number({ error: MESSAGES.prizeInvalid })
    .int(MESSAGES.prizeInvalid)
    .min(0, MESSAGES.prizeInvalid)
    .max(CHALLENGE_PRIZE_MAX, MESSAGES.prizeInvalid)
    .optional(),
  /** Whole rupees for each place, 1st first (issue 30). */
  prizes: z
    .array(
      z
        .number({ error: MESSAGES.prizesInvalid })
        .int(MESSAGES.prizesInvalid)
        .min(1, MESSAGES.prizesInvalid)
        .max(CHALLENGE_PRIZE_MAX, MESSAGES.prizesInvalid),
      { error: MESSAGES.prizesInvalid },
    )
    .min(1, MESSAGES.prizesInvalid)
    .max(CHALLENGE_PRIZE_PLACES_MAX, MESSAGES.tooManyPrizes)
    .optional(),
  duration: z.enum(CHALLENGE_DURATIONS, { error: MESSAGES.challengeDurationRequired }),
  /** The India day it starts (`YYYY-MM-DD`), from today to CHALLENGE_START_MAX_DAYS ahead; it ends `duration` later. */
  startDate: text({ error: MESSAGES.startDateRequired })
    .min(1, MESSAGES.startDateRequired)
    .pipe(z.string().refine(isCalendarDate, MESSAGES.dateInvalid)),
  technologies: z
    .array(text().trim().min(1).max(LIST_ITEM_MAX, tooLong(LIST_ITEM_MAX)), { error: MESSAGES.technologiesRequired })
    .min(1, MESSAGES.technologiesRequired)
    .max(LIST_MAX_ITEMS, tooMany(LIST_MAX_ITEMS)),
  requirements: requiredText(MESSAGES.requirementsRequired),
  /** What the host scores each submission on, 0 to CHALLENGE_SCORE_MAX each. */
  judgingCriteria: z
    .array(text().trim().min(1).max(CHALLENGE_CRITERION_MAX, tooLong(CHALLENGE_CRITERION_MAX)), {
      error: MESSAGES.criteriaRequired,
    })
    .min(1, MESSAGES.criteriaRequired)
    .max(CHALLENGE_CRITERIA_MAX, MESSAGES.tooManyCriteria),
  submissionGuidelines: requiredText(MESSAGES.guidelinesRequired),
  sponsorName: requiredText(MESSAGES.sponsorNameRequired, CHALLENGE_SPONSOR_MAX),
  sponsorContact: text({ error: MESSAGES.sponsorContactInvalid })
    .trim()
    .max(EMAIL_MAX, tooLong(EMAIL_MAX))
    .pipe(z.email({ error: MESSAGES.sponsorContactInvalid })),
};

type PrizeFields = { prizeAmount?: number | undefined; prizes?: number[] | undefined };

const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The prizes by place a body sets and their sum, or undefined when it sets neither. A spec client's `prizeAmount`
 * alone is one 1st prize, or no prize at all when it is 0.
 */
export function prizesOf(body: PrizeFields): { prizes: number[]; prizeAmount: number } | undefined {
  if (body.prizes) return { prizes: body.prizes, prizeAmount: sumOf(body.prizes) };
  if (body.prizeAmount === undefined) return undefined;
  return { prizes: body.prizeAmount > 0 ? [body.prizeAmount] : [], prizeAmount: body.prizeAmount };
}

/** The prizes add up to at most the prize bound, and a `prizeAmount` sent beside them is their sum. */
const checkPrizes = (isRequired: boolean) => (body: PrizeFields, context: z.RefinementCtx) => {
  if (isRequired && body.prizes === undefined && body.prizeAmount === undefined) {
    context.addIssue({ code: 'custom', path: ['prizeAmount'], message: MESSAGES.prizeInvalid });
  }
  if (!body.prizes) return;
  const total = sumOf(body.prizes);
  if (total > CHALLENGE_PRIZE_MAX) {
    context.addIssue({ code: 'custom', path: ['prizes'], message: MESSAGES.prizesTooLarge });
  } else if (body.prizeAmount !== undefined && body.prizeAmount !== total) {
    context.addIssue({ code: 'custom', path: ['prizeAmount'], message: MESSAGES.prizeAmountMismatch });
  }
};

/** Checks the prizes beside other fields' errors (a missing prize is named with the rest), once both parsed. */
const whenPrizesParsed = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => issue.path?.[0] === 'prizes' || issue.path?.[0] === 'prizeAmount'),
};

/** The host challenge form of spec §3/§5: every field is required, the prize as `prizeAmount`, `prizes` or both. */
export const CreateChallengeBody = z.object(challengeFields).superRefine(checkPrizes(true), whenPrizesParsed);
export type CreateChallengeBody = z.infer<typeof CreateChallengeBody>;
export type CreateChallengeInput = z.input<typeof CreateChallengeBody>;

/** The host changes any of the fields until somebody joins. */
export const UpdateChallengeBody = z
  .object(challengeFields)
  .partial()
  .superRefine(checkPrizes(false), whenPrizesParsed);
export type UpdateChallengeBody = z.infer<typeof UpdateChallengeBody>;

export const ListChallengesQuery = PageQuery.extend({
  category: enumAnyCase(CHALLENGE_CATEGORIES).optional(),
  difficulty: enumAnyCase(DIFFICULTIES).optional(),
  status: enumAnyCase(CHALLENGE_STATUSES).optional(),
  search: text().trim().max(SEARCH_QUERY_MAX, MESSAGES.searchTooLong).optional(),
});
export type ListChallengesQuery = z.output<typeof ListChallengesQuery>;
export type ListChallengesQueryInput = z.input<typeof ListChallengesQuery>;

/** A participant's entry: created or replaced until the deadline. */
export const SubmitBody = z.object({
  // Piped, so an empty field gets one message (required), not also 'invalid URL'.
  repositoryUrl: text({ error: MESSAGES.repositoryUrlRequired })
    .trim()
    .min(1, MESSAGES.repositoryUrlRequired)
    .pipe(z.string().max(URL_MAX, MESSAGES.urlInvalid).regex(HTTP_URL_PATTERN, MESSAGES.urlInvalid)),
  demoUrl: httpUrl
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  notes: text()
    .trim()
    .max(CHALLENGE_TEXT_MAX, tooLong(CHALLENGE_TEXT_MAX))
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type SubmitBody = z.infer<typeof SubmitBody>;
export type SubmitInput = z.input<typeof SubmitBody>;

/** The host's marks for one submission: one score per judging criterion, in the criteria's order. */
export const ScoreBody = z.object({
  scores: z
    .array(
      z
        .number({ error: MESSAGES.scoresPerCriterion })
        .int(MESSAGES.scoresPerCriterion)
        .min(0, MESSAGES.scoresPerCriterion)
        .max(CHALLENGE_SCORE_MAX, MESSAGES.scoresPerCriterion),
      { error: MESSAGES.scoresPerCriterion },
    )
    .min(1, MESSAGES.scoresPerCriterion)
    .max(CHALLENGE_CRITERIA_MAX, MESSAGES.scoresPerCriterion),
  feedback: text()
    .trim()
    .max(CHALLENGE_FEEDBACK_MAX, tooLong(CHALLENGE_FEEDBACK_MAX))
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type ScoreBody = z.infer<typeof ScoreBody>;
export type ScoreInput = z.input<typeof ScoreBody>;

// ---- Answers ----

/**
 * A submission. Scores, total and place show to its author only once the results are out (the host sees them
 * while judging); feedback only to its author and the host.
 */
export const Submission = z.object({
  _id: z.string(),
  user: UserSummary,
  repositoryUrl: z.string(),
  demoUrl: z.string().nullable(),
  notes: z.string().nullable(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  scores: z.array(z.number().int()).nullable(),
  totalScore: z.number().int().nullable(),
  feedback: z.string().nullable(),
  /** Place on the leaderboard once published (ties share one), else null. */
  rank: z.number().int().nullable(),
  isWinner: z.boolean(),
  /** Its share of the prizes of the places it spans, in paise, once published (0 when it won none), else null. */
  prizePaise: z.number().int().nullable(),
  /** Why moderators hid it, for its entrant only (nobody else is shown it); null when it is not hidden. */
  removal: Removal.nullable(),
});
export type Submission = z.infer<typeof Submission>;

/** A challenge as the list's cards show it (spec §3: id, title, …, participants, submissions, timeLeft). */
export const ChallengeSummary = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(CHALLENGE_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  status: z.enum(CHALLENGE_STATUSES),
  /** The prize pool in rupees: the sum of `prizes`. */
  prizeAmount: z.number().int(),
  /** Whole rupees for each place, 1st first; empty for no cash prize. */
  prizes: z.array(z.number().int()),
  sponsorName: z.string(),
  technologies: z.array(z.string()),
  host: UserSummary,
  participants: z.number().int(),
  submissions: z.number().int(),
  startsAt: z.string(),
  /** The deadline: submissions close at this moment. */
  endsAt: z.string(),
  /** Milliseconds until it starts (Upcoming) or ends (Active), by the server's clock; null once Completed. */
  timeLeftMs: z.number().int().nullable(),
  resultsPublished: z.boolean(),
  /** Whether the signed-in viewer has joined it (false for visitors and its host). */
  hasJoined: z.boolean(),
  createdAt: z.string(),
});
export type ChallengeSummary = z.infer<typeof ChallengeSummary>;

export const ChallengeList = z.object({ challenges: z.array(ChallengeSummary), nextCursor: NextCursor });
export type ChallengeList = z.infer<typeof ChallengeList>;

export const ChallengeDetail = ChallengeSummary.extend({
  duration: z.enum(CHALLENGE_DURATIONS),
  /** The India day it starts, as the host chose it. */
  startDate: z.string(),
  requirements: z.string(),
  judgingCriteria: z.array(z.string()),
  submissionGuidelines: z.string(),
  /** Shown to signed-in members only. */
  sponsorContact: z.string().nullable(),
  resultsPublishedAt: z.string().nullable(),
  viewer: z.object({
    isHost: z.boolean(),
    hasJoined: z.boolean(),
    submission: Submission.nullable(),
  }),
  /** Every submission, for the host once the deadline has passed (to judge); empty for everyone else. */
  submissionsToJudge: z.array(Submission),
  /** The ranked submissions once the results are published; empty before. */
  leaderboard: z.array(Submission),
  /** Why moderators hid it, for its host only (everyone else gets a 410); null when it is not hidden. */
  removal: Removal.nullable(),
});
export type ChallengeDetail = z.infer<typeof ChallengeDetail>;

/** `GET /api/challenges/stats`: the four cards of the challenges page, from real data. */
export const ChallengeStats = z.object({
  /** The prizes of every challenge, in rupees. */
  totalPrizePool: z.number().int(),
  activeChallenges: z.number().int(),
  /** Members who joined at least one challenge. */
  totalParticipants: z.number().int(),
  /** Winners of challenges whose results came out this India month. */
  winnersThisMonth: z.number().int(),
});
export type ChallengeStats = z.infer<typeof ChallengeStats>;

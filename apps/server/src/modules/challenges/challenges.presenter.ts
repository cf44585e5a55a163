import type { ChallengeDetail, ChallengeStatus, ChallengeSummary, Removal, Submission } from '@skillsync/shared';
import { presentUserSummary, type UserSummaryRow } from '../users/index.ts';
import type { ChallengeRow, SubmissionWithUser } from './challenges.repository.ts';

/** Upcoming before the start, Active until the deadline, Completed after: the dates decide, at `now`. */
export function statusOf(challenge: Pick<ChallengeRow, 'startsAt' | 'endsAt'>, now: Date): ChallengeStatus {
  if (now < challenge.startsAt) return 'Upcoming';
  if (now < challenge.endsAt) return 'Active';
  return 'Completed';
}

export type ChallengeSummaryRow = {
  challenge: ChallengeRow;
  host: UserSummaryRow;
  participants: number;
  submissions: number;
  hasJoined: boolean;
};

export function presentChallengeSummary(row: ChallengeSummaryRow, now: Date): ChallengeSummary {
  const { challenge } = row;
  const status = statusOf(challenge, now);
  const until = status === 'Upcoming' ? challenge.startsAt : status === 'Active' ? challenge.endsAt : null;
  return {
    _id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    category: challenge.category,
    difficulty: challenge.difficulty,
    status,
    prizeAmount: challenge.prizeAmount,
    prizes: challenge.prizes,
    sponsorName: challenge.sponsorName,
    technologies: challenge.technologies,
    host: presentUserSummary(row.host),
    participants: row.participants,
    submissions: row.submissions,
    startsAt: challenge.startsAt.toISOString(),
    endsAt: challenge.endsAt.toISOString(),
    timeLeftMs: until && until.getTime() - now.getTime(),
    resultsPublished: challenge.resultsPublishedAt !== null,
    hasJoined: row.hasJoined,
    createdAt: challenge.createdAt.toISOString(),
  };
}

/**
 * A submission as `viewerId` may see it: its scores, total and place once the results are out, or to the host
 * while judging; the feedback to its author and the host only.
 */
export function presentSubmission(
  { submission, user, removal }: SubmissionWithUser,
  access: { isHost: boolean; viewerId: string | null; isPublished: boolean },
): Submission {
  const isAuthor = access.viewerId === submission.userId;
  const showsScores = access.isHost || access.isPublished;
  return {
    _id: submission.id,
    user: presentUserSummary(user),
    repositoryUrl: submission.repositoryUrl,
    demoUrl: submission.demoUrl,
    notes: submission.notes,
    submittedAt: submission.submittedAt.toISOString(),
    updatedAt: submission.updatedAt.toISOString(),
    scores: showsScores ? submission.scores : null,
    totalScore: showsScores ? submission.totalScore : null,
    feedback: access.isHost || (isAuthor && access.isPublished) ? submission.feedback : null,
    rank: access.isPublished ? submission.rank : null,
    isWinner: access.isPublished && submission.isWinner,
    prizePaise: access.isPublished ? submission.prizePaise : null,
    removal,
  };
}

export function presentChallengeDetail(
  row: ChallengeSummaryRow & {
    removal: Removal | null;
    viewer: { id: string | null; isHost: boolean };
    submissionRows: SubmissionWithUser[];
  },
  now: Date,
): ChallengeDetail {
  const { challenge, viewer } = row;
  const summary = presentChallengeSummary(row, now);
  const isPublished = challenge.resultsPublishedAt !== null;
  const access = { isHost: viewer.isHost, viewerId: viewer.id, isPublished };
  const own = row.submissionRows.find((entry) => entry.submission.userId === viewer.id);
  return {
    ...summary,
    duration: challenge.duration,
    startDate: challenge.startDate,
    requirements: challenge.requirements,
    judgingCriteria: challenge.judgingCriteria,
    submissionGuidelines: challenge.submissionGuidelines,
    sponsorContact: viewer.id ? challenge.sponsorContact : null,
    resultsPublishedAt: challenge.resultsPublishedAt?.toISOString() ?? null,
    viewer: {
      isHost: viewer.isHost,
      hasJoined: row.hasJoined,
      submission: own ? presentSubmission(own, access) : null,
    },
    submissionsToJudge:
      viewer.isHost && summary.status === 'Completed'
        ? row.submissionRows.map((entry) => presentSubmission(entry, access))
        : [],
    leaderboard: isPublished ? row.submissionRows.map((entry) => presentSubmission(entry, access)) : [],
    removal: row.removal,
  };
}

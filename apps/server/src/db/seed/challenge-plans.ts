import {
  CHALLENGE_CATEGORIES,
  CHALLENGE_DURATION_DAYS,
  CHALLENGE_DURATIONS,
  CHALLENGE_PLACE_POINTS,
  CHALLENGE_SCORE_MAX,
  type ChallengeCategory,
  type ChallengeDuration,
  DIFFICULTIES,
  indiaDayOf,
  indiaMidnightOf,
} from '@skillsync/shared';
import { between, type Community, DAY_MS, drawMembers, type MemberPlan } from './community.ts';
import { int, pick, type Random } from './random.ts';
import { CHALLENGE_TOPICS, type ChallengeTopic, SPONSORS } from './topics.ts';

export type SubmissionPlan = {
  submittedAt: number;
  scores: number[] | null;
  scoredAt: number | null;
  rank: number | null;
  isWinner: boolean;
};

export type ChallengePlan = {
  index: number;
  id: string;
  host: MemberPlan;
  category: ChallengeCategory;
  topic: ChallengeTopic;
  duration: ChallengeDuration;
  startDate: string;
  startsAt: number;
  endsAt: number;
  createdAt: number;
  resultsPublishedAt: number | null;
  participants: { member: MemberPlan; joinedAt: number; submission: SubmissionPlan | null }[];
};

export const challengeCount = (members: number) => Math.max(7, Math.round(members / 400));

/** The India day `days` after the India day that starts at `base`. */
const indiaDayAfter = (base: number, days: number) => indiaDayOf(new Date(base + days * DAY_MS));

/** One in seven challenges is upcoming and two are running now, whatever the day of the run; the rest are over. */
function scheduleChallenge(random: Random, community: Community, index: number, days: number) {
  const phase = index % 7;
  let startDay: number;
  if (phase === 0) startDay = int(random, 1, 45);
  else if (phase <= 2) startDay = -int(random, 0, days - 2);
  else startDay = -days - int(random, 1, 200);
  const startDate = indiaDayAfter(community.base, startDay);
  const startsAt = indiaMidnightOf(startDate).getTime();
  return { startDate, startsAt, endsAt: startsAt + days * DAY_MS };
}

/** Ranks as the results' `rank()`: ties share a place, and only places 1–3 with a score above zero win. */
function rankScores(totals: number[]) {
  return totals.map((total) => {
    const rank = 1 + totals.filter((other) => other > total).length;
    return { rank, isWinner: rank <= CHALLENGE_PLACE_POINTS.length && total > 0 };
  });
}

/** Who hosts when nobody had registered by the announcement (a tiny community): its oldest member. */
const earliestMember = (community: Community) =>
  community.members.reduce((earliest, member) => (member.createdAt < earliest.createdAt ? member : earliest));

export function planChallenge(community: Community, index: number): ChallengePlan {
  const random = community.source.random('challenge', index);
  const { base, members } = community;
  const category = CHALLENGE_CATEGORIES[index % CHALLENGE_CATEGORIES.length] ?? 'Other';
  const topic = pick(random, CHALLENGE_TOPICS[category]);
  // Long challenges are the ones running now, so there is something to join whatever the day.
  const duration =
    index % 7 === 1 || index % 7 === 2
      ? pick(random, ['1 month', '2 months'] as const)
      : pick(random, CHALLENGE_DURATIONS);
  const days = CHALLENGE_DURATION_DAYS[duration];
  const { startDate, startsAt, endsAt } = scheduleChallenge(random, community, index, days);
  // Announced up to three weeks before the start, and never after today.
  const createdAt = Math.min(base - between(random, 0, 5 * DAY_MS), startsAt - between(random, DAY_MS, 21 * DAY_MS));
  const hostTaken = new Set<number>();
  const host = drawMembers(random, community, 1, hostTaken, createdAt)[0] ?? earliestMember(community);
  const end = Math.min(endsAt, base);
  const isPublished = endsAt + 7 * DAY_MS <= base && random() < 0.85;
  const resultsPublishedAt = isPublished ? between(random, endsAt + DAY_MS, endsAt + 7 * DAY_MS) : null;
  const wanted = startsAt > base ? int(random, 0, 8) : int(random, 3, 40);
  const joiners = drawMembers(
    random,
    community,
    Math.min(wanted, Math.floor(members.length / 4)),
    new Set([host.index]),
    end,
  );
  const participants = joiners.map((member) => {
    const joinedAt = between(random, Math.max(createdAt, member.createdAt), end);
    const from = Math.max(joinedAt, startsAt);
    const submits = from < end && random() < (endsAt <= base ? 0.8 : 0.5);
    const isScored = resultsPublishedAt !== null || (endsAt <= base && random() < 0.5);
    const scores = isScored
      ? topic.criteria.map(() => (random() < 0.05 ? 0 : int(random, 2, CHALLENGE_SCORE_MAX)))
      : null;
    const submission: SubmissionPlan | null = submits
      ? {
          submittedAt: between(random, from, end),
          scores,
          scoredAt: scores ? between(random, endsAt, resultsPublishedAt ?? base) : null,
          rank: null,
          isWinner: false,
        }
      : null;
    return { member, joinedAt, submission };
  });
  if (resultsPublishedAt !== null) {
    const submissions = participants.flatMap((participant) => (participant.submission ? [participant.submission] : []));
    const places = rankScores(submissions.map((submission) => sumOf(submission.scores ?? [])));
    for (const [n, submission] of submissions.entries()) Object.assign(submission, places[n]);
  }
  return {
    index,
    id: community.source.uuid('challenge', index),
    host,
    category,
    topic,
    duration,
    startDate,
    startsAt,
    endsAt,
    createdAt,
    resultsPublishedAt,
    participants,
  };
}

export const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function challengeRow(community: Community, plan: ChallengePlan) {
  const random = community.source.random('challenge-row', plan.index);
  const sponsor = pick(random, SPONSORS);
  const prizeAmount = int(random, 1, 20) * 5000;
  return {
    id: plan.id,
    hostId: plan.host.id,
    title: plan.topic.title,
    description: `${plan.topic.description} Open to everyone in India; teams of one.`,
    category: plan.category,
    difficulty: pick(random, DIFFICULTIES),
    prizeAmount,
    // Prizes for places 1 to 3 (half, 30% and 20% of the pool): with three prize places, the winners ranked above
    // are exactly those the results would give a share.
    prizes: [5, 3, 2].map((tenths) => (prizeAmount / 10) * tenths),
    duration: plan.duration,
    startDate: plan.startDate,
    startsAt: new Date(plan.startsAt),
    endsAt: new Date(plan.endsAt),
    technologies: [...plan.topic.technologies],
    requirements: 'A public repository with a README that explains how to run your entry.',
    judgingCriteria: [...plan.topic.criteria],
    submissionGuidelines: 'Submit the repository link and, if you can, a short demo video or a live link.',
    sponsorName: sponsor,
    sponsorContact: `${sponsor.toLowerCase().replace(/[^a-z]+/g, '-')}@sponsors.demo.skillsync.in`,
    resultsPublishedAt: plan.resultsPublishedAt === null ? null : new Date(plan.resultsPublishedAt),
    createdAt: new Date(plan.createdAt),
    updatedAt: new Date(plan.resultsPublishedAt ?? plan.createdAt),
  };
}

export function challengeSubmissionRows(community: Community, plan: ChallengePlan) {
  return plan.participants.flatMap(({ member, submission }) => {
    if (!submission) return [];
    const scores = submission.scores;
    return [
      {
        id: community.source.uuid('challenge-submission', `${plan.index}:${member.index}`),
        challengeId: plan.id,
        userId: member.id,
        repositoryUrl: `https://github.com/${member.handle}/${plan.topic.title
          .toLowerCase()
          .replace(/[^a-z]+/g, '-')
          .slice(0, 40)}`,
        demoUrl: null,
        notes: 'Built over weekends; the README lists what works and what is next.',
        submittedAt: new Date(submission.submittedAt),
        updatedAt: new Date(submission.submittedAt),
        scores,
        totalScore: scores ? sumOf(scores) : null,
        feedback: scores ? 'Clear README and a working demo. Tests would make it stronger.' : null,
        scoredAt: submission.scoredAt === null ? null : new Date(submission.scoredAt),
        rank: submission.rank,
        isWinner: submission.isWinner,
      },
    ];
  });
}

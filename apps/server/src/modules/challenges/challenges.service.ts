import {
  addDays,
  CHALLENGE_DURATION_DAYS,
  CHALLENGE_PLACE_POINTS,
  CHALLENGE_PLACE_REASONS,
  CHALLENGE_START_MAX_DAYS,
  type ChallengeDetail,
  type ChallengeDuration,
  type ChallengeList,
  type ChallengeStats,
  type CreateChallengeBody,
  type CurrentUser,
  DAY_MS,
  indiaDayOf,
  indiaMidnightOf,
  type ListChallengesQuery,
  MESSAGES,
  prizesOf,
  type ScoreBody,
  type SubmitBody,
  type UpdateChallengeBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { findUser, type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, gone, invalid, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { toPrefixQuery } from '../../lib/search.ts';
import { recordActivity } from '../follows/index.ts';
import { admitPost, refuseEarlyLinks } from '../limits/index.ts';
import { notify } from '../notifications/index.ts';
import { announceReputation, awardReputation, rememberSkills } from '../users/index.ts';
import { issueCertificates } from './certificates.service.ts';
import { sharePrizes } from './challenge-prizes.ts';
import {
  presentChallengeDetail,
  presentChallengeSummary,
  presentSubmission,
  statusOf,
} from './challenges.presenter.ts';
import {
  type ChallengeRow,
  challengeStats,
  countParticipants,
  countUnscored,
  deleteChallengeById,
  findChallengeForUpdate,
  findChallenges,
  findChallengeWithHost,
  findParticipantIds,
  findSubmissionIn,
  findSubmissionOf,
  findSubmissions,
  findSubmissionWithUser,
  insertChallenge,
  insertParticipant,
  isParticipant,
  rankSubmissions,
  setPrizeShares,
  setSubmissionScore,
  updateChallengeById,
  upsertSubmission,
} from './challenges.repository.ts';

// ---- Dates ----

/** When a challenge starting on an India day with a duration begins and ends: that day's midnight, India time. */
function scheduleOf(startDate: string, duration: ChallengeDuration) {
  const startsAt = indiaMidnightOf(startDate);
  return { startsAt, endsAt: new Date(startsAt.getTime() + CHALLENGE_DURATION_DAYS[duration] * DAY_MS) };
}

/** A start day from today (India) to CHALLENGE_START_MAX_DAYS ahead. */
function refuseStartDate(startDate: string, now: Date) {
  const today = indiaDayOf(now);
  const latest = addDays(today, CHALLENGE_START_MAX_DAYS);
  const message = startDate < today ? MESSAGES.startDateInPast : startDate > latest ? MESSAGES.startDateTooFar : null;
  if (message) throw invalid(message, [{ param: 'startDate', msg: message }]);
}

// ---- Access ----

type ChallengeAccess = 'host' | 'any';

/**
 * Loads a challenge for a member's write and locks its row until the transaction ends, so joins, edits,
 * submissions, scores and the results queue instead of crossing: 404 when it does not exist, 403 when only its
 * host may do this and the member is not, 410 for anyone but its host once moderators removed it.
 */
async function loadChallengeFor(tx: Queryable, user: CurrentUser, id: string, access: ChallengeAccess) {
  const challenge = await findChallengeForUpdate(tx, id);
  if (!challenge) throw notFound(MESSAGES.challengeNotFound);
  const isHost = challenge.hostId === user.id;
  if (access === 'host' && !isHost) throw forbidden(MESSAGES.notChallengeHost);
  if (challenge.hiddenAt && !isHost) throw gone();
  return { challenge, isHost };
}

/** A challenge's terms are fixed once somebody has joined it. */
async function refuseIfJoined(tx: Queryable, challenge: ChallengeRow) {
  if ((await countParticipants(tx, challenge.id)) > 0) throw conflict(MESSAGES.challengeLocked);
}

/** Judging opens at the deadline and closes when the results are published. */
function refuseUnlessJudging(challenge: ChallengeRow, now: Date) {
  if (statusOf(challenge, now) !== 'Completed') throw conflict(MESSAGES.judgingNotOpen);
  if (challenge.resultsPublishedAt) throw conflict(MESSAGES.resultsAlreadyPublished);
}

// ---- Reading ----

export async function listChallenges(
  ctx: AppContext,
  requester: Requester,
  query: ListChallengesQuery,
): Promise<ChallengeList> {
  const now = ctx.clock();
  const filters = {
    category: query.category,
    difficulty: query.difficulty,
    status: query.status,
    searchQuery: toPrefixQuery(query.search),
    viewerId: findUser(requester)?.id ?? null,
    now,
  };
  const { items, nextCursor } = await readPage(
    query,
    (page) => findChallenges(ctx.db, { ...filters, ...page }),
    (row) => ({ createdAt: row.cursor, id: row.challenge.id }),
  );
  return { challenges: items.map((row) => presentChallengeSummary(row, now)), nextCursor };
}

export async function getChallengeStats(ctx: AppContext): Promise<ChallengeStats> {
  const now = ctx.clock();
  // The India month: its first day's midnight, India time.
  const monthStart = indiaMidnightOf(`${indiaDayOf(now).slice(0, 8)}01`);
  return challengeStats(ctx.db, now, monthStart);
}

/**
 * A challenge as `viewer` may see it: their own submission; every submission for the host once the deadline has
 * passed; the leaderboard once the results are out.
 */
async function loadChallengeDetail(
  db: Queryable,
  id: string,
  viewer: CurrentUser | null,
  now: Date,
): Promise<ChallengeDetail> {
  const row = await findChallengeWithHost(db, id, viewer?.id ?? null);
  if (!row) throw notFound(MESSAGES.challengeNotFound);
  const { challenge } = row;
  const isHost = viewer?.id === challenge.hostId;
  // Moderators removed it: gone for everyone but its host, who reads why (and moderators, who review appeals).
  if (challenge.hiddenAt && !isHost && viewer?.role !== 'moderator') throw gone();
  const showsAll = challenge.resultsPublishedAt !== null || (isHost && statusOf(challenge, now) === 'Completed');
  const own = viewer && row.hasJoined ? await findSubmissionOf(db, id, viewer.id) : undefined;
  const submissionRows = showsAll
    ? await findSubmissions(db, id, { id: viewer?.id ?? null, isHost })
    : own
      ? [own]
      : [];
  return presentChallengeDetail({ ...row, viewer: { id: viewer?.id ?? null, isHost }, submissionRows }, now);
}

export async function getChallenge(ctx: AppContext, requester: Requester, id: string) {
  return loadChallengeDetail(ctx.db, id, findUser(requester), ctx.clock());
}

// ---- Hosting ----

/** What a challenge's host writes that may hold a link (the limits refuse one on an account's first day). */
const writtenFields = (body: UpdateChallengeBody) => ({
  title: body.title,
  description: body.description,
  requirements: body.requirements,
  judgingCriteria: body.judgingCriteria,
  submissionGuidelines: body.submissionGuidelines,
  sponsorName: body.sponsorName,
});

export async function createChallenge(ctx: AppContext, requester: Requester, body: CreateChallengeBody) {
  const user = requireUser(requester);
  const now = ctx.clock();
  refuseStartDate(body.startDate, now);
  return ctx.db.transaction(async (tx) => {
    await admitPost(ctx, tx, user, { kind: 'challenge', fields: writtenFields(body), text: body.description });
    const prizes = prizesOf(body) ?? { prizes: [], prizeAmount: 0 };
    const challenge = await insertChallenge(tx, {
      ...body,
      ...prizes,
      ...scheduleOf(body.startDate, body.duration),
      hostId: user.id,
      createdAt: now,
      updatedAt: now,
    });
    await rememberSkills(tx, body.technologies);
    const hosted = { kind: 'challenge-hosted', actorId: user.id, subject: { challengeId: challenge.id } } as const;
    await recordActivity(tx, hosted, now);
    return loadChallengeDetail(tx, challenge.id, user, now);
  });
}

/** The host changes the challenge until somebody joins; a new start day or duration moves its dates. */
export async function updateChallenge(ctx: AppContext, requester: Requester, id: string, body: UpdateChallengeBody) {
  const user = requireUser(requester);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const { challenge } = await loadChallengeFor(tx, user, id, 'host');
    await refuseIfJoined(tx, challenge);
    await refuseEarlyLinks(ctx, tx, user, writtenFields(body));
    // An unchanged start day may lie in the past (the challenge started and nobody came); a new one may not.
    if (body.startDate !== undefined && body.startDate !== challenge.startDate) refuseStartDate(body.startDate, now);
    const startDate = body.startDate ?? challenge.startDate;
    const duration = body.duration ?? challenge.duration;
    if (body.technologies) await rememberSkills(tx, body.technologies);
    const changes = { ...body, ...prizesOf(body), ...scheduleOf(startDate, duration), updatedAt: now };
    await updateChallengeById(tx, id, changes);
    return loadChallengeDetail(tx, id, user, now);
  });
}

export async function deleteChallenge(ctx: AppContext, requester: Requester, id: string) {
  const user = requireUser(requester);
  await ctx.db.transaction(async (tx) => {
    const { challenge } = await loadChallengeFor(tx, user, id, 'host');
    await refuseIfJoined(tx, challenge);
    await deleteChallengeById(tx, id);
  });
  return { message: MESSAGES.challengeDeleted };
}

// ---- Taking part ----

/** A member joins an active challenge that is not their own. */
export async function joinChallenge(ctx: AppContext, requester: Requester, id: string) {
  const user = requireUser(requester);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const { challenge, isHost } = await loadChallengeFor(tx, user, id, 'any');
    if (isHost) throw forbidden(MESSAGES.ownChallengeJoin);
    const status = statusOf(challenge, now);
    if (status === 'Upcoming') throw conflict(MESSAGES.challengeNotStarted);
    if (status === 'Completed') throw conflict(MESSAGES.challengeEnded);
    if (!(await insertParticipant(tx, id, user.id, now))) throw conflict(MESSAGES.alreadyJoinedChallenge);
    const notice = { kind: 'challenge-joined', actorId: user.id, subject: { challengeId: id } } as const;
    await notify(tx, [{ ...notice, userId: challenge.hostId, groupKey: `challenge-joined:${id}` }], now);
    return loadChallengeDetail(tx, id, user, now);
  });
}

/** A participant's entry, created or replaced until the deadline. */
export async function submitEntry(ctx: AppContext, requester: Requester, id: string, body: SubmitBody) {
  const user = requireUser(requester);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const { challenge } = await loadChallengeFor(tx, user, id, 'any');
    if (!(await isParticipant(tx, id, user.id))) throw forbidden(MESSAGES.joinBeforeSubmitting);
    if (statusOf(challenge, now) === 'Completed') throw conflict(MESSAGES.submissionsClosed);
    const { id: submissionId, isNew } = await upsertSubmission(tx, { ...body, challengeId: id, userId: user.id, now });
    if (isNew) {
      const notice = { kind: 'challenge-submitted', actorId: user.id, subject: { challengeId: id } } as const;
      await notify(tx, [{ ...notice, userId: challenge.hostId, groupKey: `challenge-submitted:${id}` }], now);
    }
    const row = await findSubmissionWithUser(tx, submissionId, user.id);
    if (!row) throw notFound(MESSAGES.submissionNotFound);
    return {
      isNew,
      submission: presentSubmission(row, { isHost: false, viewerId: user.id, isPublished: false }),
    };
  });
}

// ---- Judging ----

/** The host scores a submission on each judging criterion, after the deadline and until the results are out. */
export async function scoreSubmission(
  ctx: AppContext,
  requester: Requester,
  id: string,
  submissionId: string,
  body: ScoreBody,
) {
  const user = requireUser(requester);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const { challenge } = await loadChallengeFor(tx, user, id, 'host');
    refuseUnlessJudging(challenge, now);
    if (!(await findSubmissionIn(tx, id, submissionId))) throw notFound(MESSAGES.submissionNotFound);
    if (body.scores.length !== challenge.judgingCriteria.length) {
      throw invalid(MESSAGES.scoresPerCriterion, [{ param: 'scores', msg: MESSAGES.scoresPerCriterion }]);
    }
    await setSubmissionScore(tx, submissionId, { scores: body.scores, feedback: body.feedback, scoredAt: now });
    const row = await findSubmissionWithUser(tx, submissionId, user.id);
    if (!row) throw notFound(MESSAGES.submissionNotFound);
    return presentSubmission(row, { isHost: true, viewerId: user.id, isPublished: false });
  });
}

/** Every participant hears that the results are out; a winner with their place and the points it gave. */
async function tellResults(
  tx: Queryable,
  results: {
    challengeId: string;
    hostId: string;
    winners: { userId: string; rank: number }[];
    awarded: { userId: string; points: number }[];
  },
  now: Date,
) {
  const placeOf = new Map(results.winners.map((winner) => [winner.userId, winner.rank]));
  const pointsOf = new Map(results.awarded.map((award) => [award.userId, award.points]));
  const participants = await findParticipantIds(tx, results.challengeId);
  const notices = participants.map((userId) => ({
    userId,
    kind: 'challenge-results' as const,
    actorId: results.hostId,
    subject: { challengeId: results.challengeId },
    detail: placeOf.has(userId) ? { place: placeOf.get(userId), points: pointsOf.get(userId) ?? 0 } : {},
  }));
  await notify(tx, notices, now);
}

/**
 * The host publishes the results once every submission is scored: the leaderboard is ranked, the prizes shared out
 * by place (see `sharePrizes`), the winners (those with a share) marked, and those placed 1st to 3rd awarded
 * reputation once (the results are published once), under the limits of every award.
 */
export async function publishResults(ctx: AppContext, requester: Requester, id: string) {
  const user = requireUser(requester);
  const now = ctx.clock();
  const result = await ctx.db.transaction(async (tx) => {
    const { challenge } = await loadChallengeFor(tx, user, id, 'host');
    refuseUnlessJudging(challenge, now);
    if ((await countUnscored(tx, id)) > 0) throw conflict(MESSAGES.unscoredSubmissions);
    const ranked = await rankSubmissions(tx, id);
    const shares = sharePrizes(challenge.prizes, ranked);
    await setPrizeShares(tx, shares);
    const winners = ranked.filter((entry) => (shares.get(entry.id) ?? 0) > 0);
    await updateChallengeById(tx, id, { resultsPublishedAt: now, updatedAt: now });
    const awarded = await awardReputation(
      tx,
      now,
      winners
        .filter(({ rank }) => rank <= CHALLENGE_PLACE_POINTS.length)
        .map(({ userId, rank }) => ({
          userId,
          points: CHALLENGE_PLACE_POINTS[rank - 1] ?? 0,
          reason: CHALLENGE_PLACE_REASONS[rank - 1] ?? 'challenge-third-place',
          sourceType: 'challenge',
          sourceId: id,
          creditedBy: user.id,
        })),
      'first-challenge-win',
    );
    await tellResults(tx, { challengeId: id, hostId: user.id, winners, awarded }, now);
    await issueCertificates(tx, id, now);
    await recordActivity(tx, { kind: 'results-published', actorId: user.id, subject: { challengeId: id } }, now);
    return { detail: await loadChallengeDetail(tx, id, user, now), awarded };
  });
  announceReputation(ctx, result.awarded, { sourceType: 'challenge', sourceId: id });
  return result.detail;
}

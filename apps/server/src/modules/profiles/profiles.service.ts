import { randomBytes } from 'node:crypto';
import {
  type Dashboard,
  MESSAGES,
  type PageQuery,
  PORTFOLIO_ITEMS_MAX,
  type PortfolioItemBody,
  type ReputationHistory,
  type UpdatePortfolioItemBody,
  type UpdateProfileBody,
  type UserProfile,
} from '@skillsync/shared';
import { findUser, type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, gone, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { forgetSessions } from '../../lib/session-cache.ts';
import { lockUsers, rememberSkills, requireLiveUser } from '../users/index.ts';
import { toAvatarJpeg } from './avatar-image.ts';
import {
  presentAchievement,
  presentPortfolioItem,
  presentProfileProblem,
  presentProfileProject,
  presentProfileUser,
} from './profiles.presenter.ts';
import {
  countDashboard,
  countPortfolio,
  countProfile,
  deleteAvatar,
  deletePortfolioItem,
  deletePortfolioLike,
  findAvatar,
  findPortfolioItem,
  insertPortfolioItem,
  insertPortfolioLike,
  listAchievements,
  listActiveProjects,
  listAuthoredProblems,
  listOwnedProjectsFor,
  listPortfolio,
  listRecentProblems,
  listReputationEvents,
  saveAvatar,
  updatePortfolioItem,
  updateUserProfile,
} from './profiles.repository.ts';

/** A member's profile as spec §2 shows it; private projects only to their team. */
export async function getProfile(ctx: AppContext, requester: Requester, userId: string): Promise<UserProfile> {
  const viewerId = findUser(requester)?.id;
  const row = await requireLiveUser(ctx, userId);
  const [counts, portfolio, achievements, problems, projects, online] = await Promise.all([
    countProfile(ctx.db, userId),
    listPortfolio(ctx.db, userId, viewerId),
    listAchievements(ctx.db, userId),
    listAuthoredProblems(ctx.db, userId, viewerId),
    listOwnedProjectsFor(ctx.db, userId, viewerId),
    ctx.realtime.onlineAmong([userId]),
  ]);
  return {
    user: presentProfileUser(row),
    counters: {
      problemsPosted: counts.problemsPosted,
      completed: counts.completed,
      collaborations: counts.problemCollaborations + counts.projectMemberships,
      achievements: counts.achievements,
      challengesWon: counts.challengesWon,
    },
    portfolio: portfolio.map(presentPortfolioItem),
    achievements: achievements.map(presentAchievement),
    problems: problems.map(presentProfileProblem),
    projects: projects.map(presentProfileProject),
    isOnline: online.length > 0,
  };
}

/** The member changes what they tell about themself; the e-mail is not theirs to change here (the schema refuses it). */
export async function updateProfile(ctx: AppContext, requester: Requester, body: UpdateProfileBody) {
  const user = requireUser(requester);
  const { email: _email, ...changes } = body;
  const row = await ctx.db.transaction(async (tx) => {
    if (changes.skills) await rememberSkills(tx, changes.skills);
    return updateUserProfile(tx, user.id, changes, ctx.clock());
  });
  if (!row) throw notFound(MESSAGES.userNotFound);
  forgetSessions(ctx, { userId: user.id });
  return presentProfileUser(row);
}

/** Stores the member's new picture (see avatar-image.ts) under a new URL, so caches never show the old one. */
export async function uploadAvatar(ctx: AppContext, requester: Requester, upload: Buffer) {
  const user = requireUser(requester);
  return storePictureOf(ctx, user.id, upload);
}

/**
 * Re-encodes and stores a member's picture: an upload, or a new member's picture from their sign-in provider
 * (issue 29), which the caller fetched, bounded, and whose failure never fails the sign-up.
 */
export async function storePictureOf(ctx: AppContext, userId: string, upload: Buffer) {
  const image = await ctx.imageWork.decode(() => toAvatarJpeg(upload));
  const now = ctx.clock();
  const version = `${now.getTime().toString(36)}${randomBytes(3).toString('hex')}`;
  const avatar = `/api/users/${userId}/avatar?v=${version}`;
  await ctx.db.transaction(async (tx) => {
    await saveAvatar(tx, { userId, image, version, updatedAt: now });
    await updateUserProfile(tx, userId, { avatar }, now);
  });
  forgetSessions(ctx, { userId });
  return { avatar };
}

/** A member's stored picture, or 404. */
export async function getAvatar(ctx: AppContext, userId: string) {
  const avatar = await findAvatar(ctx.db, userId);
  if (!avatar) throw notFound(MESSAGES.userNotFound);
  return avatar;
}

export async function removeAvatar(ctx: AppContext, requester: Requester) {
  const user = requireUser(requester);
  await ctx.db.transaction(async (tx) => {
    await deleteAvatar(tx, user.id);
    await updateUserProfile(tx, user.id, { avatar: null }, ctx.clock());
  });
  forgetSessions(ctx, { userId: user.id });
  return { avatar: null };
}

export async function addPortfolioItem(ctx: AppContext, requester: Requester, body: PortfolioItemBody) {
  const user = requireUser(requester);
  const item = await ctx.db.transaction(async (tx) => {
    // The member's row lock makes the count and the insert one step: two adds cannot pass the limit together.
    await lockUsers(tx, [user.id]);
    if ((await countPortfolio(tx, user.id)) >= PORTFOLIO_ITEMS_MAX) throw conflict(MESSAGES.tooManyPortfolioItems);
    return insertPortfolioItem(tx, { ...body, userId: user.id, createdAt: ctx.clock(), updatedAt: ctx.clock() });
  });
  return presentPortfolioItem({ item, likes: 0, isLiked: false });
}

export async function editPortfolioItem(
  ctx: AppContext,
  requester: Requester,
  itemId: string,
  body: UpdatePortfolioItemBody,
) {
  const user = requireUser(requester);
  const isUpdated = await updatePortfolioItem(ctx.db, user.id, itemId, { ...body, updatedAt: ctx.clock() });
  const row = isUpdated && (await findPortfolioItem(ctx.db, user.id, itemId, user.id));
  if (!row) throw notFound(MESSAGES.portfolioNotFound);
  return presentPortfolioItem(row);
}

export async function removePortfolioItem(ctx: AppContext, requester: Requester, itemId: string) {
  const user = requireUser(requester);
  if (!(await deletePortfolioItem(ctx.db, user.id, itemId))) throw notFound(MESSAGES.portfolioNotFound);
}

/** A member likes (or stops liking) someone else's portfolio project: one like each, never their own. */
export async function setPortfolioLike(
  ctx: AppContext,
  requester: Requester,
  ownerId: string,
  itemId: string,
  isLiked: boolean,
) {
  const user = requireUser(requester);
  const item = await findPortfolioItem(ctx.db, ownerId, itemId);
  if (!item) throw notFound(MESSAGES.portfolioNotFound);
  if (ownerId === user.id) throw forbidden(MESSAGES.ownPortfolioLike);
  if (item.item.hiddenAt) throw gone();
  if (isLiked) await insertPortfolioLike(ctx.db, itemId, user.id);
  else await deletePortfolioLike(ctx.db, itemId, user.id);
  const row = await findPortfolioItem(ctx.db, ownerId, itemId, user.id);
  return { likes: row?.likes ?? 0, isLiked: row?.isLiked ?? false };
}

/** Every award a member got, and why an award gave fewer points than it is worth. */
export async function getReputationHistory(
  ctx: AppContext,
  requester: Requester,
  userId: string,
  query: PageQuery,
): Promise<ReputationHistory> {
  const row = await requireLiveUser(ctx, userId);
  const { items, nextCursor } = await readPage(
    query,
    (page) => listReputationEvents(ctx.db, userId, findUser(requester)?.id, page),
    (item) => ({ createdAt: item.cursorAt, id: item.event.id }),
  );
  return {
    score: row.reputationScore,
    events: items.map(({ event, title }) => ({
      _id: event.id,
      points: event.points,
      reason: event.reason,
      source: { type: event.sourceType, _id: event.sourceId, title },
      limitedBy: event.limitedBy,
      createdAt: event.createdAt.toISOString(),
    })),
    nextCursor,
  };
}

/** The dashboard's greeting figures and lists, from the member's own rows. */
export async function getDashboard(ctx: AppContext, requester: Requester): Promise<Dashboard> {
  const user = requireUser(requester);
  const [counts, recentProblems, activeProjects] = await Promise.all([
    countDashboard(ctx.db, user.id),
    listRecentProblems(ctx.db, user.id),
    listActiveProjects(ctx.db, user.id),
  ]);
  return {
    stats: counts,
    recentProblems: recentProblems.map(presentProfileProblem),
    activeProjects: activeProjects.map(presentProfileProject),
  };
}

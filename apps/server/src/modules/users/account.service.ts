import { DELETED_MEMBER_NAME, type DeleteAccountBody, MESSAGES } from '@skillsync/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  avatars,
  challengeParticipants,
  challengeSubmissions,
  challenges,
  chatMessages,
  collaborationRequests,
  outbox,
  passwordResetTokens,
  portfolioItems,
  portfolioLikes,
  problemCollaborators,
  problemSupporters,
  problems,
  projectJoinRequests,
  projectMembers,
  projects,
  projectTasks,
  reputationEvents,
  sessions,
  userAchievements,
  users,
} from '../../db/schema/index.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { invalid } from '../../lib/errors.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { forgetSessions } from '../../lib/session-cache.ts';
import { isPasswordOf, unusablePasswordHash } from '../auth/auth.service.ts';
import { eraseWordsInSharedRows, forgetUnheldSkills } from './erasure.repository.ts';
import { requireLiveUser } from './profile.service.ts';

/**
 * Everything the member has given or made, as one document (DPDP Act 2023, right of access): their account
 * and consent, profile and picture, what they posted, asked, answered, joined, wrote and earned. Never a
 * secret (password hash, session tokens) and nothing that is only other members' data.
 */
export async function exportAccount(ctx: AppContext, requester: Requester) {
  const user = requireUser(requester);
  const db = ctx.db;
  const row = await requireLiveUser(ctx, user.id);
  const { passwordHash: _secret, ...account } = row;
  const [
    avatar,
    postedProblems,
    supported,
    problemTeams,
    requestsSent,
    requestsOnMyProblems,
    ownedProjects,
    projectTeams,
    joinRequests,
    tasks,
    messages,
    portfolio,
    likesGiven,
    reputation,
    achievements,
    signIns,
    hostedChallenges,
    challengesJoined,
    challengeSubmissionsMade,
  ] = await Promise.all([
    db.select({ image: avatars.image, updatedAt: avatars.updatedAt }).from(avatars).where(eq(avatars.userId, user.id)),
    db.select().from(problems).where(eq(problems.authorId, user.id)),
    db.select().from(problemSupporters).where(eq(problemSupporters.userId, user.id)),
    db.select().from(problemCollaborators).where(eq(problemCollaborators.userId, user.id)),
    db.select().from(collaborationRequests).where(eq(collaborationRequests.requesterId, user.id)),
    db
      .select({ request: collaborationRequests })
      .from(collaborationRequests)
      .innerJoin(problems, eq(problems.id, collaborationRequests.problemId))
      .where(eq(problems.authorId, user.id)),
    db.select().from(projects).where(eq(projects.ownerId, user.id)),
    db.select().from(projectMembers).where(eq(projectMembers.userId, user.id)),
    db.select().from(projectJoinRequests).where(eq(projectJoinRequests.userId, user.id)),
    db
      .select()
      .from(projectTasks)
      .where(or(eq(projectTasks.createdBy, user.id), eq(projectTasks.assigneeId, user.id))),
    db.select().from(chatMessages).where(eq(chatMessages.senderId, user.id)),
    db.select().from(portfolioItems).where(eq(portfolioItems.userId, user.id)),
    db.select().from(portfolioLikes).where(eq(portfolioLikes.userId, user.id)),
    db.select().from(reputationEvents).where(eq(reputationEvents.userId, user.id)),
    db.select().from(userAchievements).where(eq(userAchievements.userId, user.id)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, isRemembered: sessions.isRemembered })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    db.select().from(challenges).where(eq(challenges.hostId, user.id)),
    db.select().from(challengeParticipants).where(eq(challengeParticipants.userId, user.id)),
    db.select().from(challengeSubmissions).where(eq(challengeSubmissions.userId, user.id)),
  ]);
  const [picture] = avatar;
  return {
    exportedAt: ctx.clock().toISOString(),
    account,
    profilePicture: picture
      ? { contentType: 'image/jpeg', base64: picture.image.toString('base64'), updatedAt: picture.updatedAt }
      : null,
    problems: postedProblems,
    supportedProblems: supported,
    problemTeams,
    collaborationRequestsSent: requestsSent,
    collaborationRequestsReceived: requestsOnMyProblems.map(({ request }) => request),
    projects: ownedProjects,
    projectTeams,
    projectJoinRequests: joinRequests,
    projectTasks: tasks,
    chatMessages: messages,
    portfolio,
    portfolioLikesGiven: likesGiven,
    reputationEvents: reputation,
    achievements,
    sessions: signIns,
    challenges: hostedChallenges,
    challengesJoined,
    challengeSubmissions: challengeSubmissionsMade,
  };
}

/**
 * Erases the account (DPDP Act 2023, right of erasure), once the password proves it is the member. Their
 * personal data, picture, portfolio, likes, supports and earned history go; sessions end at once on every
 * instance; what they wrote for teams (problems, projects, tasks, messages, hosted challenges) stays, under
 * 'Deleted member', so no team loses its history; requests nobody can answer any more are closed, and rows
 * that stay for others (answered requests, places on teams, published challenge places) lose the member's
 * words. Skill names nobody else holds go. The e-mail is freed and can register again.
 */
export async function deleteAccount(ctx: AppContext, requester: Requester, body: DeleteAccountBody) {
  const user = requireUser(requester);
  const row = await requireLiveUser(ctx, user.id);
  if (!(await isPasswordOf(row.passwordHash, body.password))) {
    throw invalid(MESSAGES.passwordIncorrect, [{ param: 'password', msg: MESSAGES.passwordIncorrect }]);
  }
  const passwordHash = await unusablePasswordHash();
  await ctx.db.transaction(async (tx) => {
    // The member's row is written last: an accept of their join request locks the project, then the request,
    // then (adding them to the team) shares the member's row; taking the requests before the member's row keeps
    // that order, so the two wait for each other instead of deadlocking.
    await closeOpenRequests(tx, user.id, ctx.clock());
    await eraseWordsInSharedRows(tx, user.id);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.delete(outbox).where(eq(outbox.recipient, row.email));
    await tx.delete(avatars).where(eq(avatars.userId, user.id));
    await tx.delete(portfolioItems).where(eq(portfolioItems.userId, user.id));
    await tx.delete(portfolioLikes).where(eq(portfolioLikes.userId, user.id));
    await tx.delete(problemSupporters).where(eq(problemSupporters.userId, user.id));
    await tx.delete(reputationEvents).where(eq(reputationEvents.userId, user.id));
    await tx.delete(userAchievements).where(eq(userAchievements.userId, user.id));
    await tx
      .update(users)
      .set({
        name: DELETED_MEMBER_NAME,
        // Unique and undeliverable (RFC 2606), so the real address is free to register again.
        email: `deleted-${user.id}@deleted.invalid`,
        passwordHash,
        avatar: null,
        reputationScore: 0,
        title: null,
        location: null,
        bio: null,
        skills: [],
        experience: null,
        education: null,
        github: null,
        linkedin: null,
        website: null,
        language: 'en',
        privacyNoticeVersion: null,
        privacyConsentedAt: null,
        privacyConsentVia: null,
        lastActiveAt: null,
        deletedAt: ctx.clock(),
        updatedAt: ctx.clock(),
      })
      .where(eq(users.id, user.id));
    await forgetUnheldSkills(tx, row.skills);
  });
  forgetSessions(ctx, { userId: user.id });
  ctx.realtime.disconnect(rooms.user(user.id));
}

/** Requests the member sent are withdrawn; those waiting for their answer are declined (nobody else can answer). */
async function closeOpenRequests(tx: DbOrTx, userId: string, now: Date) {
  await tx
    .delete(collaborationRequests)
    .where(and(eq(collaborationRequests.requesterId, userId), eq(collaborationRequests.status, 'pending')));
  const ownProblems = tx.select({ id: problems.id }).from(problems).where(eq(problems.authorId, userId));
  await tx
    .update(collaborationRequests)
    .set({ status: 'rejected', respondedAt: now })
    .where(and(inArray(collaborationRequests.problemId, ownProblems), eq(collaborationRequests.status, 'pending')));
  await tx
    .delete(projectJoinRequests)
    .where(and(eq(projectJoinRequests.userId, userId), eq(projectJoinRequests.status, 'Pending')));
  const ownProjects = tx.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, userId));
  await tx
    .update(projectJoinRequests)
    .set({ status: 'Rejected', respondedAt: now })
    .where(and(inArray(projectJoinRequests.projectId, ownProjects), eq(projectJoinRequests.status, 'Pending')));
}

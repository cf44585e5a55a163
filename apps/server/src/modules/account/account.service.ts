import { type DeleteAccountBody, MESSAGES } from '@skillsync/shared';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { invalid } from '../../lib/errors.ts';
import { isPasswordOf, unusablePasswordHash } from '../../lib/passwords.ts';
import {
  closeSessionsOf,
  deletePasskeysOf,
  deleteProviderDataOf,
  deleteResetTokensOfUser,
  deleteSessionsOfUser,
  deleteVerificationsOf,
  findIdentityDataOf,
  findPasskeyDataOf,
  findSignInsOf,
} from '../auth/index.ts';
import { deleteBlocksOf, findBlocksBy } from '../blocks/index.ts';
import { deleteCertificatesOf, findCertificateDataOf, findChallengeDataOf } from '../challenges/index.ts';
import { deleteUnsentAttachmentsOf, findAttachmentsBy, findConversationsOf, findMessagesBy } from '../chat/index.ts';
import { deleteFollowsOf } from '../follows/index.ts';
import { deleteMailsTo } from '../mail/index.ts';
import { deleteNotificationDataOf } from '../notifications/index.ts';
import { closeOpenRequestsOf, deleteSupportsOf, findProblemDataOf, findRequestDataOf } from '../problems/index.ts';
import { deleteProfileDataOf, findProfileDataOf } from '../profiles/index.ts';
import { closeOpenJoinRequestsOf, findJoinRequestsOf, findProjectDataOf } from '../projects/index.ts';
import { anonymizeUser, deleteEarnedBy, findEarnedBy, requireLiveUser } from '../users/index.ts';
import { eraseWordsInSharedRows, forgetUnheldSkills } from './erasure.repository.ts';

/**
 * Everything the member has given or made, as one document (DPDP Act 2023, right of access): their account
 * and consent, profile and picture, what they posted, asked, answered, joined, wrote and earned. Never a
 * secret (password hash, session tokens, passkeys' keys) and nothing that is only other members' data. Each module answers
 * for its own tables.
 */
export async function exportAccount(ctx: AppContext, requester: Requester) {
  const user = requireUser(requester);
  const db = ctx.db;
  const row = await requireLiveUser(ctx, user.id);
  const { passwordHash: _secret, ...account } = row;
  const [profile, problems, requests, projects, joinRequests, messages, files, earned, signIns, challenges, blocked] =
    await Promise.all([
      findProfileDataOf(db, user.id),
      findProblemDataOf(db, user.id),
      findRequestDataOf(db, user.id),
      findProjectDataOf(db, user.id),
      findJoinRequestsOf(db, user.id),
      findMessagesBy(db, user.id),
      findAttachmentsBy(db, user.id),
      findEarnedBy(db, user.id),
      findSignInsOf(db, user.id),
      findChallengeDataOf(db, user.id),
      findBlocksBy(db, user.id),
    ]);
  // With whom, how each stands (a request of theirs ignored reads as waiting), who started it.
  const conversations = await findConversationsOf(db, user.id);
  const passkeys = await findPasskeyDataOf(db, user.id);
  const certificates = await findCertificateDataOf(db, user.id);
  const signInProviders = await findIdentityDataOf(db, user.id);
  const picture = profile.avatar;
  return {
    exportedAt: ctx.clock().toISOString(),
    account,
    profilePicture: picture
      ? { contentType: 'image/jpeg', base64: picture.image.toString('base64'), updatedAt: picture.updatedAt }
      : null,
    ...problems,
    ...requests,
    projects: projects.projects,
    projectTeams: projects.projectTeams,
    projectJoinRequests: joinRequests,
    projectTasks: projects.projectTasks,
    chatMessages: messages,
    directConversations: conversations,
    // The files' names and where they went; their bytes stay in the chats that show them.
    chatAttachments: files,
    portfolio: profile.portfolio,
    portfolioLikesGiven: profile.portfolioLikesGiven,
    ...earned,
    sessions: signIns,
    passkeys,
    signInProviders,
    ...challenges,
    challengeCertificates: certificates,
    blockedMembers: blocked,
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
    await closeOpenRequestsOf(tx, user.id, ctx.clock());
    await closeOpenJoinRequestsOf(tx, user.id, ctx.clock());
    await eraseWordsInSharedRows(tx, user.id);
    await deleteSessionsOfUser(tx, user.id);
    await deleteResetTokensOfUser(tx, user.id);
    await deletePasskeysOf(tx, user.id);
    await deleteVerificationsOf(tx, user.id);
    await deleteProviderDataOf(tx, user.id);
    await deleteMailsTo(tx, row.email);
    await deleteProfileDataOf(tx, user.id);
    await deleteSupportsOf(tx, user.id);
    await deleteEarnedBy(tx, user.id);
    await deleteCertificatesOf(tx, user.id);
    await deleteNotificationDataOf(tx, user.id);
    await deleteFollowsOf(tx, user.id);
    await deleteBlocksOf(tx, user.id);
    await deleteUnsentAttachmentsOf(tx, user.id);
    await anonymizeUser(tx, user.id, passwordHash, ctx.clock());
    await forgetUnheldSkills(tx, row.skills);
  });
  closeSessionsOf(ctx, user.id);
}

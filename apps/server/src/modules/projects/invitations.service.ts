import { type CurrentUser, type InviteRequestBody, MESSAGES } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, gone, notFound } from '../../lib/errors.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { admitPost } from '../limits/index.ts';
import { queueMail, sendQueuedMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { findMemberIdsAmong, loadProjectFor } from '../teams/index.ts';
import { findLiveUser, findUserByEmail } from '../users/index.ts';
import { projectInvitationMail } from './invitation-mail.ts';
import { claimInvitationsOf, insertPendingJoinRequest, lockAddress } from './project-requests.repository.ts';
import { loadJoinRequest } from './project-requests.service.ts';
import type { ProjectRow } from './projects.repository.ts';
import { announceProjectChange, refuseIfCompleted, refuseIfFull } from './projects.service.ts';

/** Invitations a member may send an hour, over all their projects: each may send an e-mail to a stranger. */
export const INVITATIONS_PER_HOUR = 30;

/**
 * The owner invites someone to the team: by e-mail from the invite dialog, or a member by id from a
 * recommendation (whom they have seen). The invitee answers in their requests.
 */
export async function inviteToProject(ctx: AppContext, requester: Requester, id: string, body: InviteRequestBody) {
  const user = requireUser(requester);
  const result = await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'owner');
    refuseIfCompleted(project);
    // Moderators removed it: it invites nobody (its title would travel in the e-mail) until restored.
    if (project.hiddenAt) throw gone();
    const row = body.userId
      ? await inviteMember(tx, project, user, body.userId, body.message)
      : await inviteAddress(ctx, tx, project, user, body.email ?? '', body.message);
    // Counted once the invitation stands: a refusal here rolls it back, and its e-mail with it.
    await admitPost(ctx, tx, user, { kind: 'invitation', fields: { message: body.message }, text: body.message });
    if (row.userId) {
      const notice = { kind: 'invitation-received', actorId: user.id, subject: { projectId: id } } as const;
      // An invitation by address already e-mails its invitee (the same for everyone, registered or not).
      await notify(tx, [{ ...notice, userId: row.userId, withoutEmail: !body.userId }], ctx.clock());
    }
    return { invitation: await loadJoinRequest(tx, row.id, user.id), inviteeId: row.userId };
  });
  announceProjectChange(ctx, id, 'join-requests', user.id);
  if (result.inviteeId) ctx.realtime.emit(rooms.user(result.inviteeId), 'requests-changed', { reason: 'received' });
  sendQueuedMail(ctx);
  return result.invitation;
}

async function inviteMember(tx: Queryable, project: ProjectRow, owner: CurrentUser, userId: string, message: string) {
  // An erased account is nobody.
  const invitee = await findLiveUser(tx, userId);
  if (!invitee) throw notFound(MESSAGES.inviteeNotFound);
  if (invitee.id === owner.id || (await findMemberIdsAmong(tx, project.id, [invitee.id])).length > 0) {
    throw conflict(MESSAGES.alreadyProjectMember);
  }
  await refuseIfFull(tx, project);
  await refuseIfBlocked(tx, owner.id, invitee.id);
  const row = await insertPendingJoinRequest(tx, {
    projectId: project.id,
    userId: invitee.id,
    kind: 'invitation',
    message,
    skills: invitee.skills,
  });
  if (!row) throw conflict(MESSAGES.invitationPending);
  return row;
}

/**
 * An invitation to an address. Whoever holds it, if anyone, the owner gets the same answer and sees only the
 * address: a member finds it in their requests, and an address nobody registered gets an e-mail inviting them
 * to SkillSync, the invitation waiting for whoever registers with it and proves it (claimInvitations).
 */
async function inviteAddress(
  ctx: AppContext,
  tx: Queryable,
  project: ProjectRow,
  owner: CurrentUser,
  email: string,
  message: string,
) {
  // One's own address tells nothing one does not know.
  if (email.toLowerCase() === owner.email.toLowerCase()) throw conflict(MESSAGES.alreadyProjectMember);
  await refuseIfFull(tx, project);
  await lockAddress(tx, email);
  const found = await findUserByEmail(tx, email);
  const holder = found && !found.deletedAt ? found : undefined;
  // An account that has not proven the address may not be its owner's: the invitation waits for the proof.
  const invitee = holder?.emailVerifiedAt ? holder : undefined;
  // An address of a member in a block with the owner: refused as an invitation by id would be.
  if (invitee) await refuseIfBlocked(tx, owner.id, invitee.id);
  const row = await insertPendingJoinRequest(tx, {
    projectId: project.id,
    userId: invitee?.id ?? null,
    inviteeEmail: email,
    kind: 'invitation',
    message,
    skills: [],
  });
  // Only the owner's own earlier invitation of this address to this project is in the way.
  if (!row) throw conflict(MESSAGES.addressInvitationPending);
  const mail = projectInvitationMail({
    ownerName: owner.name,
    projectTitle: project.title,
    message,
    link: `${ctx.config.appUrl}${holder ? '/collaboration-requests' : '/register'}`,
    isMember: holder !== undefined,
    language: holder?.language ?? owner.language,
  });
  await queueMail(tx, ctx.clock(), { to: email, ...mail }, null, owner.id);
  return row;
}

/** A new member's address may have been invited before they registered: those invitations become theirs. */
export async function claimInvitations(ctx: AppContext, member: { id: string; email: string }) {
  await ctx.db.transaction(async (tx) => {
    await lockAddress(tx, member.email);
    await claimInvitationsOf(tx, member.id, member.email);
  });
}

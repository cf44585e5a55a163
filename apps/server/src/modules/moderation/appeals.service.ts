import {
  type ActionParams,
  type AppealableDecision,
  type AppealParams,
  type CreateAppealBody,
  MESSAGES,
  type MessageResponse,
  type ModerationQueueQuery,
  type OpenAppealList,
} from '@skillsync/shared';
import { isAppealToken } from '../../lib/appeal-token.ts';
import { type Requester, requireModerator } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { announceMessageChange } from '../chat/index.ts';
import { notify } from '../notifications/index.ts';
import { setContentVisibility } from './content-visibility.ts';
import { presentDecision, presentOpenAppeal } from './moderation.presenter.ts';
import {
  decideAppealRow,
  findAppealableDecision,
  findOpenAppeals,
  insertAppeal,
  insertModerationAction,
  isLatestHide,
  lockOpenAppeal,
  recomputeRestrictions,
} from './moderation.repository.ts';

// Appeals: a member appeals a decision about them once, and a moderator other than the one who took it decides.

/**
 * A decision as its member may see it: signed in as them, or with the e-mail's signed link (a suspended or banned
 * member cannot sign in). Anyone else finds nothing there.
 */
async function loadOwnDecision(ctx: AppContext, requester: Requester, actionId: string, token: string | undefined) {
  const decision = await findAppealableDecision(ctx.db, actionId);
  const isTheirs =
    decision &&
    (decision.memberId === requester.session?.user.id ||
      (token !== undefined && isAppealToken(ctx.secrets.appealKey, actionId, token)));
  if (!decision || !isTheirs) throw notFound(MESSAGES.appealNotFound);
  return decision;
}

export async function getDecision(
  ctx: AppContext,
  requester: Requester,
  { actionId }: ActionParams,
  token: string | undefined,
): Promise<AppealableDecision> {
  return presentDecision(await loadOwnDecision(ctx, requester, actionId, token));
}

/** The member appeals a decision about them, once; another moderator decides it. */
export async function appealDecision(
  ctx: AppContext,
  requester: Requester,
  { actionId }: ActionParams,
  body: CreateAppealBody,
): Promise<AppealableDecision> {
  const decision = await loadOwnDecision(ctx, requester, actionId, body.token);
  const id = await insertAppeal(ctx.db, {
    actionId,
    memberId: decision.memberId,
    text: body.text,
    createdAt: ctx.clock(),
  });
  if (!id) throw conflict(MESSAGES.alreadyAppealed);
  return presentDecision(await loadOwnDecision(ctx, requester, actionId, body.token));
}

/** The open appeals, oldest first. */
export async function getOpenAppeals(
  ctx: AppContext,
  requester: Requester,
  query: ModerationQueueQuery,
): Promise<OpenAppealList> {
  requireModerator(requester);
  const { appeals, total } = await findOpenAppeals(ctx.db, query.limit);
  return { total, appeals: appeals.map(presentOpenAppeal) };
}

/**
 * A moderator other than the one who acted (and not the member) decides an appeal: the decision stands, or is
 * overturned and undone (the content shown again, the suspension or ban lifted; a warning is withdrawn). The log
 * records it and the member is told.
 */
export async function decideAppeal(
  ctx: AppContext,
  requester: Requester,
  { id }: AppealParams,
  outcome: 'uphold' | 'overturn',
  { note }: { note: string },
): Promise<MessageResponse> {
  const moderator = requireModerator(requester);
  const now = ctx.clock();
  const change = await ctx.db.transaction(async (tx) => {
    const appeal = await lockOpenAppeal(tx, id);
    if (!appeal) throw notFound(MESSAGES.appealNotFound);
    if (appeal.moderatorId === moderator.id || appeal.memberId === moderator.id) throw forbidden(MESSAGES.ownAppeal);
    await decideAppealRow(
      tx,
      id,
      { status: outcome === 'uphold' ? 'upheld' : 'overturned', moderatorId: moderator.id, note },
      now,
    );
    let shown: Awaited<ReturnType<typeof setContentVisibility>> | undefined;
    if (outcome === 'overturn') {
      const subject = { type: appeal.subjectType, id: appeal.subjectId };
      if (appeal.action === 'hide' && subject.type !== 'member' && (await isLatestHide(tx, subject, appeal.actionId))) {
        shown = await setContentVisibility(tx, { type: subject.type, id: subject.id }, null);
      }
      if (appeal.action === 'suspend' || appeal.action === 'ban') await recomputeRestrictions(tx, appeal.memberId);
    }
    const actionId = await insertModerationAction(tx, {
      action: outcome,
      moderatorId: moderator.id,
      subjectType: appeal.subjectType,
      subjectId: appeal.subjectId,
      memberId: appeal.memberId,
      note,
      reportCount: 0,
      createdAt: now,
    });
    await notify(
      tx,
      [
        {
          userId: appeal.memberId,
          kind: 'moderation-decision',
          actorId: null,
          detail: { decision: outcome, note, actionId },
        },
      ],
      now,
    );
    return shown?.change;
  });
  await announceMessageChange(ctx, change);
  return { message: MESSAGES.appealDecided };
}

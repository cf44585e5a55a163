import {
  type AnswerGrievanceBody,
  type ConfirmGrievanceBody,
  type CreateGrievanceBody,
  formatMessage,
  GRIEVANCE_CONFIRM_TTL_MS,
  type GrievanceParams,
  type GrievanceQueue,
  type GrievanceReceipt,
  MESSAGES,
  type MessageResponse,
  type ModerationQueueQuery,
  REPORT_DECIDE_MS,
} from '@skillsync/shared';
import { findUser, type Requester, requireModerator } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { queueMail, sendQueuedMail } from '../mail/index.ts';
import { presentGrievance, referenceOf } from './grievance.presenter.ts';
import {
  findGrievanceForAnswer,
  findOpenGrievances,
  insertGrievance,
  openByToken,
  answerGrievance as recordAnswer,
} from './grievance.repository.ts';
import { acknowledgementMail, answerMail, confirmationMail, type Officer } from './grievance-mail.ts';

const officerOf = (ctx: AppContext): Officer => ({ ...ctx.config.grievanceOfficer, email: ctx.config.grievanceEmail });

/** Received now: answered within 15 days (IT Rules 2021, rule 3(2)). */
const answerByFrom = (receivedAt: Date) => new Date(receivedAt.getTime() + REPORT_DECIDE_MS);

const opened = (reference: string, message: string): GrievanceReceipt => ({ status: 'open', reference, message });

/**
 * A complaint to the Grievance Officer, from anyone. A member's goes out under their account's address and counts
 * at once: acknowledged by e-mail with its reference. A visitor's waits for the link e-mailed to the address they
 * gave (only its hash is kept), so nobody's mailbox gets acknowledgements they did not ask for.
 */
export async function fileGrievance(
  ctx: AppContext,
  requester: Requester,
  body: CreateGrievanceBody,
): Promise<GrievanceReceipt> {
  const member = findUser(requester);
  const now = ctx.clock();
  const { name, about, details } = body;
  if (member) {
    const reference = await ctx.db.transaction(async (tx) => {
      const values = {
        name,
        about,
        details,
        email: member.email,
        userId: member.id,
        tokenHash: null,
        language: member.language,
      };
      const number = await insertGrievance(tx, { ...values, status: 'open', createdAt: now, verifiedAt: now });
      const complaint = { name, about, reference: referenceOf(number) };
      const mail = acknowledgementMail(complaint, answerByFrom(now), officerOf(ctx), member.language);
      await queueMail(tx, now, { to: member.email, ...mail });
      return complaint.reference;
    });
    sendQueuedMail(ctx);
    return opened(reference, formatMessage('grievanceReceived', { reference }));
  }
  const token = createToken();
  const link = `${ctx.config.appUrl}/grievance?confirm=${token}`;
  await ctx.db.transaction(async (tx) => {
    const values = {
      name,
      about,
      details,
      email: body.email,
      userId: null,
      tokenHash: hashToken(token),
      language: body.language,
    };
    await insertGrievance(tx, { ...values, status: 'unverified', createdAt: now, verifiedAt: null });
    const mail = confirmationMail({ name, about }, link, GRIEVANCE_CONFIRM_TTL_MS, body.language);
    await queueMail(tx, now, { to: body.email, ...mail }, new Date(now.getTime() + GRIEVANCE_CONFIRM_TTL_MS));
  });
  sendQueuedMail(ctx);
  return { status: 'unverified', reference: null, message: MESSAGES.grievanceCheckEmail };
}

/**
 * A visitor opens their link: the complaint counts from now and is acknowledged with its reference, in the
 * language of the page the link opened. A link works once and for GRIEVANCE_CONFIRM_TTL_MS; the same answer for
 * one used, expired or never sent.
 */
export async function confirmGrievance(ctx: AppContext, body: ConfirmGrievanceBody): Promise<GrievanceReceipt> {
  const now = ctx.clock();
  const reference = await ctx.db.transaction(async (tx) => {
    const sentAfter = new Date(now.getTime() - GRIEVANCE_CONFIRM_TTL_MS);
    const row = await openByToken(tx, hashToken(body.token), sentAfter, now);
    if (!row) throw invalid(MESSAGES.grievanceLinkInvalid);
    const complaint = { name: row.name, about: row.about, reference: referenceOf(row.number) };
    const mail = acknowledgementMail(complaint, answerByFrom(now), officerOf(ctx), body.language);
    await queueMail(tx, now, { to: row.email, ...mail });
    return complaint.reference;
  });
  sendQueuedMail(ctx);
  return opened(reference, formatMessage('grievanceReceived', { reference }));
}

/** Moderators: the open complaints, oldest first, with the day each must be answered by. */
export async function getGrievanceQueue(
  ctx: AppContext,
  requester: Requester,
  query: ModerationQueueQuery,
): Promise<GrievanceQueue> {
  requireModerator(requester);
  const { grievances, total } = await findOpenGrievances(ctx.db, {
    now: ctx.clock(),
    limit: query.limit,
    decideMs: REPORT_DECIDE_MS,
  });
  return { total, grievances: grievances.map(presentGrievance) };
}

/**
 * A moderator answers an open complaint as the Grievance Officer: the answer is recorded with who and when, and
 * e-mailed to the complainant. A moderator's own complaint is for another; one answered meanwhile is no longer open.
 */
export async function answerGrievance(
  ctx: AppContext,
  requester: Requester,
  params: GrievanceParams,
  body: AnswerGrievanceBody,
): Promise<MessageResponse> {
  const moderator = requireModerator(requester);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const row = await findGrievanceForAnswer(tx, params.id);
    if (row?.status !== 'open') throw notFound(MESSAGES.grievanceNotFound);
    if (row.userId === moderator.id) throw forbidden(MESSAGES.ownGrievance);
    await recordAnswer(tx, params.id, { answer: body.answer, answeredBy: moderator.id, answeredAt: now });
    const complaint = { name: row.name, about: row.about, reference: referenceOf(row.number) };
    await queueMail(tx, now, { to: row.email, ...answerMail(complaint, body.answer, officerOf(ctx), row.language) });
  });
  sendQueuedMail(ctx);
  return { message: MESSAGES.grievanceAnswered };
}

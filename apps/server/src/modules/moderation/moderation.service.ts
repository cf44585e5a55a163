import {
  type CaseParams,
  type ContentParams,
  type CreateReportBody,
  DAY_MS,
  MESSAGES,
  type MessageResponse,
  type ModerationLog,
  type ModerationQueue,
  type ModerationQueueQuery,
  type PageQuery,
  REPORT_DECIDE_MS,
  REPORT_URGENT_MS,
  type Report,
  type ReportList,
  URGENT_REPORT_REASONS,
} from '@skillsync/shared';
import { type Requester, requireModerator, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { closeSessionsOf, deleteSessionsOfUser } from '../auth/index.ts';
import { announceMessageChange } from '../chat/index.ts';
import { notify } from '../notifications/index.ts';
import { setContentVisibility } from './content-visibility.ts';
import { presentCase, presentLogEntry, presentReport, referenceOf } from './moderation.presenter.ts';
import {
  decideOpenReports,
  findModerationLog,
  findOpenCases,
  findReport,
  findReportable,
  findReportsOf,
  insertModerationAction,
  insertReport,
  restrictMember,
} from './moderation.repository.ts';

/**
 * A member reports something they can see that is not theirs: acknowledged at once with its reference. A second
 * open report of theirs about the same thing is refused (their first one stands).
 */
export async function createReport(ctx: AppContext, requester: Requester, body: CreateReportBody): Promise<Report> {
  const user = requireUser(requester);
  const subject = { type: body.subjectType, id: body.subjectId };
  const found = await findReportable(ctx.db, user.id, subject);
  if (!found) throw notFound(MESSAGES.notFound);
  if (found.userId === user.id) throw invalid(MESSAGES.cannotReportOwn);
  const id = await insertReport(ctx.db, { ...body, reporterId: user.id, subjectUserId: found.userId }, ctx.clock());
  const report = id && (await findReport(ctx.db, id));
  if (!report) throw conflict(MESSAGES.alreadyReported);
  return presentReport(report);
}

/** The member's own reports, newest first, with what became of them. */
export async function getMyReports(ctx: AppContext, requester: Requester, query: PageQuery): Promise<ReportList> {
  const user = requireUser(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => findReportsOf(ctx.db, user.id, page),
    (row) => ({ createdAt: row.cursor, id: row.id }),
  );
  return { reports: items.map(presentReport), nextCursor };
}

/** The open cases with the rules' clocks: overdue ones first, then the oldest. */
export async function getQueue(
  ctx: AppContext,
  requester: Requester,
  query: ModerationQueueQuery,
): Promise<ModerationQueue> {
  requireModerator(requester);
  const now = ctx.clock();
  const { cases, total } = await findOpenCases(ctx.db, {
    now,
    limit: query.limit,
    decideMs: REPORT_DECIDE_MS,
    urgentMs: REPORT_URGENT_MS,
    urgentReasons: URGENT_REPORT_REASONS,
  });
  return { total, cases: cases.map(presentCase) };
}

/** What a moderator decides about a case: nothing to act on, or an action on its member. */
type Decision =
  | { action: 'dismiss' | 'hide' | 'warn' | 'ban'; note: string }
  | { action: 'suspend'; note: string; days: number };

/** What the moderator reads when a case is decided. */
const DECIDED: Partial<Record<Decision['action'], string>> = {
  dismiss: MESSAGES.caseDismissed,
  hide: MESSAGES.contentHidden,
};

/**
 * A moderator decides a case: its open reports are dismissed or actioned with the reason; the content is hidden (its
 * author sees why), or its member is warned, suspended or banned (a suspension or ban ends every session and socket
 * of theirs, on every instance); the audit log records it, and the reporters and the member are told (the member with
 * the decision to appeal). A case about the moderator themself is for another moderator; one another moderator
 * decided meanwhile is no longer open.
 */
export async function decideCase(
  ctx: AppContext,
  requester: Requester,
  subject: CaseParams,
  decision: Decision,
): Promise<MessageResponse> {
  const moderator = requireModerator(requester);
  if (decision.action === 'hide' && subject.type === 'member') throw invalid(MESSAGES.nothingToHide);
  const now = ctx.clock();
  const { signedOut, change } = await ctx.db.transaction(async (tx) => {
    const status = decision.action === 'dismiss' ? ('dismissed' as const) : ('actioned' as const);
    const decided = await decideOpenReports(
      tx,
      subject,
      { status, moderatorId: moderator.id, note: decision.note },
      now,
    );
    if (decided.length === 0) throw notFound(MESSAGES.caseNotFound);
    const memberId = decided[0]?.memberId ?? null;
    if (memberId === moderator.id) throw forbidden(MESSAGES.ownCase);
    if (decision.action !== 'dismiss' && !memberId) throw notFound(MESSAGES.noMemberToAct);
    const until = decision.action === 'suspend' ? new Date(now.getTime() + decision.days * DAY_MS) : undefined;
    // Content hidden already (a new report about it): the reports close, and its author hears nothing new.
    const hidden =
      decision.action === 'hide' && subject.type !== 'member'
        ? await setContentVisibility(tx, { type: subject.type, id: subject.id }, { at: now, reason: decision.note })
        : undefined;
    const isNews = decision.action !== 'hide' || hidden?.memberId !== undefined;
    if (memberId && (decision.action === 'suspend' || decision.action === 'ban')) {
      await restrictMember(tx, memberId, decision.action === 'ban' ? { bannedAt: now } : { suspendedUntil: until });
      await deleteSessionsOfUser(tx, memberId);
    }
    const actionId = await insertModerationAction(tx, {
      action: decision.action,
      moderatorId: moderator.id,
      subjectType: subject.type,
      subjectId: subject.id,
      memberId,
      note: decision.note,
      days: decision.action === 'suspend' ? decision.days : null,
      reportCount: decided.length,
      createdAt: now,
    });
    const toReporters = decided.map((report) => ({
      userId: report.reporterId,
      kind: 'report-decided' as const,
      actorId: null,
      detail: { reference: referenceOf(report.number), decision: status },
    }));
    const toMember =
      memberId && decision.action !== 'dismiss' && isNews
        ? [
            {
              userId: memberId,
              kind: 'moderation-decision' as const,
              actorId: null,
              detail: {
                decision: decision.action,
                note: decision.note,
                actionId,
                ...(until && { until: until.toISOString() }),
              },
            },
          ]
        : [];
    await notify(tx, [...toReporters, ...toMember], now);
    const isSignedOut = decision.action === 'suspend' || decision.action === 'ban';
    return { signedOut: isSignedOut ? memberId : null, change: hidden?.change };
  });
  if (signedOut) closeSessionsOf(ctx, signedOut);
  await announceMessageChange(ctx, change);
  return { message: DECIDED[decision.action] ?? MESSAGES.caseActioned };
}

/** A moderator shows hidden content again (a mistake, or after an edit); its author is told, and the log keeps it. */
export async function restoreContent(
  ctx: AppContext,
  requester: Requester,
  subject: ContentParams,
  { note }: { note: string },
): Promise<MessageResponse> {
  const moderator = requireModerator(requester);
  const now = ctx.clock();
  const change = await ctx.db.transaction(async (tx) => {
    const { memberId, change } = await setContentVisibility(tx, subject, null);
    if (!memberId) throw notFound(MESSAGES.notHidden);
    if (memberId === moderator.id) throw forbidden(MESSAGES.ownCase);
    const actionId = await insertModerationAction(tx, {
      action: 'restore',
      moderatorId: moderator.id,
      subjectType: subject.type,
      subjectId: subject.id,
      memberId,
      note,
      reportCount: 0,
      createdAt: now,
    });
    await notify(
      tx,
      [
        {
          userId: memberId,
          kind: 'moderation-decision',
          actorId: null,
          detail: { decision: 'restore', note, actionId },
        },
      ],
      now,
    );
    return change;
  });
  await announceMessageChange(ctx, change);
  return { message: MESSAGES.contentRestored };
}

/** The audit log, newest first: moderators read it; nobody can change it. */
export async function getModerationLog(
  ctx: AppContext,
  requester: Requester,
  query: PageQuery,
): Promise<ModerationLog> {
  requireModerator(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => findModerationLog(ctx.db, page),
    (row) => ({ createdAt: row.cursor, id: row.id }),
  );
  return { entries: items.map(presentLogEntry), nextCursor };
}

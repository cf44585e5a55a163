import {
  type CaseParams,
  type CreateReportBody,
  type DecideCaseBody,
  MESSAGES,
  type MessageResponse,
  type ModerationLog,
  type ModerationQueue,
  type ModerationQueueQuery,
  type PageQuery,
  REPORT_ACKNOWLEDGE_MS,
  REPORT_DECIDE_MS,
  REPORT_URGENT_MS,
  type Report,
  type ReportList,
  URGENT_REPORT_REASONS,
} from '@skillsync/shared';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { notify } from '../notifications/index.ts';
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

/** Only moderators act on reports. */
function requireModerator(requester: Requester) {
  const user = requireUser(requester);
  if (user.role !== 'moderator') throw forbidden(MESSAGES.notModerator);
  return user;
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
  return {
    total,
    cases: cases.map((row) =>
      presentCase(
        row,
        {
          acknowledgeBy: new Date(row.firstReportedAt.getTime() + REPORT_ACKNOWLEDGE_MS),
          decideBy: row.decideBy,
          removeBy: row.removeBy,
        },
        now,
      ),
    ),
  };
}

/**
 * A moderator finds nothing to act on: the case's open reports are dismissed with the reason, the audit log records
 * it, and each reporter is told. A case about the moderator themself is for another moderator; a case another
 * moderator decided meanwhile is no longer open.
 */
export async function dismissCase(
  ctx: AppContext,
  requester: Requester,
  subject: CaseParams,
  body: DecideCaseBody,
): Promise<MessageResponse> {
  const moderator = requireModerator(requester);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const decided = await decideOpenReports(
      tx,
      subject,
      { status: 'dismissed', moderatorId: moderator.id, note: body.note },
      now,
    );
    if (decided.length === 0) throw notFound(MESSAGES.caseNotFound);
    const memberId = decided[0]?.memberId ?? null;
    if (memberId === moderator.id) throw forbidden(MESSAGES.ownCase);
    await insertModerationAction(tx, {
      action: 'dismiss',
      moderatorId: moderator.id,
      subjectType: subject.type,
      subjectId: subject.id,
      memberId,
      note: body.note,
      reportCount: decided.length,
      createdAt: now,
    });
    await notify(
      tx,
      decided.map((report) => ({
        userId: report.reporterId,
        kind: 'report-decided' as const,
        actorId: null,
        detail: { reference: referenceOf(report.number), decision: 'dismissed' as const },
      })),
      now,
    );
  });
  return { message: MESSAGES.caseDismissed };
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

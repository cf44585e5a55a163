import {
  type AppealableDecision,
  type ModerationCase,
  type ModerationLogEntry,
  type OpenAppeal,
  REPORT_ACKNOWLEDGE_MS,
  type Report,
  type ReportSubject,
} from '@skillsync/shared';
import type { CaseRow, DecisionRow, LogRow, OpenAppealRow, ReportRow, SubjectRow } from './moderation.repository.ts';

/** What reporters quote: R-1001. */
export const referenceOf = (number: number) => `R-${number}`;

const subjectOf = (row: SubjectRow): ReportSubject => ({
  type: row.subjectType,
  _id: row.subjectId,
  title: row.title,
  path: row.path,
});

const personOf = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);

export function presentReport(row: ReportRow): Report {
  return {
    _id: row.id,
    reference: referenceOf(row.number),
    subject: subjectOf(row),
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

/** A case with the rules' clocks: acknowledged within a day of the first report (it is, on receipt), and its deadlines. */
export function presentCase(row: CaseRow): ModerationCase {
  return {
    subject: subjectOf(row),
    member: personOf(row.memberId, row.memberName),
    reports: row.reports.map((report) => ({
      _id: report.id,
      reference: referenceOf(report.number),
      reason: report.reason,
      details: report.details,
      reporter: personOf(report.reporterId, report.reporterName),
      createdAt: new Date(report.createdAt).toISOString(),
    })),
    firstReportedAt: row.firstReportedAt.toISOString(),
    deadlines: {
      acknowledgeBy: new Date(row.firstReportedAt.getTime() + REPORT_ACKNOWLEDGE_MS).toISOString(),
      decideBy: row.decideBy.toISOString(),
      removeBy: row.removeBy?.toISOString() ?? null,
    },
    isOverdue: row.isOverdue,
  };
}

export function presentLogEntry(row: LogRow): ModerationLogEntry {
  return {
    _id: row.id,
    action: row.action,
    moderator: personOf(row.moderatorId, row.moderatorName),
    subject: subjectOf(row),
    member: personOf(row.memberId, row.memberName),
    note: row.note,
    days: row.days,
    reportCount: row.reportCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A decision as its member sees it, with their appeal once made. */
export function presentDecision(row: DecisionRow): AppealableDecision {
  return {
    actionId: row.actionId,
    action: row.action,
    note: row.note,
    days: row.days,
    subject: subjectOf(row),
    createdAt: row.createdAt.toISOString(),
    appeal:
      row.appealId && row.appealText !== null && row.appealStatus && row.appealedAt
        ? {
            _id: row.appealId,
            text: row.appealText,
            status: row.appealStatus,
            createdAt: row.appealedAt.toISOString(),
            decidedAt: row.appealDecidedAt?.toISOString() ?? null,
            decisionNote: row.appealDecisionNote,
          }
        : null,
  };
}

/** An open appeal for the moderators: the appeal, the decision it is about, who took it and who appeals. */
export function presentOpenAppeal(row: OpenAppealRow): OpenAppeal {
  const { appeal, ...decision } = presentDecision(row);
  if (!appeal) throw new Error('an open appeal without its appeal');
  return {
    ...appeal,
    decision,
    moderator: personOf(row.moderatorId, row.moderatorName),
    member: personOf(row.memberId, row.memberName),
  };
}

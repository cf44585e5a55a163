import { z } from 'zod';
import { APPEALABLE_ACTIONS } from './enums.ts';
import { APPEAL_TEXT_MAX, DECISION_NOTE_MAX, REPORT_DETAILS_MAX, SUSPENSION_DAYS_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { NextCursor } from './pagination.schemas.ts';
import { text } from './text.schemas.ts';

/** Why a member reports something (issue 27). */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'impersonation',
  'sexual-content',
  'private-information',
  'intellectual-property',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * Reasons the IT Rules 2021 (rule 3(2)(b)) want acted on within 24 hours: nudity or sexual content of a person, and
 * impersonation (morphed images included).
 */
export const URGENT_REPORT_REASONS: readonly ReportReason[] = ['impersonation', 'sexual-content'];

/** What can be reported. */
export const REPORT_SUBJECTS = [
  'problem',
  'project',
  'challenge',
  'submission',
  'portfolio-item',
  'message',
  'member',
  'challenge-question',
] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECTS)[number];

/** What moderators can hide: everything that can be reported but a member (a member is warned, suspended or banned). */
export const CONTENT_SUBJECTS = [
  'problem',
  'project',
  'challenge',
  'submission',
  'portfolio-item',
  'message',
  'challenge-question',
] as const;
export type ContentSubjectType = (typeof CONTENT_SUBJECTS)[number];

/** Where a report stands: waiting for a moderator, or decided (nothing to act on, or acted on). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What a moderator did (the audit log's actions): nothing to act on; an action on the content (hide, restore) or on
 * its member (warn, suspend, ban); or an appeal decided (the action upheld, or overturned and undone).
 */
export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'restore',
  'warn',
  'suspend',
  'ban',
  'uphold',
  'overturn',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Where an appeal stands: waiting for another moderator, or decided (the action stands, or is undone). */
export const APPEAL_STATUSES = ['open', 'upheld', 'overturned'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** Where a complaint to the Grievance Officer stands: waiting for its e-mail to be confirmed, open, or answered. */
export const GRIEVANCE_STATUSES = ['unverified', 'open', 'answered'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/**
 * Why moderators hid a piece of content, as its author sees it (everyone else sees "Removed by moderators", or a 410
 * for a page): the reason, when, and the action to appeal (`/appeal/<actionId>`).
 */
export const Removal = z.object({ reason: z.string(), removedAt: z.string(), actionId: z.string() });
export type Removal = z.infer<typeof Removal>;

/** The IT Rules' clocks: a complaint acknowledged within 24 hours, decided within 15 days, urgent removals within 24 hours. */
export const REPORT_ACKNOWLEDGE_MS = 24 * 60 * 60 * 1000;
export const REPORT_DECIDE_MS = 15 * 24 * 60 * 60 * 1000;
export const REPORT_URGENT_MS = 24 * 60 * 60 * 1000;

export const CreateReportBody = z.object({
  subjectType: z.enum(REPORT_SUBJECTS, { error: MESSAGES.reportSubjectRequired }),
  subjectId: z.uuid({ error: MESSAGES.reportSubjectRequired }),
  reason: z.enum(REPORT_REASONS, { error: MESSAGES.reportReasonRequired }),
  details: text()
    .trim()
    .max(REPORT_DETAILS_MAX, tooLong(REPORT_DETAILS_MAX))
    .optional()
    .transform((value) => value || undefined),
});
export type CreateReportBody = z.infer<typeof CreateReportBody>;
export type CreateReportInput = z.input<typeof CreateReportBody>;

/** What was reported, as the reader may see it now: its title or name, or null once it is gone. */
export const ReportSubject = z.object({
  type: z.enum(REPORT_SUBJECTS),
  _id: z.string(),
  title: z.string().nullable(),
  /** Where it is shown: a page of the app, or null when it has none (gone). */
  path: z.string().nullable(),
});
export type ReportSubject = z.infer<typeof ReportSubject>;

/** A report as its reporter sees it: the reference to quote, and what became of it. */
export const Report = z.object({
  _id: z.string(),
  /** "R-1001": what the reporter quotes to the Grievance Officer. */
  reference: z.string(),
  subject: ReportSubject,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The moderator's words on the decision, for the reporter. */
  decisionNote: z.string().nullable(),
});
export type Report = z.infer<typeof Report>;

export const ReportList = z.object({ reports: z.array(Report), nextCursor: NextCursor });
export type ReportList = z.infer<typeof ReportList>;

const Person = z.object({ _id: z.string(), name: z.string() });

/** One report in a moderator's case. */
export const CaseReport = z.object({
  _id: z.string(),
  reference: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter: Person.nullable(),
  createdAt: z.string(),
});

/**
 * Everything open about one thing: its reports, oldest first, and the clocks the rules set from the first of them.
 * `removeBy` only when a report gives an urgent reason.
 */
export const ModerationCase = z.object({
  subject: ReportSubject,
  /** Whose it is (the reported member, for a member). */
  member: Person.nullable(),
  reports: z.array(CaseReport),
  firstReportedAt: z.string(),
  deadlines: z.object({ acknowledgeBy: z.string(), decideBy: z.string(), removeBy: z.string().nullable() }),
  /** The nearest deadline has passed. */
  isOverdue: z.boolean(),
});
export type ModerationCase = z.infer<typeof ModerationCase>;

/** The open cases, overdue first, then oldest first, and how many are open in all. */
export const ModerationQueue = z.object({ cases: z.array(ModerationCase), total: z.number().int() });
export type ModerationQueue = z.infer<typeof ModerationQueue>;

export const ModerationQueueQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ModerationQueueQuery = z.output<typeof ModerationQueueQuery>;

/** A case in a path: `/moderation/cases/problem/<id>`; a malformed one is no case. */
export const CaseParams = z.object({
  type: z.enum(REPORT_SUBJECTS, { error: MESSAGES.caseNotFound }),
  id: z.uuid({ error: MESSAGES.caseNotFound }),
});
export type CaseParams = z.infer<typeof CaseParams>;

const note = text({ error: MESSAGES.decisionNoteRequired })
  .trim()
  .min(1, MESSAGES.decisionNoteRequired)
  .max(DECISION_NOTE_MAX, tooLong(DECISION_NOTE_MAX));

/** A decision's reason, which the reporters and the member read. */
export const DecideCaseBody = z.object({ note });
export type DecideCaseBody = z.infer<typeof DecideCaseBody>;

/** A suspension: its reason and how many days it lasts. */
export const SuspendCaseBody = z.object({
  note,
  days: z
    .number({ error: MESSAGES.suspensionDaysInvalid })
    .int(MESSAGES.suspensionDaysInvalid)
    .min(1, MESSAGES.suspensionDaysInvalid)
    .max(SUSPENSION_DAYS_MAX, MESSAGES.suspensionDaysInvalid),
});
export type SuspendCaseBody = z.infer<typeof SuspendCaseBody>;

/** One line of the audit log: who did what, to what, when and why. Nobody can change it. */
export const ModerationLogEntry = z.object({
  _id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  moderator: Person.nullable(),
  subject: ReportSubject,
  member: Person.nullable(),
  note: z.string(),
  /** A suspension's length. */
  days: z.number().int().nullable(),
  reportCount: z.number().int(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntry>;

export const ModerationLog = z.object({ entries: z.array(ModerationLogEntry), nextCursor: NextCursor });
export type ModerationLog = z.infer<typeof ModerationLog>;

/** Hidden content in a path, to restore: `/moderation/content/problem/<id>/restore`. */
export const ContentParams = z.object({
  type: z.enum(CONTENT_SUBJECTS, { error: MESSAGES.notFound }),
  id: z.uuid({ error: MESSAGES.notFound }),
});
export type ContentParams = z.infer<typeof ContentParams>;

/** A moderation action in a path: the decision a member appeals. */
export const ActionParams = z.object({ actionId: z.uuid({ error: MESSAGES.appealNotFound }) });
export type ActionParams = z.infer<typeof ActionParams>;

/** The link in the e-mail about a decision: it lets a member who cannot sign in (suspended, banned) appeal. */
/** The e-mail's signed token: 43 characters; anything much longer is no token of ours. */
const appealToken = z.string().max(200, tooLong(200)).optional();

export const AppealTokenQuery = z.object({ token: appealToken });
export type AppealTokenQuery = z.infer<typeof AppealTokenQuery>;

export const CreateAppealBody = z.object({
  text: text({ error: MESSAGES.appealTextRequired })
    .trim()
    .min(1, MESSAGES.appealTextRequired)
    .max(APPEAL_TEXT_MAX, tooLong(APPEAL_TEXT_MAX)),
  token: appealToken,
});
export type CreateAppealBody = z.infer<typeof CreateAppealBody>;
export type CreateAppealInput = z.input<typeof CreateAppealBody>;

/** An appeal as its member and the moderators see it. */
export const Appeal = z.object({
  _id: z.string(),
  text: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type Appeal = z.infer<typeof Appeal>;

/** A decision about a member, as they see it: what, why, when, about what; and their appeal, once made. */
export const AppealableDecision = z.object({
  actionId: z.string(),
  action: z.enum(APPEALABLE_ACTIONS),
  note: z.string(),
  days: z.number().int().nullable(),
  subject: ReportSubject,
  createdAt: z.string(),
  appeal: Appeal.nullable(),
});
export type AppealableDecision = z.infer<typeof AppealableDecision>;

/** An open appeal in the moderators' queue: the decision, who took it, who appeals, and why. */
export const OpenAppeal = Appeal.extend({
  decision: AppealableDecision.omit({ appeal: true }),
  moderator: Person.nullable(),
  member: Person.nullable(),
});
export type OpenAppeal = z.infer<typeof OpenAppeal>;

export const OpenAppealList = z.object({ appeals: z.array(OpenAppeal), total: z.number().int() });
export type OpenAppealList = z.infer<typeof OpenAppealList>;

export const AppealParams = z.object({ id: z.uuid({ error: MESSAGES.appealNotFound }) });
export type AppealParams = z.infer<typeof AppealParams>;

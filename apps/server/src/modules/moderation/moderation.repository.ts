import type {
  AppealStatus,
  ContentSubjectType,
  CreateReportBody,
  ReportStatus,
  ReportSubjectType,
} from '@skillsync/shared';
import { APPEALABLE_ACTIONS } from '@skillsync/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { appeals, moderationActions, reports, users } from '../../db/schema/index.ts';
import { canSeeProject, dateOrNull, queryRows, sqlArray } from '../../db/sql.ts';
import { cursorTextOf, isAfterCursor, type PageRequest } from '../../lib/pagination.ts';

export type Subject = { type: ReportSubjectType; id: string };

/**
 * A message's room: the project's owner and members, the problem's author and collaborators, or the direct
 * conversation's two members.
 */
const isOnTeamOfMessage = (viewerId: string) => sql`(
  (m.project_id IS NOT NULL AND EXISTS (SELECT 1 FROM projects p WHERE p.id = m.project_id AND (p.owner_id = ${viewerId}
    OR EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = p.id AND pm.user_id = ${viewerId}))))
  OR (m.problem_id IS NOT NULL AND EXISTS (SELECT 1 FROM problems p WHERE p.id = m.problem_id AND (p.author_id = ${viewerId}
    OR EXISTS (SELECT 1 FROM problem_collaborators pc WHERE pc.problem_id = p.id AND pc.user_id = ${viewerId}))))
  OR (m.conversation_id IS NOT NULL AND EXISTS (SELECT 1 FROM conversations c
    WHERE c.id = m.conversation_id AND ${viewerId} IN (c.member_a, c.member_b))))`;

/**
 * The thing a member means to report, if they may see it: whose it is. A project they may see (public, or on its
 * team), a message of a team they are on or of their direct conversation, an entry once the results are out (before, only its host sees it), a live
 * member; problems, challenges and portfolio items are public.
 */
export async function findReportable(db: Queryable, viewerId: string, subject: Subject) {
  const { id } = subject;
  const queries: Record<ReportSubjectType, SQL> = {
    problem: sql`SELECT author_id AS "userId" FROM problems WHERE id = ${id}`,
    project: sql`SELECT owner_id AS "userId" FROM projects WHERE id = ${id} AND ${canSeeProject(id, viewerId)}`,
    challenge: sql`SELECT host_id AS "userId" FROM challenges WHERE id = ${id}`,
    submission: sql`SELECT s.user_id AS "userId" FROM challenge_submissions s JOIN challenges c ON c.id = s.challenge_id
      WHERE s.id = ${id} AND (c.results_published_at IS NOT NULL OR c.host_id = ${viewerId})`,
    'portfolio-item': sql`SELECT user_id AS "userId" FROM portfolio_items WHERE id = ${id}`,
    message: sql`SELECT m.sender_id AS "userId" FROM chat_messages m WHERE m.id = ${id} AND ${isOnTeamOfMessage(viewerId)}`,
    member: sql`SELECT id AS "userId" FROM users WHERE id = ${id} AND deleted_at IS NULL`,
    // A challenge's questions and answers are public, like the challenge.
    'challenge-question': sql`SELECT author_id AS "userId" FROM challenge_questions WHERE id = ${id}`,
  };
  const [row] = await queryRows<{ userId: string }>(db, queries[subject.type]);
  return row;
}

/**
 * What a report is about as it is now: a title (a message's text, a member's name) and the page that shows it, or
 * nulls once it is gone. One lateral lookup per row, by the thing's primary key.
 */
const subjectColumns = sql`subject.title, subject.path`;
const subjectJoin = (type: SQL, id: SQL) => sql`LEFT JOIN LATERAL (
  SELECT title, '/problems/' || id AS path FROM problems WHERE ${type} = 'problem' AND id = ${id}
  UNION ALL SELECT title, '/projects/' || id FROM projects WHERE ${type} = 'project' AND id = ${id}
  UNION ALL SELECT title, '/challenges/' || id FROM challenges WHERE ${type} = 'challenge' AND id = ${id}
  UNION ALL SELECT c.title, '/challenges/' || c.id FROM challenge_submissions s JOIN challenges c ON c.id = s.challenge_id
    WHERE ${type} = 'submission' AND s.id = ${id}
  UNION ALL SELECT title, '/profile/' || user_id FROM portfolio_items WHERE ${type} = 'portfolio-item' AND id = ${id}
  UNION ALL SELECT left(content, 300), coalesce('/projects/' || project_id, '/problems/' || problem_id)
    FROM chat_messages WHERE ${type} = 'message' AND id = ${id}
  UNION ALL SELECT name, '/profile/' || id FROM users WHERE ${type} = 'member' AND id = ${id} AND deleted_at IS NULL
  UNION ALL SELECT left(body, 300), '/challenges/' || challenge_id
    FROM challenge_questions WHERE ${type} = 'challenge-question' AND id = ${id}
) subject ON true`;

export async function insertReport(
  db: Queryable,
  values: CreateReportBody & { reporterId: string; subjectUserId: string },
  now: Date,
) {
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: values.reporterId,
      subjectType: values.subjectType,
      subjectId: values.subjectId,
      subjectUserId: values.subjectUserId,
      reason: values.reason,
      details: values.details ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row?.id;
}

/** What a row is about, as `subjectJoin` finds it now. */
export type SubjectRow = {
  subjectType: ReportSubjectType;
  subjectId: string;
  title: string | null;
  path: string | null;
};

export type ReportRow = SubjectRow & {
  id: string;
  number: number;
  reason: CreateReportBody['reason'];
  details: string | null;
  status: ReportStatus;
  createdAt: Date;
  cursor: string;
  decidedAt: Date | null;
  decisionNote: string | null;
};

const reportColumns = sql`r.id, r.number, r.subject_type AS "subjectType", r.subject_id AS "subjectId", ${subjectColumns},
  r.reason, r.details, r.status, r.created_at AS "createdAt", ${cursorTextOf(sql`r.created_at`)} AS cursor,
  r.decided_at AS "decidedAt", r.decision_note AS "decisionNote"`;

export async function findReport(db: Queryable, id: string) {
  const [row] = await queryRows<ReportRow>(
    db,
    sql`SELECT ${reportColumns} FROM reports r ${subjectJoin(sql`r.subject_type`, sql`r.subject_id`)} WHERE r.id = ${id}`,
  );
  return row && withDates(row);
}

/** The member's reports, newest first. */
export async function findReportsOf(db: Queryable, reporterId: string, page: PageRequest) {
  const rows = await queryRows<ReportRow>(
    db,
    sql`SELECT ${reportColumns} FROM reports r ${subjectJoin(sql`r.subject_type`, sql`r.subject_id`)}
      WHERE r.reporter_id = ${reporterId}
        ${page.after ? sql`AND ${isAfterCursor(sql`r.created_at`, sql`r.id`, page.after)}` : sql``}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${page.limit + 1}`,
  );
  return rows.map(withDates);
}

export type CaseRow = SubjectRow & {
  memberId: string | null;
  memberName: string | null;
  firstReportedAt: Date;
  removeBy: Date | null;
  decideBy: Date;
  /** The nearest deadline has passed. */
  isOverdue: boolean;
  reports: {
    id: string;
    number: number;
    reason: CreateReportBody['reason'];
    details: string | null;
    reporterId: string;
    reporterName: string;
    createdAt: string;
  }[];
};

/**
 * The open cases, those past a deadline first (the earliest deadline first), then the oldest first; each with its
 * open reports. `urgentMs` and `decideMs` set the deadlines from the first report; `urgentReasons` start the short one.
 */
export async function findOpenCases(
  db: Queryable,
  options: { now: Date; limit: number; decideMs: number; urgentMs: number; urgentReasons: readonly string[] },
) {
  const { now, limit, decideMs, urgentMs, urgentReasons } = options;
  const rows = await queryRows<CaseRow & { total: number }>(
    db,
    sql`WITH open_cases AS (
        SELECT subject_type, subject_id, min(created_at) AS first_at,
          min(created_at) FILTER (WHERE reason = ANY(${sqlArray(urgentReasons, 'text')})) AS first_urgent_at,
          (array_agg(subject_user_id ORDER BY created_at))[1] AS member_id
        FROM reports WHERE status = 'open' GROUP BY subject_type, subject_id
      ), timed AS (
        SELECT *, first_at + ${decideMs} * interval '1 millisecond' AS decide_by,
          first_urgent_at + ${urgentMs} * interval '1 millisecond' AS remove_by
        FROM open_cases
      ), due AS (
        SELECT *, least(decide_by, remove_by) < ${now} AS is_overdue FROM timed
      )
      SELECT t.subject_type AS "subjectType", t.subject_id AS "subjectId", ${subjectColumns},
        t.member_id AS "memberId", u.name AS "memberName", t.first_at AS "firstReportedAt",
        t.remove_by AS "removeBy", t.decide_by AS "decideBy", t.is_overdue AS "isOverdue", count(*) OVER ()::int AS total,
        (SELECT json_agg(json_build_object('id', r.id, 'number', r.number, 'reason', r.reason, 'details', r.details,
            'reporterId', r.reporter_id, 'reporterName', ru.name, 'createdAt', r.created_at) ORDER BY r.created_at, r.id)
          FROM reports r JOIN users ru ON ru.id = r.reporter_id
          WHERE r.status = 'open' AND r.subject_type = t.subject_type AND r.subject_id = t.subject_id) AS reports
      FROM due t
      LEFT JOIN users u ON u.id = t.member_id
      ${subjectJoin(sql`t.subject_type`, sql`t.subject_id`)}
      ORDER BY t.is_overdue DESC, CASE WHEN t.is_overdue THEN least(t.decide_by, t.remove_by) END, t.first_at, t.subject_id
      LIMIT ${limit}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    cases: rows.map((row) => ({
      ...row,
      firstReportedAt: new Date(row.firstReportedAt),
      decideBy: new Date(row.decideBy),
      removeBy: dateOrNull(row.removeBy),
    })),
  };
}

/**
 * Decides a case: its open reports become `status`, with who decided, when and why. Answers the reports decided
 * (none when another moderator decided it first: the rows are locked and re-read as open).
 */
export async function decideOpenReports(
  tx: Queryable,
  subject: Subject,
  decision: { status: Exclude<ReportStatus, 'open'>; moderatorId: string; note: string },
  now: Date,
) {
  return tx
    .update(reports)
    .set({ status: decision.status, decidedAt: now, decidedBy: decision.moderatorId, decisionNote: decision.note })
    .where(and(eq(reports.subjectType, subject.type), eq(reports.subjectId, subject.id), eq(reports.status, 'open')))
    .returning({
      id: reports.id,
      number: reports.number,
      reporterId: reports.reporterId,
      memberId: reports.subjectUserId,
    });
}

/** Suspends a member until a moment (a longer suspension already running stands), or bans them. */
export async function restrictMember(
  tx: Queryable,
  memberId: string,
  restriction: { suspendedUntil?: Date; bannedAt?: Date },
) {
  await tx
    .update(users)
    .set(
      restriction.bannedAt
        ? { bannedAt: restriction.bannedAt }
        : {
            suspendedUntil: sql`greatest(${users.suspendedUntil}, ${restriction.suspendedUntil ?? null}::timestamptz)`,
          },
    )
    .where(eq(users.id, memberId));
}

/** Records an action in the audit log; answers its id (what its member may appeal). */
export async function insertModerationAction(tx: Queryable, values: typeof moderationActions.$inferInsert) {
  const [row] = await tx.insert(moderationActions).values(values).returning({ id: moderationActions.id });
  if (!row) throw new Error('moderation action not recorded');
  return row.id;
}

/** Each kind of content's table and whose it is. */
const CONTENT_TABLES: Record<ContentSubjectType, { table: string; author: string }> = {
  problem: { table: 'problems', author: 'author_id' },
  project: { table: 'projects', author: 'owner_id' },
  challenge: { table: 'challenges', author: 'host_id' },
  submission: { table: 'challenge_submissions', author: 'user_id' },
  'portfolio-item': { table: 'portfolio_items', author: 'user_id' },
  message: { table: 'chat_messages', author: 'sender_id' },
  'challenge-question': { table: 'challenge_questions', author: 'author_id' },
};

/**
 * Hides content with the reason its author reads, or shows it again (`hidden` null). Answers whose it is when it
 * changed; nothing when it was already so (or is gone).
 */
export async function setContentHidden(
  tx: Queryable,
  subject: { type: ContentSubjectType; id: string },
  hidden: { at: Date; reason: string } | null,
) {
  const { table, author } = CONTENT_TABLES[subject.type];
  const [row] = await queryRows<{ userId: string }>(
    tx,
    hidden
      ? sql`UPDATE ${sql.identifier(table)} SET hidden_at = ${hidden.at}, hidden_reason = ${hidden.reason}
          WHERE id = ${subject.id} AND hidden_at IS NULL RETURNING ${sql.identifier(author)} AS "userId"`
      : sql`UPDATE ${sql.identifier(table)} SET hidden_at = NULL, hidden_reason = NULL
          WHERE id = ${subject.id} AND hidden_at IS NOT NULL RETURNING ${sql.identifier(author)} AS "userId"`,
  );
  return row?.userId;
}

/**
 * What still stands against a member once an appeal overturned one of their suspensions or bans: the longest
 * suspension not overturned (a past end lifts nothing) and the first ban not overturned, recomputed from the log, so
 * undoing one decision never undoes another.
 */
export async function recomputeRestrictions(tx: Queryable, memberId: string) {
  const standing = (action: 'suspend' | 'ban') => sql`a.member_id = ${memberId} AND a.action = ${action}
    AND NOT EXISTS (SELECT 1 FROM appeals ap WHERE ap.action_id = a.id AND ap.status = 'overturned')`;
  await tx.execute(sql`UPDATE users SET
      suspended_until = (SELECT max(a.created_at + a.days * interval '1 day') FROM moderation_actions a
        WHERE ${standing('suspend')}),
      banned_at = (SELECT min(a.created_at) FROM moderation_actions a WHERE ${standing('ban')})
    WHERE id = ${memberId}`);
}

/** Whether this hide is the latest about its content: overturning an older one leaves a newer hide standing. */
export async function isLatestHide(tx: Queryable, subject: Subject, actionId: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM moderation_actions
      WHERE subject_type = ${subject.type} AND subject_id = ${subject.id} AND action = 'hide'
      ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return row?.id === actionId;
}

export type AppealRow = {
  appealId: string | null;
  appealText: string | null;
  appealStatus: AppealStatus | null;
  appealedAt: Date | null;
  appealDecidedAt: Date | null;
  appealDecisionNote: string | null;
};

export type DecisionRow = SubjectRow &
  AppealRow & {
    actionId: string;
    action: (typeof APPEALABLE_ACTIONS)[number];
    moderatorId: string;
    memberId: string;
    note: string;
    days: number | null;
    createdAt: Date;
  };

const decisionColumns = sql`a.id AS "actionId", a.action, a.moderator_id AS "moderatorId", a.member_id AS "memberId",
  a.subject_type AS "subjectType", a.subject_id AS "subjectId", ${subjectColumns}, a.note, a.days,
  a.created_at AS "createdAt", ap.id AS "appealId", ap.text AS "appealText", ap.status AS "appealStatus",
  ap.created_at AS "appealedAt", ap.decided_at AS "appealDecidedAt", ap.decision_note AS "appealDecisionNote"`;

const withDecisionDates = <Row extends DecisionRow>(row: Row): Row => ({
  ...row,
  createdAt: new Date(row.createdAt),
  appealedAt: dateOrNull(row.appealedAt),
  appealDecidedAt: dateOrNull(row.appealDecidedAt),
});

/** A decision its member may appeal (an action on them or their content), with their appeal once made. */
export async function findAppealableDecision(db: Queryable, actionId: string) {
  const [row] = await queryRows<DecisionRow>(
    db,
    sql`SELECT ${decisionColumns}
      FROM moderation_actions a
      LEFT JOIN appeals ap ON ap.action_id = a.id
      ${subjectJoin(sql`a.subject_type`, sql`a.subject_id`)}
      WHERE a.id = ${actionId} AND a.member_id IS NOT NULL
        AND a.action = ANY(${sqlArray(APPEALABLE_ACTIONS, 'text')})`,
  );
  return row && withDecisionDates(row);
}

/** The member's appeal of a decision; nothing when one is already made (once per decision). */
export async function insertAppeal(
  tx: Queryable,
  values: { actionId: string; memberId: string; text: string; createdAt: Date },
) {
  const [row] = await tx.insert(appeals).values(values).onConflictDoNothing().returning({ id: appeals.id });
  return row?.id;
}

export type OpenAppealRow = DecisionRow & { moderatorName: string; memberName: string; total: number };

/** The open appeals, oldest first, and how many are open in all. */
export async function findOpenAppeals(db: Queryable, limit: number) {
  const rows = await queryRows<OpenAppealRow>(
    db,
    sql`SELECT ${decisionColumns}, mu.name AS "moderatorName", u.name AS "memberName", count(*) OVER ()::int AS total
      FROM appeals ap
      JOIN moderation_actions a ON a.id = ap.action_id
      JOIN users mu ON mu.id = a.moderator_id
      JOIN users u ON u.id = a.member_id
      ${subjectJoin(sql`a.subject_type`, sql`a.subject_id`)}
      WHERE ap.status = 'open'
      ORDER BY ap.created_at, ap.id LIMIT ${limit}`,
  );
  return { total: rows[0]?.total ?? 0, appeals: rows.map(withDecisionDates) };
}

/**
 * An open appeal and its decision, locked for its decider: another moderator deciding it at once waits, then finds
 * it decided (nothing).
 */
export async function lockOpenAppeal(tx: Queryable, appealId: string) {
  const [row] = await queryRows<{
    actionId: string;
    action: (typeof APPEALABLE_ACTIONS)[number];
    moderatorId: string;
    memberId: string;
    subjectType: ReportSubjectType;
    subjectId: string;
  }>(
    tx,
    sql`SELECT a.id AS "actionId", a.action, a.moderator_id AS "moderatorId", ap.member_id AS "memberId",
        a.subject_type AS "subjectType", a.subject_id AS "subjectId"
      FROM appeals ap JOIN moderation_actions a ON a.id = ap.action_id
      WHERE ap.id = ${appealId} AND ap.status = 'open'
      FOR UPDATE OF ap`,
  );
  return row;
}

export async function decideAppealRow(
  tx: Queryable,
  appealId: string,
  decision: { status: Exclude<AppealStatus, 'open'>; moderatorId: string; note: string },
  now: Date,
) {
  await tx
    .update(appeals)
    .set({ status: decision.status, decidedAt: now, decidedBy: decision.moderatorId, decisionNote: decision.note })
    .where(eq(appeals.id, appealId));
}

export type LogRow = SubjectRow & {
  id: string;
  action: (typeof moderationActions.$inferSelect)['action'];
  moderatorId: string;
  moderatorName: string;
  memberId: string | null;
  memberName: string | null;
  note: string;
  days: number | null;
  reportCount: number;
  createdAt: Date;
  cursor: string;
};

/** The audit log, newest first. */
export async function findModerationLog(db: Queryable, page: PageRequest) {
  const rows = await queryRows<LogRow>(
    db,
    sql`SELECT a.id, a.action, a.moderator_id AS "moderatorId", mu.name AS "moderatorName",
        a.subject_type AS "subjectType", a.subject_id AS "subjectId", ${subjectColumns},
        a.member_id AS "memberId", u.name AS "memberName", a.note, a.days, a.report_count AS "reportCount",
        a.created_at AS "createdAt", ${cursorTextOf(sql`a.created_at`)} AS cursor
      FROM moderation_actions a
      JOIN users mu ON mu.id = a.moderator_id
      LEFT JOIN users u ON u.id = a.member_id
      ${subjectJoin(sql`a.subject_type`, sql`a.subject_id`)}
      ${page.after ? sql`WHERE ${isAfterCursor(sql`a.created_at`, sql`a.id`, page.after)}` : sql``}
      ORDER BY a.created_at DESC, a.id DESC LIMIT ${page.limit + 1}`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** Raw rows carry timestamps as text on one driver and Dates on the other. */
function withDates(row: ReportRow): ReportRow {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    decidedAt: dateOrNull(row.decidedAt),
  };
}

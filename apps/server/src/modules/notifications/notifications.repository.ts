import {
  CHAT_MAIL_INTERVAL_MS,
  CHAT_NOTIFICATION_KINDS,
  type DigestFrequency,
  EMAILED_BY_DEFAULT,
  type Language,
  NOTIFICATION_UNREAD_MAX,
  type Notification,
  type NotificationKind,
  PUSHED_BY_DEFAULT,
  type QuietHours,
} from '@skillsync/shared';
import { type AnyColumn, and, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  challenges,
  notificationSettings,
  notifications,
  problems,
  projects,
  pushSubscriptions,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { canSeeProject, isBlockedBetween, queryRows, sqlArray } from '../../db/sql.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import { isOutsideQuietHours } from './notice-claims.repository.ts';

/** Whether a notification (its `kind` column) is a chat room's news (see CHAT_NOTIFICATION_KINDS). */
export const isChatKind = (kind: SQLWrapper) => sql`${kind} = ANY(${sqlArray(CHAT_NOTIFICATION_KINDS, 'text')})`;

/** One thing to tell one member. `subject` is what it is about; notices with a `groupKey` gather while unread. */
export type Notice = {
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
  subject?: { problemId: string } | { projectId: string } | { challengeId: string };
  detail?: Notification['detail'];
  /** Notices of one kind on one subject that should read as one entry ("and 4 others"). */
  groupKey?: string;
  /** Its e-mail, if the member wants one, not before then (chat waits to see whether it is read first). */
  emailAfter?: Date;
  /** No e-mail whatever the member's settings: another mail already says it. */
  withoutEmail?: boolean;
  /** The member saw it happen (they were in the app): neither e-mail nor push. */
  isSeen?: boolean;
};

/** Whether any browser of the member takes pushes: one they subscribed in a session that still lasts. */
const hasPushOf = (userId: SQL | AnyColumn, now: Date) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${pushSubscriptions}
    JOIN ${sessions} ON ${sessions.id} = ${pushSubscriptions.sessionId} AND ${sessions.expiresAt} > ${now}
    WHERE ${pushSubscriptions.userId} = ${userId})`;

/** A notice with where it goes, as the member chose (see notifications.service.ts `channelsOf`). */
export type RoutedNotice = Notice & { inApp: boolean; email: boolean; push: boolean };

/** How many distinct actors a grouped entry remembers, so one member acting twice counts once. */
const REMEMBERED_ACTORS = 20;

/**
 * Writes the notices in the caller's transaction, in one statement; a notice whose group is already unread for
 * its member updates that entry instead (newest actor first, counting the others). Answers who was told in the app.
 */
export async function insertNotices(db: Queryable, notices: RoutedNotice[], now: Date): Promise<string[]> {
  // One row per member and group: a statement may not update the same row twice.
  const unique = new Map(
    notices.map((notice, index) => [notice.groupKey ? `${notice.userId} ${notice.groupKey}` : index, notice]),
  );
  if (unique.size === 0) return [];
  const rows = [...unique.values()].map((notice) => ({
    userId: notice.userId,
    kind: notice.kind,
    actorId: notice.actorId,
    actorIds: notice.actorId ? [notice.actorId] : [],
    ...notice.subject,
    detail: notice.detail ?? {},
    groupKey: notice.groupKey ?? null,
    inApp: notice.inApp,
    emailPending: notice.email,
    emailAfter: notice.emailAfter ?? null,
    pushPending: notice.push,
    createdAt: now,
    updatedAt: now,
  }));
  const stored = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`${notifications.readAt} IS NULL AND ${notifications.groupKey} IS NOT NULL`,
      set: {
        actorId: sql`excluded.actor_id`,
        othersCount: sql`${notifications.othersCount} + CASE WHEN excluded.actor_id = ANY(${notifications.actorIds}) THEN 0 ELSE 1 END`,
        actorIds: sql`(array_prepend(excluded.actor_id, array_remove(${notifications.actorIds}, excluded.actor_id)))[1:${sql.raw(String(REMEMBERED_ACTORS))}]`,
        detail: sql`excluded.detail`,
        inApp: sql`excluded.in_app`,
        emailPending: sql`${notifications.emailPending} OR excluded.email_pending`,
        // An e-mail already waiting keeps its time: a room unread for 15 minutes counts from its first message.
        emailAfter: sql`CASE WHEN ${notifications.emailPending} THEN ${notifications.emailAfter} ELSE excluded.email_after END`,
        // A room's chat is pushed at most once an hour, however many messages arrive.
        pushPending: sql`${notifications.pushPending} OR (excluded.push_pending AND (
          NOT ${isChatKind(notifications.kind)} OR ${notifications.pushedAt} IS NULL
          OR ${notifications.pushedAt} < excluded.updated_at - ${CHAT_MAIL_INTERVAL_MS} * interval '1 millisecond'))`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ userId: notifications.userId, inApp: notifications.inApp });
  return [...new Set(stored.filter((row) => row.inApp).map((row) => row.userId))];
}

/**
 * Tells these followers of `actorId` of their post (those still members), each as their settings say, in one
 * statement. Answers who was told and how. Run off the request path (the follows module's fan-out), once a batch.
 */
export async function insertFollowerNotices(
  db: Queryable,
  post: { actorId: string; kind: NotificationKind; subject: NonNullable<Notice['subject']>; followerIds: string[] },
  now: Date,
) {
  if (post.followerIds.length === 0) return [];
  const subject = { problemId: null, projectId: null, challengeId: null, ...post.subject };
  const emailByDefault = EMAILED_BY_DEFAULT.includes(post.kind);
  const pushByDefault = PUSHED_BY_DEFAULT.includes(post.kind);
  const channel = (name: string) => sql`(${notificationSettings.channels} -> ${post.kind} ->> ${name})::boolean`;
  return queryRows<{ userId: string; inApp: boolean; email: boolean; push: boolean }>(
    db,
    sql`INSERT INTO ${notifications} (user_id, kind, actor_id, actor_ids, problem_id, project_id, challenge_id,
          in_app, email_pending, push_pending, created_at, updated_at)
        SELECT * FROM (
          SELECT follower.id, ${post.kind}, ${post.actorId}::uuid, ARRAY[${post.actorId}]::uuid[],
            ${subject.problemId}::uuid, ${subject.projectId}::uuid, ${subject.challengeId}::uuid,
            coalesce(${channel('inApp')}, true) AS in_app,
            coalesce(${channel('email')}, ${emailByDefault}) AS email,
            coalesce(${channel('push')}, ${pushByDefault}) AND ${hasPushOf(sql`follower.id`, now)} AS push,
            ${now}::timestamptz, ${now}::timestamptz
          FROM unnest(${sqlArray(post.followerIds, 'uuid')}) AS follower(id)
          JOIN ${users} ON ${users.id} = follower.id AND ${users.deletedAt} IS NULL
          LEFT JOIN ${notificationSettings} ON ${notificationSettings.userId} = follower.id
          WHERE NOT ${isBlockedBetween(sql`follower.id`, post.actorId)}) AS routed
        WHERE in_app OR email OR push
        RETURNING user_id AS "userId", in_app AS "inApp", email_pending AS "email", push_pending AS "push"`,
  );
}

/**
 * What the member may still see in the app: what they did not turn off there, and of that, by the rule of a
 * project's page (public, or on its team), or a project they are invited to while the invitation waits. Being
 * taken off a team is news even about a private project.
 */
function isVisibleToRecipient(): SQL {
  const n = notifications;
  return sql`${n.inApp} AND (${n.projectId} IS NULL OR ${n.kind} = 'removed-from-team'
    OR ${canSeeProject(n.projectId, n.userId, { orInvited: true })})`;
}

/** Content as a notification may name it: not hidden by moderators, or the reader's own. */
const shownTo = (table: { hiddenAt: SQLWrapper }, authorId: SQLWrapper, userId: string) =>
  sql`(${table.hiddenAt} IS NULL OR ${authorId} = ${userId})`;

export type NotificationRow = Awaited<ReturnType<typeof findNotificationsOf>>[number];

/** The member's notifications, latest first (a grouped one by its last event), a page at a time. */
export async function findNotificationsOf(db: Queryable, userId: string, page: PageRequest) {
  const n = notifications;
  return (
    db
      .select({
        id: n.id,
        kind: n.kind,
        othersCount: n.othersCount,
        detail: n.detail,
        readAt: n.readAt,
        updatedAt: n.updatedAt,
        cursor: cursorTextOf(n.updatedAt),
        actor: { id: users.id, name: users.name, avatar: users.avatar },
        problem: { id: problems.id, title: problems.title },
        project: { id: projects.id, title: projects.title },
        challenge: { id: challenges.id, title: challenges.title },
      })
      .from(n)
      .leftJoin(users, eq(users.id, n.actorId))
      // What moderators removed reads as gone (no title, no link) to all but its author.
      .leftJoin(problems, and(eq(problems.id, n.problemId), shownTo(problems, problems.authorId, userId)))
      .leftJoin(projects, and(eq(projects.id, n.projectId), shownTo(projects, projects.ownerId, userId)))
      .leftJoin(challenges, and(eq(challenges.id, n.challengeId), shownTo(challenges, challenges.hostId, userId)))
      .where(
        and(
          eq(n.userId, userId),
          isVisibleToRecipient(),
          page.after ? isAfterCursor(n.updatedAt, n.id, page.after) : undefined,
        ),
      )
      .orderBy(...newestFirst(n.updatedAt, n.id))
      .limit(page.limit + 1)
  );
}

/** Each member's unread notifications they may see, counted up to NOTIFICATION_UNREAD_MAX. */
export async function countUnreadOf(db: Queryable, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ userId: string; unread: number }>(
    db,
    sql`SELECT member AS "userId", (
          SELECT count(*)::int FROM (
            SELECT 1 FROM ${notifications}
            WHERE ${notifications.userId} = member AND ${notifications.readAt} IS NULL AND ${isVisibleToRecipient()}
            LIMIT ${NOTIFICATION_UNREAD_MAX}) AS unread_rows) AS unread
        FROM unnest(${sqlArray(userIds, 'uuid')}) AS member`,
  );
  return new Map(rows.map((row) => [row.userId, row.unread]));
}

/** Read before its message went: a chat notification's e-mail, and any push, is no longer owed. */
const readSettles = {
  emailPending: sql`${notifications.emailPending} AND NOT ${isChatKind(notifications.kind)}`,
  pushPending: false,
};

/** Marks one of the member's notifications read; answers whether it is theirs. */
export async function markNotificationRead(db: Queryable, userId: string, id: string, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`, ...readSettles })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the member read. */
export async function markAllNotificationsRead(db: Queryable, userId: string, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now, ...readSettles })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** An erased member's notifications, settings and browsers go with their personal data. */
export async function deleteNotificationDataOf(db: Queryable, userId: string) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
}

/**
 * Who among these members may be told anything (an erased member is told nothing), each with the channels they
 * changed: one query for a notice's routing.
 */
/**
 * Of these (actor, member) pairs, those where either has blocked the other, as "actor member" keys: a block keeps
 * an actor's doings out of the other's notifications, both ways.
 */
export async function findBlockedPairs(db: Queryable, pairs: { actorId: string; userId: string }[]) {
  if (pairs.length === 0) return new Set<string>();
  const ids = sqlArray([...new Set(pairs.flatMap((pair) => [pair.actorId, pair.userId]))], 'uuid');
  const rows = await queryRows<{ blockerId: string; blockedId: string }>(
    db,
    sql`SELECT blocker_id AS "blockerId", blocked_id AS "blockedId" FROM blocks
      WHERE blocker_id = ANY(${ids}) AND blocked_id = ANY(${ids})`,
  );
  return new Set(rows.flatMap((row) => [`${row.blockerId} ${row.blockedId}`, `${row.blockedId} ${row.blockerId}`]));
}

export async function findRecipients(db: Queryable, userIds: string[], now: Date) {
  if (userIds.length === 0) return new Map<string, Recipient>();
  const rows = await db
    .select({
      id: users.id,
      channels: notificationSettings.channels,
      hasPush: hasPushOf(users.id, now),
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(inArray(users.id, userIds), isNull(users.deletedAt)));
  return new Map(rows.map((row) => [row.id, { channels: row.channels ?? undefined, hasPush: row.hasPush }]));
}

/** A member who may be told: the channels they changed, and whether any browser of theirs takes pushes. */
type Recipient = { channels: NotificationChannels | undefined; hasPush: boolean };

/** Each member's stored choices (no entry: every default). */
export async function findSettingsOf(db: Queryable, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, StoredSettings>();
  const rows = await db
    .select({
      userId: notificationSettings.userId,
      channels: notificationSettings.channels,
      digest: notificationSettings.digest,
      quietFrom: notificationSettings.quietFrom,
      quietUntil: notificationSettings.quietUntil,
    })
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds));
  return new Map(rows.map(({ userId, ...stored }) => [userId, stored]));
}
export type NotificationChannels = (typeof notificationSettings.$inferSelect)['channels'];
type StoredSettings = {
  channels: NotificationChannels;
  digest: DigestFrequency;
  quietFrom: number | null;
  quietUntil: number | null;
};

/**
 * Stores the member's changed channels merged over what they had, and their digest and quiet hours when given
 * (null quiet hours: none).
 */
export async function saveSettings(
  db: Queryable,
  userId: string,
  changes: { channels?: NotificationChannels; digest?: DigestFrequency; quietHours?: QuietHours | null },
  now: Date,
) {
  const channels = changes.channels ?? {};
  const quiet =
    changes.quietHours === undefined
      ? {}
      : {
          quietFrom: changes.quietHours?.from ?? null,
          quietUntil: changes.quietHours?.until ?? null,
        };
  const digest = changes.digest && { digest: changes.digest };
  await db
    .insert(notificationSettings)
    .values({ userId, channels, ...digest, ...quiet, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        channels: sql`${notificationSettings.channels} || excluded.channels`,
        ...digest,
        ...quiet,
        updatedAt: now,
      },
    });
}

/** A member whose digest was due; `isTaken` false when another instance took it first. */
export type DueDigest = { userId: string; email: string; language: Language; since: Date; isTaken: boolean };

/**
 * Takes up to `limit` members after `after` (by id, so a run walks the members once) whose digest of this frequency
 * is due (their last one, or their joining, before `dueAt`; not while their quiet hours hold it) and marks it taken
 * at `now`, in one statement: a member another instance took meanwhile is not taken again. Answers each one's
 * address, language and what their digest covers from.
 */
export async function claimDueDigests(
  db: Queryable,
  digest: { frequency: 'daily' | 'weekly'; dueAt: Date; now: Date; limit: number; after: string | null },
): Promise<DueDigest[]> {
  const s = notificationSettings;
  const rows = await queryRows<DueDigest & { since: string | Date }>(
    db,
    sql`WITH due AS (
          SELECT ${users.id} AS id, ${users.email} AS email, ${users.language} AS language,
            coalesce(${s.digestSentAt}, ${users.createdAt}) AS since
          FROM ${users} LEFT JOIN ${s} ON ${s.userId} = ${users.id}
          WHERE ${users.deletedAt} IS NULL AND coalesce(${s.digest}, 'weekly') = ${digest.frequency}
            AND coalesce(${s.digestSentAt}, ${users.createdAt}) < ${digest.dueAt}
            AND ${isOutsideQuietHours(users.id, digest.now)}
            ${digest.after ? sql`AND ${users.id} > ${digest.after}` : sql``}
          ORDER BY ${users.id} LIMIT ${digest.limit}),
        taken AS (
          INSERT INTO ${s} (user_id, digest_sent_at, updated_at) SELECT id, ${digest.now}, ${digest.now} FROM due
          ON CONFLICT (user_id) DO UPDATE SET digest_sent_at = excluded.digest_sent_at
            WHERE coalesce(${s.digestSentAt}, '-infinity') < ${digest.dueAt}
          RETURNING user_id)
        SELECT due.id AS "userId", due.email, due.language, due.since, taken.user_id IS NOT NULL AS "isTaken"
        FROM due LEFT JOIN taken ON taken.user_id = due.id ORDER BY due.id`,
  );
  return rows.map((row) => ({ ...row, since: new Date(row.since) }));
}

/** A chat room as its notifications name it: a team's by its problem or project, a direct conversation by its id. */
export type ChatSubject = { problemId: string } | { projectId: string } | { conversationId: string };

/** The chat notifications about a room: a team's (by their subject), a conversation's (its messages and request). */
function aboutRoom(subject: ChatSubject) {
  if ('conversationId' in subject) {
    return sql`${notifications.kind} IN ('direct-message', 'message-request')
      AND ${notifications.detail} ->> 'conversationId' = ${subject.conversationId}`;
  }
  const about =
    'projectId' in subject
      ? eq(notifications.projectId, subject.projectId)
      : eq(notifications.problemId, subject.problemId);
  return and(about, isChatKind(notifications.kind));
}

/** The member read a chat room: their unread chat notifications about it are read (and their e-mails settled). */
export async function markChatRead(db: Queryable, userId: string, subject: ChatSubject, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now, ...readSettles })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), aboutRoom(subject)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/**
 * A chat message changed after it mentioned members: their mention notices (the unread and the read alike) quote it
 * as it now is, or quote nothing once it was deleted or removed by moderators (`excerpt` null), so neither the bell
 * nor an e-mail still waiting repeats words their writer took back or moderators hid. Along the room's index.
 */
export async function rewriteMentionExcerpt(
  db: Queryable,
  subject: { projectId: string } | { problemId: string },
  messageId: string,
  excerpt: string | null,
) {
  const room =
    'projectId' in subject
      ? eq(notifications.projectId, subject.projectId)
      : eq(notifications.problemId, subject.problemId);
  const detail =
    excerpt === null
      ? sql`${notifications.detail} - 'title'`
      : sql`jsonb_set(${notifications.detail}, '{title}', to_jsonb(${excerpt}::text))`;
  await db
    .update(notifications)
    .set({ detail })
    .where(
      and(room, eq(notifications.kind, 'chat-mention'), sql`${notifications.detail} ->> 'messageId' = ${messageId}`),
    );
}

import {
  EMAILED_BY_DEFAULT,
  indiaHourOf,
  type Language,
  type Notification,
  type NotificationKind,
  PUSHED_BY_DEFAULT,
} from '@skillsync/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { challenges, notificationSettings, problems, projects, users } from '../../db/schema/index.ts';
import { canSeeProject, sqlArray } from '../../db/sql.ts';

// What the e-mail worker, the push worker and the digest share when they take notifications (or members) for a
// message: who is in their quiet hours, and what a message about a notification needs.

/** A notification taken for a message (an e-mail, a push), with what the message says. */
export type ClaimedNotice = {
  id: string;
  kind: NotificationKind;
  detail: Notification['detail'];
  othersCount: number;
  userId: string;
  email: string;
  language: Language;
  actorName: string | null;
  subjectType: 'problem' | 'project' | 'challenge' | null;
  subjectId: string | null;
  subjectTitle: string | null;
};

/**
 * Whether the member is outside their quiet hours at `now` (India time): messages to them wait meanwhile. `userId`
 * names the member's column in the calling query.
 */
export function isOutsideQuietHours(userId: SQL | AnyColumn, now: Date): SQL {
  const s = notificationSettings;
  const hour = indiaHourOf(now);
  return sql`NOT EXISTS (SELECT 1 FROM ${s} WHERE ${s.userId} = ${userId} AND CASE
      WHEN ${s.quietFrom} < ${s.quietUntil} THEN ${hour} >= ${s.quietFrom} AND ${hour} < ${s.quietUntil}
      ELSE ${hour} >= ${s.quietFrom} OR ${hour} < ${s.quietUntil} END)`;
}

const DEFAULTS = { email: EMAILED_BY_DEFAULT, push: PUSHED_BY_DEFAULT } as const;

/**
 * What a message needs about each notification the `claimed` CTE took (its columns as the table's): the member's
 * address and language, who acted and what it is about. Nothing goes to a member who erased their account since,
 * who can no longer see the project it is about, or who has turned that kind's `channel` off since it was written
 * (an e-mail or push held through their quiet hours), a suspension's or ban's e-mail aside.
 */
export function describeClaimed(channel: 'email' | 'push'): SQL {
  const s = notificationSettings;
  return sql`SELECT claimed.id, claimed.kind, claimed.detail, claimed.others_count AS "othersCount",
      claimed.user_id AS "userId", recipient.email, recipient.language, actor.name AS "actorName",
      CASE WHEN claimed.problem_id IS NOT NULL THEN 'problem' WHEN claimed.project_id IS NOT NULL THEN 'project'
        WHEN claimed.challenge_id IS NOT NULL THEN 'challenge' END AS "subjectType",
      coalesce(claimed.problem_id, claimed.project_id, claimed.challenge_id) AS "subjectId",
      coalesce(${problems.title}, ${projects.title}, ${challenges.title}) AS "subjectTitle"
    FROM claimed
    JOIN ${users} recipient ON recipient.id = claimed.user_id AND recipient.deleted_at IS NULL
    LEFT JOIN ${users} actor ON actor.id = claimed.actor_id
    -- What moderators removed goes unnamed, but to its author.
    LEFT JOIN ${problems} ON ${problems.id} = claimed.problem_id
      AND (${problems.hiddenAt} IS NULL OR ${problems.authorId} = claimed.user_id)
    LEFT JOIN ${projects} ON ${projects.id} = claimed.project_id
      AND (${projects.hiddenAt} IS NULL OR ${projects.ownerId} = claimed.user_id)
    LEFT JOIN ${challenges} ON ${challenges.id} = claimed.challenge_id
      AND (${challenges.hiddenAt} IS NULL OR ${challenges.hostId} = claimed.user_id)
    WHERE (coalesce(
        (SELECT (${s.channels} -> claimed.kind ->> ${channel})::boolean FROM ${s} WHERE ${s.userId} = claimed.user_id),
        claimed.kind = ANY(${sqlArray(DEFAULTS[channel], 'text')}))
      -- A suspension or ban is mailed whatever the settings (see notify).
      OR (${channel} = 'email' AND claimed.kind = 'moderation-decision'
        AND claimed.detail ->> 'decision' IN ('suspend', 'ban')))
      -- The app's rule: nothing about a project the member can no longer see (but being taken off its team).
      AND (claimed.project_id IS NULL OR claimed.kind = 'removed-from-team'
        OR ${canSeeProject(sql`claimed.project_id`, sql`claimed.user_id`, { orInvited: true })})`;
}

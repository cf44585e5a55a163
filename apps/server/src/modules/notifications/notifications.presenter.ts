import type { Notification } from '@skillsync/shared';
import type { NotificationRow } from './notifications.repository.ts';

function subjectOf(row: NotificationRow): Notification['subject'] {
  if (row.problem) return { type: 'problem', _id: row.problem.id, title: row.problem.title };
  if (row.project) return { type: 'project', _id: row.project.id, title: row.project.title };
  if (row.challenge) return { type: 'challenge', _id: row.challenge.id, title: row.challenge.title };
  return null;
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    actor: row.actor && { _id: row.actor.id, name: row.actor.name, avatar: row.actor.avatar },
    othersCount: row.othersCount,
    subject: subjectOf(row),
    detail: row.detail,
    read: row.readAt !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

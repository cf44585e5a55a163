import type { FeedItem } from '@skillsync/shared';
import type { FeedRow } from './feed.repository.ts';

export function presentFeedItem(row: FeedRow): FeedItem {
  return {
    _id: row.id,
    kind: row.kind,
    actor: { _id: row.actorId, name: row.actorName, avatar: row.actorAvatar },
    subject: { type: row.subjectType, _id: row.subjectId, title: row.subjectTitle },
    detail: row.detail,
    reason: row.reason,
    createdAt: row.createdAt,
  };
}

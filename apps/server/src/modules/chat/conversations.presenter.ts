import type { Conversation } from '@skillsync/shared';
import { presentUserSummary } from '../users/index.ts';
import type { ConversationRow } from './conversation-list.repository.ts';

/** How much of the newest message a list shows. */
const EXCERPT_MAX = 80;
const excerptOf = (content: string) =>
  content.length > EXCERPT_MAX ? `${content.slice(0, EXCERPT_MAX - 1)}…` : content;

/** The newest message as the list shows it: no text when it was deleted, or removed by moderators (but to its sender). */
function presentLastMessage(last: ConversationRow['last'], readerId: string): Conversation['lastMessage'] {
  if (!last) return null;
  const isShown = !last.isDeleted && (!last.isRemoved || last.senderId === readerId);
  return { excerpt: isShown ? excerptOf(last.content) : '', createdAt: last.createdAt, senderId: last.senderId };
}

/**
 * A conversation as one of its two reads it. Its starter is never told that the other ignored it: to them an
 * ignored request is still a request, waiting.
 */
export function presentConversation(row: ConversationRow, readerId: string): Conversation {
  const isStartedByMe = row.startedBy === readerId;
  return {
    _id: row.id,
    other: presentUserSummary(row.other),
    status: row.status === 'ignored' && isStartedByMe ? 'request' : row.status,
    isStartedByMe,
    lastMessage: presentLastMessage(row.last, readerId),
    unread: row.unread,
  };
}

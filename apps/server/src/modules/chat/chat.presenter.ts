import type { ChatAttachment, ChatMessage, ChatReactionGroup } from '@skillsync/shared';
import type { MessageDetails, MessageRow } from './chat.repository.ts';

/** How much of the message a reply quotes. */
const QUOTE_MAX = 120;
const excerptOf = (content: string) => (content.length > QUOTE_MAX ? `${content.slice(0, QUOTE_MAX - 1)}…` : content);

export const attachmentUrl = (id: string) => `/api/chat/attachments/${id}`;

/** An attachment as a message (or its upload's answer) shows it: what it is, and where its bytes are served. */
export function presentAttachment(attachment: MessageDetails['attachments'][number]): ChatAttachment {
  const { id, kind, name, size, width, height } = attachment;
  const url = attachmentUrl(id);
  return { _id: id, kind, name, size, width, height, url, thumbnailUrl: kind === 'image' ? `${url}/thumbnail` : null };
}

function presentReplyTo(replyTo: MessageRow['replyTo']): ChatMessage['replyTo'] {
  // A left join: no answered message (or it was deleted for good) leaves every field null.
  if (!replyTo?.id || replyTo.seq === null || !replyTo.senderId) return null;
  const isGone = replyTo.deletedAt !== null || replyTo.hiddenAt !== null;
  return {
    _id: replyTo.id,
    seq: replyTo.seq,
    sender: { _id: replyTo.senderId, name: replyTo.senderName ?? '' },
    excerpt: isGone ? '' : excerptOf(replyTo.content ?? ''),
    isGone,
  };
}

/** Each message's reactions grouped by emoji (in the order each emoji was first used) and attachments. */
function indexDetails({ reactions, attachments }: MessageDetails) {
  const reactionsOf = new Map<string, ChatReactionGroup[]>();
  for (const { messageId, emoji, userId, name } of reactions) {
    const groups = reactionsOf.get(messageId) ?? [];
    const group = groups.find((candidate) => candidate.emoji === emoji);
    if (group) group.users.push({ _id: userId, name });
    else groups.push({ emoji, users: [{ _id: userId, name }] });
    reactionsOf.set(messageId, groups);
  }
  const attachmentsOf = new Map<string, ChatAttachment[]>();
  for (const attachment of attachments) {
    if (!attachment.messageId) continue;
    const list = attachmentsOf.get(attachment.messageId) ?? [];
    list.push(presentAttachment(attachment));
    attachmentsOf.set(attachment.messageId, list);
  }
  return { reactionsOf, attachmentsOf };
}

/**
 * Stored messages as the chat shows them: the sender's name and avatar beside the text, the message answered,
 * reactions and attachments. One moderators removed keeps its place with no text and `removed`, but for its
 * sender, whose row carries the removal: they read it and why. A deleted one is a tombstone: nothing but its place.
 * `toEveryone`: as the whole room hears it live, a removed one without its text whoever reads.
 */
export function presentMessages(rows: MessageRow[], details: MessageDetails, toEveryone = false): ChatMessage[] {
  const { reactionsOf, attachmentsOf } = indexDetails(details);
  return rows.map(({ message, sender, replyTo, removal: ownRemoval }) => {
    const removal = toEveryone ? null : ownRemoval;
    const isRemoved = message.hiddenAt !== null;
    const isDeleted = message.deletedAt !== null;
    const isShown = !isDeleted && (!isRemoved || removal !== null);
    return {
      _id: message.id,
      sender: { _id: sender.id, name: sender.name, avatar: sender.avatar },
      content: isShown ? message.content : '',
      createdAt: message.createdAt.toISOString(),
      seq: message.seq,
      version: message.version,
      removed: isRemoved,
      removal: isRemoved ? removal : null,
      editedAt: message.editedAt?.toISOString() ?? null,
      deleted: isDeleted,
      replyTo: presentReplyTo(replyTo),
      reactions: isDeleted ? [] : (reactionsOf.get(message.id) ?? []),
      attachments: isShown ? (attachmentsOf.get(message.id) ?? []) : [],
    };
  });
}

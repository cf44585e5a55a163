import type { ChatMessage } from '@skillsync/shared';
import type { MessageWithSender } from './chat.repository.ts';

/**
 * A stored message as spec §7 shows it: its sender's name and avatar beside the text. One moderators removed keeps
 * its place with no text and `removed`, but for its sender, whose row carries the removal: they read it and why.
 */
export function presentMessage({ message, sender, removal }: MessageWithSender): ChatMessage {
  const isRemoved = message.hiddenAt !== null;
  return {
    _id: message.id,
    sender: { _id: sender.id, name: sender.name, avatar: sender.avatar },
    content: isRemoved && !removal ? '' : message.content,
    createdAt: message.createdAt.toISOString(),
    seq: message.seq,
    removed: isRemoved,
    removal: isRemoved ? removal : null,
  };
}

/** A message as the whole team hears it live: a removed one without its text, whoever reads. */
export const presentMessageToTeam = (row: MessageWithSender): ChatMessage => presentMessage({ ...row, removal: null });

import type { ChatMessage } from '@skillsync/shared';
import type { MessageWithSender } from './chat.repository.ts';

/** A stored message as spec §7 shows it: its sender's name and avatar beside the text. */
export function presentMessage({ message, sender }: MessageWithSender): ChatMessage {
  return {
    _id: message.id,
    sender: { _id: sender.id, name: sender.name, avatar: sender.avatar },
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    seq: message.seq,
  };
}

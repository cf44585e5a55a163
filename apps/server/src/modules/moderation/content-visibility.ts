import type { ContentSubjectType } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { changeMessageInRoom, type MessageChange } from '../chat/index.ts';
import { setContentHidden } from './moderation.repository.ts';

/**
 * Hides content with the reason its author reads, or shows it again (`hidden` null); answers whose it is when it
 * changed. A chat message changes as every change to one does, under its room's lock and numbered the room's next
 * event: `change` is what its room hears once the transaction commits (announceMessageChange), so open chats
 * update live and a client catching up finds it.
 */
export async function setContentVisibility(
  tx: Queryable,
  subject: { type: ContentSubjectType; id: string },
  hidden: { at: Date; reason: string } | null,
): Promise<{ memberId: string | undefined; change: MessageChange | undefined }> {
  if (subject.type !== 'message') return { memberId: await setContentHidden(tx, subject, hidden), change: undefined };
  const { result, change } = await changeMessageInRoom(tx, subject.id, () => setContentHidden(tx, subject, hidden));
  return { memberId: result, change };
}

import { MESSAGES } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import { encodeCursor } from '../../lib/pagination.ts';
import type { MessageRow } from './chat.repository.ts';
import type { ChatRoom } from './rooms.ts';
import { findMessagesAround } from './search.repository.ts';

/**
 * The history page whose middle is one of the room's messages (a search result opened in context): up to half a
 * page older than it and the rest newer, newest first. `nextCursor` is the history's own, for older pages; newer
 * ones follow with `after=` the newest shown. A message not of the room answers 400, as a stale cursor does.
 */
export async function findPageAround(
  tx: Queryable,
  room: ChatRoom,
  around: { messageId: string; limit: number; readerId: string },
) {
  const older = Math.floor(around.limit / 2);
  const newer = around.limit - 1 - older;
  const found = await findMessagesAround(tx, room, { ...around, older, newer });
  if (!found) throw invalid(MESSAGES.invalidCursor);
  const olderPart = found.olderRows.slice(0, older + 1);
  const oldest = olderPart.at(-1);
  const rows: MessageRow[] = [...found.newerRows.reverse(), ...olderPart];
  const hasOlder = found.olderRows.length > older + 1;
  return {
    rows,
    nextCursor: hasOlder && oldest ? encodeCursor({ createdAt: oldest.cursor, id: oldest.message.id }) : null,
  };
}

import { and, asc, desc, eq, gt, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { isUnhiddenFor } from '../../db/sql.ts';
import { selectMessages } from './chat.repository.ts';
import type { ChatRoom } from './rooms.ts';

/**
 * What a search looks for: the member's words as a web search reads them (quotes, `or`, `-`), and, when the
 * last of them is a plain word, that word as a prefix (`mand` finds 'mandi'). `prefix` holds only letters, marks
 * and digits (checked by the caller), so it is written into the query text safely.
 */
export type SearchTerms = { words: string; prefix: string | null };

/** The text-search query of the terms: 'simple' (no stemming, no stop words), so any language's words are found. */
function tsQueryOf({ words, prefix }: SearchTerms): SQL {
  const typed = sql`websearch_to_tsquery('simple', ${words})`;
  return prefix === null ? typed : sql`(${typed} && to_tsquery('simple', ${`'${prefix}':*`}))`;
}

/**
 * One page of the room's messages matching the terms, newest first by number, before the message numbered
 * `beforeSeq` (one row more than the page tells whether older ones follow), through the GIN index on
 * `search_vector`. Deleted messages never match; one moderators removed matches only for its sender.
 */
export async function findMatchingMessages(
  db: Queryable,
  room: ChatRoom,
  search: { terms: SearchTerms; beforeSeq: number | null; limit: number; readerId: string },
) {
  return selectMessages(db, search.readerId)
    .where(
      and(
        eq(chatMessages.roomId, room.id),
        sql`${chatMessages.searchVector} @@ ${tsQueryOf(search.terms)}`,
        isNull(chatMessages.deletedAt),
        isUnhiddenFor(chatMessages, chatMessages.senderId, search.readerId),
        search.beforeSeq === null ? undefined : lt(chatMessages.seq, search.beforeSeq),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(search.limit + 1);
}

/**
 * The page around one of the room's messages, by number: it and up to `older` before it (one more, to tell
 * whether the history goes on), and up to `newer` after it; undefined when the message is not the room's.
 */
export async function findMessagesAround(
  db: Queryable,
  room: ChatRoom,
  around: { messageId: string; older: number; newer: number; readerId: string },
) {
  const [target] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.id, around.messageId)));
  if (!target) return undefined;
  const [olderRows, newerRows] = await Promise.all([
    selectMessages(db, around.readerId)
      .where(and(eq(chatMessages.roomId, room.id), lte(chatMessages.seq, target.seq)))
      .orderBy(desc(chatMessages.seq))
      .limit(around.older + 2),
    around.newer === 0
      ? []
      : selectMessages(db, around.readerId)
          .where(and(eq(chatMessages.roomId, room.id), gt(chatMessages.seq, target.seq)))
          .orderBy(asc(chatMessages.seq))
          .limit(around.newer),
  ]);
  return { olderRows, newerRows };
}

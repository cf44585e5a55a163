import { type ChatSearchQuery, type ChatSearchResults, MESSAGES } from '@skillsync/shared';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { invalid } from '../../lib/errors.ts';
import { presentRows } from './chat.service.ts';
import { authorizeRoom, type ChatRoom } from './rooms.ts';
import { findMatchingMessages, type SearchTerms } from './search.repository.ts';

/** A word at the end of the search: letters (any script, with their marks, as Devanagari's vowel signs) and digits. */
const LAST_WORD = /[\p{L}\p{M}\p{N}]+$/u;
/**
 * The shortest last word matched as a prefix: a letter or two as a prefix matches most of every room's messages
 * (the index is shared by all rooms), so shorter ones match whole words only.
 */
const PREFIX_MIN = 3;

/**
 * Reads the member's search as a web search (websearch_to_tsquery: quotes, `or`, `-word`) and, when it ends with
 * a plain word of PREFIX_MIN or more characters they may still be typing, matches that word as a prefix. Not when
 * the word is quoted or negated, or follows `or` (those read differently with the word split off): then the search
 * is taken as typed.
 */
export function searchTermsOf(q: string): SearchTerms {
  const last = LAST_WORD.exec(q)?.[0];
  if (!last) return { words: q, prefix: null };
  const head = q.slice(0, q.length - last.length);
  const isPlain =
    (head === '' || /\s$/u.test(head)) &&
    (head.match(/"/g)?.length ?? 0) % 2 === 0 &&
    !/(^|\s)or\s+$/iu.test(head) &&
    last.toLowerCase() !== 'or' &&
    [...last].length >= PREFIX_MIN;
  return isPlain ? { words: head.trim(), prefix: last.toLowerCase() } : { words: q, prefix: null };
}

/** A search page's cursor: the number of the last message shown (older ones follow). */
const encodeSeqCursor = (seq: number) => Buffer.from(`seq:${seq}`).toString('base64url');

function decodeSeqCursor(cursor: string) {
  const match = /^seq:(0|[1-9]\d{0,14})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || Buffer.from(`seq:${match[1]}`).toString('base64url') !== cursor) throw invalid(MESSAGES.invalidCursor);
  return Number(match[1]);
}

/**
 * A room's messages matching the search (full text, any language's words), newest first, a page at a time; only
 * to the room's members. Deleted messages never match; one moderators removed only for its sender.
 */
export async function searchRoomMessages(
  ctx: AppContext,
  requester: Requester,
  room: ChatRoom,
  query: ChatSearchQuery,
): Promise<ChatSearchResults> {
  const user = requireUser(requester);
  const beforeSeq = query.cursor ? decodeSeqCursor(query.cursor) : null;
  return ctx.db.transaction(async (tx) => {
    await authorizeRoom(tx, user, room);
    const terms = searchTermsOf(query.q);
    const rows = await findMatchingMessages(tx, room, { terms, beforeSeq, limit: query.limit, readerId: user.id });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const nextCursor = rows.length > query.limit && last ? encodeSeqCursor(last.message.seq) : null;
    return { messages: await presentRows(tx, page), nextCursor };
  });
}

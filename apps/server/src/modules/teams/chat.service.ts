import {
  CHAT_MAIL_DELAY_MS,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatMessageList,
  type CurrentUser,
  MESSAGES,
  type SendChatMessageBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { findBlockedAmong, findInBlockWithAmong } from '../blocks/index.ts';
import { admitPost } from '../limits/index.ts';
import { type Notice, notify, readChat } from '../notifications/index.ts';
import { presentMessage, presentMessageToTeam } from './chat.presenter.ts';
import { findMessageById, findMessagePage, findMessagesAfter, insertMessageOnce } from './chat.repository.ts';
import { findTeamPeople } from './team-access.repository.ts';
import { authorizeTeam, type Team } from './team-access.ts';

/**
 * Of the team and the senders of `messages`, those the reader blocked: the web collapses their messages, these and
 * those that arrive live (a live message comes from the team). Teams formed before a block are not broken by it.
 */
async function findBlockedSenders(tx: Queryable, readerId: string, team: Team, messages: ChatMessage[]) {
  const people = (await findTeamPeople(tx, team)).map((person) => person.id);
  const ids = new Set([...people, ...messages.map((message) => message.sender._id)]);
  ids.delete(readerId);
  return findBlockedAmong(tx, readerId, [...ids]);
}

/** The team's history newest first, a page at a time; or, with `after`, what came after a message, oldest first. */
export async function listTeamMessages(
  ctx: AppContext,
  requester: Requester,
  team: Team,
  query: ChatHistoryQuery,
): Promise<ChatMessageList> {
  const user = requireUser(requester);
  const list = await ctx.db.transaction(async (tx) => {
    await authorizeTeam(tx, user, team);
    if (query.after) {
      const rows = await findMessagesAfter(tx, team, query.after, query.limit, user.id);
      if (!rows) throw invalid(MESSAGES.invalidCursor);
      const messages = rows.map(presentMessage);
      return { messages, nextCursor: null, blockedSenderIds: await findBlockedSenders(tx, user.id, team, messages) };
    }
    const { items, nextCursor } = await readPage(
      query,
      (page) => findMessagePage(tx, team, page, user.id),
      (row) => ({ createdAt: row.cursor, id: row.message.id }),
    );
    const messages = items.map(presentMessage);
    return { messages, nextCursor, blockedSenderIds: await findBlockedSenders(tx, user.id, team, messages) };
  });
  // Reading the chat reads what it told the member of (a mention, the room's unread messages).
  await readChat(ctx, user.id, subjectOf(team));
  return list;
}

const subjectOf = (team: Team) => (team.kind === 'project' ? { projectId: team.id } : { problemId: team.id });
const EXCERPT_MAX = 80;

/** `inBlock`: those between whom and the sender a block stands, whoever blocked whom: the sender cannot mention them. */
type Audience = { people: { id: string; name: string }[]; online: Set<string>; inBlock: Set<string> };

/**
 * The sender's teammates and which of them are online, read before the message's transaction (so a slow presence
 * store never holds a transaction open; a moment's difference is harmless).
 */
async function audienceOf(ctx: AppContext, sender: CurrentUser, team: Team): Promise<Audience> {
  const people = (await findTeamPeople(ctx.db, team)).filter((person) => person.id !== sender.id);
  const ids = people.map((person) => person.id);
  const online = new Set(people.length > 0 ? await ctx.realtime.onlineAmong(ids) : []);
  return { people, online, inBlock: new Set(await findInBlockWithAmong(ctx.db, sender.id, ids)) };
}

/** Whether the text names the member after an @, as a whole name ('@al' does not mention Alice). */
function mentions(text: string, name: string) {
  const wanted = `@${name.toLowerCase()}`;
  for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(text.charAt(at + wanted.length))) return true;
  }
  return false;
}

/**
 * Who hears of a new message beyond the room: the teammates it mentions (`@` and their name), and those away (not
 * online) of the room's unread messages; each kind one entry a room while unread. E-mails wait to see whether it
 * is read first (CHAT_MAIL_DELAY_MS), and none goes to a member online when it was sent: they see the room live.
 */
async function tellTeammates(
  tx: Queryable,
  sender: CurrentUser,
  team: Team,
  content: string,
  audience: Audience,
  now: Date,
) {
  const text = content.toLowerCase();
  const base = {
    actorId: sender.id,
    subject: subjectOf(team),
    emailAfter: new Date(now.getTime() + CHAT_MAIL_DELAY_MS),
  };
  const excerpt = content.length > EXCERPT_MAX ? `${content.slice(0, EXCERPT_MAX - 1)}…` : content;
  const notices = audience.people.flatMap((person): Notice[] => {
    const isOnline = audience.online.has(person.id);
    // Between members one of whom blocked the other a mention is none: the room's unread message is all it is.
    if (mentions(text, person.name) && !audience.inBlock.has(person.id)) {
      const mention = {
        kind: 'chat-mention' as const,
        detail: { title: excerpt },
        groupKey: `chat-mention:${team.id}`,
      };
      return [{ ...base, ...mention, userId: person.id, ...(isOnline && { isSeen: true }) }];
    }
    if (isOnline) return [];
    return [{ ...base, userId: person.id, kind: 'chat-unread', groupKey: `chat-unread:${team.id}` }];
  });
  await notify(tx, notices, now);
}

/** The events a team's members hear when a message arrives in its conversation. */
function announceMessage(ctx: AppContext, team: Team, message: ChatMessage) {
  if (team.kind === 'project') {
    ctx.realtime.emit(rooms.project(team.id), 'new-message', { projectId: team.id, message });
  } else {
    ctx.realtime.emit(rooms.collaboration(team.id), 'new-collaboration-message', { collaborationId: team.id, message });
  }
}

/**
 * Stores a message, then tells the team. A resend with the same client id answers the stored message again (and
 * tells the team again: clients drop what they already show, by id), so a retried send never doubles a message.
 * One moderators removed meanwhile is resent to the team without its text; its sender is answered with it and why.
 */
export async function sendTeamMessage(
  ctx: AppContext,
  user: CurrentUser,
  team: Team,
  body: SendChatMessageBody,
): Promise<{ message: ChatMessage; isNew: boolean }> {
  const audience = await audienceOf(ctx, user, team);
  const { message, toTeam, isNew } = await ctx.db.transaction(async (tx) => {
    await authorizeTeam(tx, user, team);
    const stored = await insertMessageOnce(tx, team, {
      senderId: user.id,
      content: body.content,
      clientId: body.clientId,
    });
    // The client id was used for another team's message: not a resend of this one.
    if (!stored) throw conflict(MESSAGES.invalidRequest);
    // Counted once stored, so a resend answers the message it already sent even at the limit; a refusal rolls it back.
    if (stored.isNew) {
      await admitPost(ctx, tx, user, { kind: 'message', fields: { content: body.content }, text: body.content });
    }
    const row = await findMessageById(tx, stored.id, user.id);
    if (!row) throw new Error('stored message not found');
    if (stored.isNew) await tellTeammates(tx, user, team, body.content, audience, ctx.clock());
    return { message: presentMessage(row), toTeam: presentMessageToTeam(row), isNew: stored.isNew };
  });
  announceMessage(ctx, team, toTeam);
  return { message, isNew };
}

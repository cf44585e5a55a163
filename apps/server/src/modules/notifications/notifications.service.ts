import { MESSAGES, type NotificationList, type PageQuery, type UnreadNotifications } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { afterCommit } from '../../lib/after-commit.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { channelsOf, sendNotificationMails } from './notification-mail.service.ts';
import { presentNotification } from './notifications.presenter.ts';
import {
  type ChatSubject,
  countUnreadOf,
  findBlockedPairs,
  findNotificationsOf,
  findRecipients,
  insertFollowerNotices,
  insertNotices,
  markAllNotificationsRead,
  markChatRead,
  markNotificationRead,
  type Notice,
} from './notifications.repository.ts';
import { sendPushes } from './push.service.ts';

/**
 * Tells members of an event, in the transaction that makes it true, so none is lost or told twice; nobody hears of
 * what they did themselves. Once it commits, each member told hears their bell's new figure.
 */
export async function notify(tx: Queryable, notices: Notice[], now: Date) {
  const acted = notices.filter((notice) => notice.userId !== notice.actorId);
  // Nobody hears of what a member in a block with them did (a support, a post), either way; a team chat's unread
  // messages are the room's news, not the sender's, and still come (the blocker's chat collapses theirs).
  const apart = await findBlockedPairs(
    tx,
    acted.flatMap(({ actorId, userId, kind }) => (actorId && kind !== 'chat-unread' ? [{ actorId, userId }] : [])),
  );
  const wanted = acted.filter((notice) => !apart.has(`${notice.actorId} ${notice.userId}`));
  if (wanted.length === 0) return;
  const recipients = await findRecipients(tx, [...new Set(wanted.map((notice) => notice.userId))], now);
  const routed = wanted.flatMap((notice) => {
    const recipient = recipients.get(notice.userId);
    return recipient ? [route(notice, channelsOf(recipient.channels, notice.kind), recipient.hasPush)] : [];
  });
  const told = await insertNotices(
    tx,
    routed.filter((notice) => notice.inApp || notice.email || notice.push),
    now,
  );
  afterTelling(tx, told, routed);
}

/**
 * A suspension or ban is e-mailed whatever the member's settings: signed out, its e-mail is how they learn why and
 * their one way to appeal.
 */
const isAlwaysMailed = (notice: Notice) =>
  notice.kind === 'moderation-decision' && (notice.detail?.decision === 'suspend' || notice.detail?.decision === 'ban');

/**
 * A notice as the member's channels take it; a push only to a member with a browser that takes them. One kept out
 * of the app is never read there, so it stands alone instead of gathering others into an entry nobody clears.
 */
function route(notice: Notice, channels: { inApp: boolean; email: boolean; push: boolean }, hasPush: boolean) {
  const email = (channels.email || isAlwaysMailed(notice)) && !notice.withoutEmail && !notice.isSeen;
  const push = channels.push && hasPush && !notice.isSeen;
  return { ...notice, inApp: channels.inApp, email, push, groupKey: channels.inApp ? notice.groupKey : undefined };
}

/** Once the notices commit: the bells of those told in the app ring, and the e-mails and pushes owed go out. */
function afterTelling(tx: Queryable, inApp: string[], routed: { email: boolean; push: boolean }[]) {
  if (inApp.length > 0) afterCommit(tx, 'ring notification bells', (ctx) => ringBells(ctx, inApp));
  const owed = { email: routed.some((notice) => notice.email), push: routed.some((notice) => notice.push) };
  if (owed.email || owed.push) afterCommit(tx, 'deliver notifications', (ctx) => deliverNotifications(ctx, owed));
}

/**
 * What notifications owe that is due now (quiet hours over, a chat's wait passed), of the channels named: the
 * e-mails, then the pushes (one after the other, so this instance's two workers never hold the same row at once).
 */
export async function deliverNotifications(ctx: AppContext, channels = { email: true, push: true }) {
  if (channels.email) await sendNotificationMails(ctx);
  if (channels.push) await sendPushes(ctx);
}

/** Delivers, every `intervalMs`, what came due (quiet hours ended, a chat's wait passed) or a stopped instance left. */
export function scheduleNotificationDelivery(ctx: AppContext, intervalMs: number) {
  const timer = setInterval(
    () => ctx.background.run('deliver notifications', () => deliverNotifications(ctx)),
    intervalMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** Tells a batch of a member's followers of a post (their problem, their project): the fan-out's work. */
export async function notifyFollowers(
  tx: Queryable,
  post: { actorId: string; kind: 'followed-posted'; subject: NonNullable<Notice['subject']>; followerIds: string[] },
  now: Date,
) {
  const told = await insertFollowerNotices(tx, post, now);
  const inApp = told.filter((row) => row.inApp).map((row) => row.userId);
  afterTelling(tx, inApp, told);
  return told.length;
}

/** Each member's bell hears its new figure, on every instance and device. */
async function ringBells(ctx: AppContext, userIds: string[]) {
  const counts = await countUnreadOf(ctx.db, userIds);
  for (const [userId, unread] of counts) ctx.realtime.emit(rooms.user(userId), 'notifications-changed', { unread });
}

async function unreadOf(ctx: AppContext, userId: string) {
  return (await countUnreadOf(ctx.db, [userId])).get(userId) ?? 0;
}

export async function listNotifications(
  ctx: AppContext,
  requester: Requester,
  query: PageQuery,
): Promise<NotificationList> {
  const user = requireUser(requester);
  const [{ items, nextCursor }, unread] = await Promise.all([
    readPage(
      query,
      (page) => findNotificationsOf(ctx.db, user.id, page),
      (row) => ({ createdAt: row.cursor, id: row.id }),
    ),
    unreadOf(ctx, user.id),
  ]);
  return { notifications: items.map(presentNotification), nextCursor, unread };
}

export async function getUnreadNotifications(ctx: AppContext, requester: Requester): Promise<UnreadNotifications> {
  return { unread: await unreadOf(ctx, requireUser(requester).id) };
}

/** The member opened a chat room: what it told them of is read, on every device, and owes no e-mail. */
export async function readChat(ctx: AppContext, userId: string, subject: ChatSubject) {
  if (await markChatRead(ctx.db, userId, subject, ctx.clock())) await afterReading(ctx, userId);
}

/** Read here is read everywhere: the member's other devices hear the new figure. */
async function afterReading(ctx: AppContext, userId: string): Promise<UnreadNotifications> {
  const unread = await unreadOf(ctx, userId);
  ctx.realtime.emit(rooms.user(userId), 'notifications-changed', { unread });
  return { unread };
}

export async function readNotification(ctx: AppContext, requester: Requester, id: string) {
  const user = requireUser(requester);
  if (!(await markNotificationRead(ctx.db, user.id, id, ctx.clock()))) {
    throw notFound(MESSAGES.notificationNotFound);
  }
  return afterReading(ctx, user.id);
}

export async function readAllNotifications(ctx: AppContext, requester: Requester) {
  const user = requireUser(requester);
  await markAllNotificationsRead(ctx.db, user.id, ctx.clock());
  return afterReading(ctx, user.id);
}

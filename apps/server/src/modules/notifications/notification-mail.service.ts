import {
  EMAILED_BY_DEFAULT,
  type MailKind,
  MESSAGES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  PUSHED_BY_DEFAULT,
  type Unsubscribed,
  type UpdateNotificationSettingsBody,
} from '@skillsync/shared';
import { appealToken } from '../../lib/appeal-token.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { invalid } from '../../lib/errors.ts';
import { queueMail, sendQueuedMail } from '../mail/index.ts';
import { claimPendingMails } from './notification-mail.repository.ts';
import { isAppealable, notificationMail, pathOf } from './notification-mail.ts';
import { findSettingsOf, type NotificationChannels, saveSettings } from './notifications.repository.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

const MAILS_PER_BATCH = 50;

/**
 * Where one kind reaches a member: what they chose, else in the app always, and by e-mail and push for direct
 * actions (push also for mentions; see PUSHED_BY_DEFAULT).
 */
export function channelsOf(changed: NotificationChannels | undefined, kind: NotificationKind) {
  return {
    inApp: changed?.[kind]?.inApp ?? true,
    email: changed?.[kind]?.email ?? EMAILED_BY_DEFAULT.includes(kind),
    push: changed?.[kind]?.push ?? PUSHED_BY_DEFAULT.includes(kind),
  };
}

/**
 * What every notification e-mail carries for its kind (or the digest): the unsubscribe page and the settings in its
 * footer, and RFC 8058's headers, whose one-click link a mail program POSTs to without signing in.
 */
export function mailLinks(ctx: AppContext, userId: string, kind: MailKind) {
  const { appUrl } = ctx.config;
  const token = unsubscribeToken(ctx.secrets.unsubscribeKey, userId, kind);
  return {
    links: { unsubscribe: `${appUrl}/unsubscribe?token=${token}`, settings: `${appUrl}/settings#notifications` },
    headers: {
      'List-Unsubscribe': `<${appUrl}/api/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Queues the e-mails notifications owe, a batch per transaction: each is claimed and queued in the outbox in one
 * transaction, so it is sent once, in the member's language, even if this instance stops halfway.
 */
export async function sendNotificationMails(ctx: AppContext) {
  const { appUrl } = ctx.config;
  for (;;) {
    const queued = await ctx.db.transaction(async (tx) => {
      const pending = await claimPendingMails(tx, MAILS_PER_BATCH, ctx.clock());
      for (const mail of pending) {
        const { links, headers } = mailLinks(ctx, mail.userId, mail.kind);
        // A decision's appeal opens from the e-mail without signing in: a suspended or banned member cannot.
        const { actionId } = mail.detail;
        const signed =
          mail.kind === 'moderation-decision' && actionId && isAppealable(mail.detail)
            ? `?token=${appealToken(ctx.secrets.appealKey, actionId)}`
            : '';
        const composed = notificationMail(mail, { ...links, open: `${appUrl}${pathOf(mail)}${signed}` });
        await queueMail(tx, ctx.clock(), { ...composed, headers });
      }
      return pending.length;
    });
    if (queued > 0) sendQueuedMail(ctx);
    if (queued < MAILS_PER_BATCH) return;
  }
}

async function settingsOf(ctx: AppContext, userId: string): Promise<NotificationSettings> {
  const stored = (await findSettingsOf(ctx.db, [userId])).get(userId);
  const channels = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelsOf(stored?.channels, kind)]));
  const quietHours =
    stored?.quietFrom != null && stored.quietUntil != null
      ? { from: stored.quietFrom, until: stored.quietUntil }
      : null;
  return { channels: channels as NotificationSettings['channels'], digest: stored?.digest ?? 'weekly', quietHours };
}

export const getNotificationSettings = (ctx: AppContext, requester: Requester) =>
  settingsOf(ctx, requireUser(requester).id);

export async function updateNotificationSettings(
  ctx: AppContext,
  requester: Requester,
  body: UpdateNotificationSettingsBody,
) {
  const user = requireUser(requester);
  await saveSettings(ctx.db, user.id, body, ctx.clock());
  return settingsOf(ctx, user.id);
}

/** An e-mail's unsubscribe link, followed without signing in: that kind's e-mails (or the digest) stop. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<Unsubscribed> {
  const named = readUnsubscribeToken(ctx.secrets.unsubscribeKey, token);
  if (!named) throw invalid(MESSAGES.unsubscribeLinkInvalid);
  const { userId, kind } = named;
  if (kind === 'digest') {
    await saveSettings(ctx.db, userId, { digest: 'off' }, ctx.clock());
  } else {
    const channels = channelsOf((await findSettingsOf(ctx.db, [userId])).get(userId)?.channels, kind);
    await saveSettings(ctx.db, userId, { channels: { [kind]: { ...channels, email: false } } }, ctx.clock());
  }
  return { kind, message: MESSAGES.unsubscribed };
}

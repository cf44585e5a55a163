import { z } from 'zod';
import { ACHIEVEMENTS } from './enums.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { NextCursor } from './pagination.schemas.ts';

/**
 * What a notification can be about. Several of one kind on one thing, while unread, are one entry that counts
 * them ("Asha and 4 others supported your problem").
 */
export const NOTIFICATION_KINDS = [
  'problem-supported',
  'collaboration-requested',
  'collaboration-answered',
  'join-requested',
  'join-answered',
  'invitation-received',
  'invitation-answered',
  'removed-from-team',
  'task-assigned',
  'milestone-reached',
  'work-completed',
  'achievement-earned',
  'challenge-joined',
  'challenge-submitted',
  'challenge-results',
  'followed-posted',
  'chat-mention',
  'chat-unread',
  'direct-message',
  'message-request',
  'challenge-deadline',
  'report-decided',
  'moderation-decision',
  'challenge-question',
  'challenge-answer',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notification in a path; a malformed id answers the notification's 404. */
export const NotificationIdParams = z.object({ id: z.uuid({ error: MESSAGES.notificationNotFound }) });
export type NotificationIdParams = z.infer<typeof NotificationIdParams>;

/** What the notification is about, with its title now; the entry links to it. */
const NotificationSubject = z.object({
  type: z.enum(['problem', 'project', 'challenge']),
  _id: z.string(),
  title: z.string(),
});

/** The member who acted last: name and picture, or null when they have since deleted their account. */
const NotificationActor = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });

export const Notification = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: NotificationActor.nullable(),
  /** How many other members did the same while the entry was unread. */
  othersCount: z.number().int(),
  subject: NotificationSubject.nullable(),
  /**
   * What the kind needs beside: an answer's `status`, a task's or milestone's `title`, reputation `points`, the
   * `achievement`, a challenge `place` (1–3 when won).
   */
  detail: z.object({
    status: z.enum(['accepted', 'rejected']).optional(),
    title: z.string().optional(),
    points: z.number().int().optional(),
    achievement: z.enum(ACHIEVEMENTS).optional(),
    place: z.number().int().nullable().optional(),
    /**
     * A report's reference ("R-1001") and what the moderators decided; to a member acted on: the action (or an
     * appeal's outcome: `uphold`, `overturn`), its reason (`note`), a suspension's end (`until`) and the action to
     * appeal (`actionId`).
     */
    reference: z.string().optional(),
    decision: z
      .enum(['dismissed', 'actioned', 'warn', 'hide', 'restore', 'suspend', 'ban', 'uphold', 'overturn'])
      .optional(),
    actionId: z.string().optional(),
    note: z.string().optional(),
    until: z.string().optional(),
    /** A chat mention: the message (its quote in `title` goes once it is deleted or removed). */
    messageId: z.string().optional(),
    /** A direct conversation's message or request: the conversation it leads to. */
    conversationId: z.string().optional(),
  }),
  read: z.boolean(),
  /** When it last happened (a grouped entry moves up with each new one). */
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** A page of the member's notifications, newest first, with how many are unread in all. */
export const NotificationList = z.object({
  notifications: z.array(Notification),
  nextCursor: NextCursor,
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** The bell's figure: unread notifications, counted up to NOTIFICATION_UNREAD_MAX. */
export const UnreadNotifications = z.object({ unread: z.number().int() });
export type UnreadNotifications = z.infer<typeof UnreadNotifications>;

/** What a member hears of by e-mail unless they turn it off: direct answers and what asks for theirs. */
export const EMAILED_BY_DEFAULT: readonly NotificationKind[] = [
  'collaboration-requested',
  'collaboration-answered',
  'join-requested',
  'join-answered',
  'invitation-received',
  'invitation-answered',
  'removed-from-team',
  'challenge-results',
  'report-decided',
  'moderation-decision',
  'message-request',
  // Held back until they have stayed unread a while (CHAT_MAIL_DELAY_MS), at most one a room an hour.
  'chat-mention',
  'chat-unread',
  'direct-message',
];

/**
 * The chat's kinds: a room's (a team's, or a direct conversation's) news, gathered per room while unread, e-mailed
 * only once unread CHAT_MAIL_DELAY_MS and at most once a room an hour, and read by opening the room.
 */
export const CHAT_NOTIFICATION_KINDS: readonly NotificationKind[] = ['chat-mention', 'chat-unread', 'direct-message'];

/** Chat e-mails wait until the mention or the room has stayed unread this long, and go at most once a room an hour. */
export const CHAT_MAIL_DELAY_MS = 15 * 60 * 1000;
export const CHAT_MAIL_INTERVAL_MS = 60 * 60 * 1000;

/** What reaches a member's devices by push unless they turn it off: direct actions and mentions. */
export const PUSHED_BY_DEFAULT: readonly NotificationKind[] = EMAILED_BY_DEFAULT.filter(
  (kind) => kind !== 'chat-unread',
);

/** Where one kind reaches the member. */
const Channels = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });

/** Hours of India time (0–23) when pushes wait and e-mails hold until the hours end; `from` to `until` may span midnight. */
const hour = z
  .number({ error: MESSAGES.quietHoursInvalid })
  .int(MESSAGES.quietHoursInvalid)
  .min(0, MESSAGES.quietHoursInvalid)
  .max(23, MESSAGES.quietHoursInvalid);
export const QuietHours = z
  .object({ from: hour, until: hour })
  .refine((quiet) => quiet.from !== quiet.until, { error: MESSAGES.quietHoursInvalid });
export type QuietHours = z.infer<typeof QuietHours>;

/** How often the digest e-mail (what followed members and items did, new problems for one's skills) comes. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** The member's choices, one entry per kind (every kind is listed in an answer), and their digest. */
export const NotificationSettings = z.object({
  channels: z.record(z.enum(NOTIFICATION_KINDS), Channels),
  digest: z.enum(DIGEST_FREQUENCIES),
  quietHours: QuietHours.nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** A change to some kinds' channels; the kinds not named keep theirs. */
export const UpdateNotificationSettingsBody = z.object({
  channels: z.partialRecord(z.enum(NOTIFICATION_KINDS, { error: MESSAGES.invalidRequest }), Channels).default({}),
  digest: z.enum(DIGEST_FREQUENCIES).optional(),
  /** Null turns quiet hours off; absent keeps them. */
  quietHours: QuietHours.nullable().optional(),
});
export type UpdateNotificationSettingsBody = z.output<typeof UpdateNotificationSettingsBody>;
export type UpdateNotificationSettingsInput = z.input<typeof UpdateNotificationSettingsBody>;

/** An e-mail's one-click unsubscribe: the signed token its link carries. */
export const UnsubscribeQuery = z.object({ token: z.string().min(1).max(300) });
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;

/** What an unsubscribe link can turn off: one kind's e-mails, or the digest. */
export const MAIL_KINDS = [...NOTIFICATION_KINDS, 'digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What was turned off. */
export const Unsubscribed = z.object({ kind: z.enum(MAIL_KINDS), message: z.string() });
export type Unsubscribed = z.infer<typeof Unsubscribed>;

/** The server's VAPID public key, which a browser's push subscription is made for. */
export const PushKey = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKey>;

/** Push services' endpoints are a few hundred characters. */
const PUSH_ENDPOINT_MAX = 1000;
const pushEndpoint = z
  .string({ error: MESSAGES.pushSubscriptionInvalid })
  .max(PUSH_ENDPOINT_MAX, tooLong(PUSH_ENDPOINT_MAX))
  .refine((endpoint) => URL.canParse(endpoint), { error: MESSAGES.pushSubscriptionInvalid });

/** A browser's push subscription (PushSubscription.toJSON()): where to send, and the keys to encrypt for it. */
export const PushSubscriptionBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object(
    {
      p256dh: z
        .string({ error: MESSAGES.pushSubscriptionInvalid })
        .regex(/^[\w-]{80,100}$/, MESSAGES.pushSubscriptionInvalid),
      auth: z
        .string({ error: MESSAGES.pushSubscriptionInvalid })
        .regex(/^[\w-]{16,30}$/, MESSAGES.pushSubscriptionInvalid),
    },
    { error: MESSAGES.pushSubscriptionInvalid },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** Whether this browser's subscription takes the member's pushes in this session (signing out ends it). */
export const PushSubscriptionState = z.object({ isSubscribed: z.boolean() });
export type PushSubscriptionState = z.infer<typeof PushSubscriptionState>;

/** The subscription this browser asks about, or ends. */
export const PushEndpointBody = z.object({ endpoint: pushEndpoint });
export type PushEndpointBody = z.infer<typeof PushEndpointBody>;

/** What a push carries to the service worker: the notification's words, in the member's language, and where it leads. */
export const PushPayload = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof PushPayload>;

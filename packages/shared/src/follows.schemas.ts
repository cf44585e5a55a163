import { z } from 'zod';
import { STATUSES } from './enums.ts';
import { MESSAGES } from './messages.ts';
import { NextCursor } from './pagination.schemas.ts';

/** What a member can follow. */
export const FOLLOW_TARGETS = ['user', 'problem', 'project', 'challenge'] as const;
export type FollowTarget = (typeof FOLLOW_TARGETS)[number];

/** A thing to follow in a path: `/follows/problem/<id>`; a malformed id is nothing to follow. */
export const FollowParams = z.object({
  type: z.enum(FOLLOW_TARGETS, { error: MESSAGES.notFound }),
  id: z.uuid({ error: MESSAGES.notFound }),
});
export type FollowParams = z.infer<typeof FollowParams>;

/** Whether the viewer follows it, how many do, and for a member how many they follow. */
export const FollowState = z.object({
  isFollowing: z.boolean(),
  followers: z.number().int(),
  following: z.number().int().optional(),
});
export type FollowState = z.infer<typeof FollowState>;

/** What the feed tells of: posts by members, and changes on items. */
export const ACTIVITY_KINDS = [
  'problem-posted',
  'project-started',
  'challenge-hosted',
  'status-changed',
  'milestone-reached',
  'results-published',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Why an item is in the member's feed: they follow its member or the item, or it needs their skills. */
export const FEED_REASONS = ['member', 'item', 'skills'] as const;

export const FeedItem = z.object({
  _id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  actor: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  subject: z.object({ type: z.enum(['problem', 'project', 'challenge']), _id: z.string(), title: z.string() }),
  /** A new `status`, a milestone's `title`. */
  detail: z.object({ status: z.enum(STATUSES).optional(), title: z.string().optional() }),
  reason: z.enum(FEED_REASONS),
  createdAt: z.string(),
});
export type FeedItem = z.infer<typeof FeedItem>;

export const FeedPage = z.object({ items: z.array(FeedItem), nextCursor: NextCursor });
export type FeedPage = z.infer<typeof FeedPage>;

import {
  type AchievementKind,
  DAY_MS,
  REPUTATION_DAILY_MAX,
  REPUTATION_REPEAT_CREDIT_DAYS,
  type ReputationChangedEvent,
  type ReputationLimit,
  startOfIndiaDay,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { grantAchievements, grantReputationAchievements } from './achievements.repository.ts';
import {
  addReputationPoints,
  hasCreditFromSince,
  insertReputationEvent,
  lockUsers,
  sumPointsSince,
} from './users.repository.ts';

/** An award for finished work; `creditedBy` is the member who credits someone else's part in it. */
export type Award = {
  userId: string;
  points: number;
  reason: string;
  sourceType: ReputationChangedEvent['sourceType'];
  sourceId: string;
  creditedBy?: string;
};

/**
 * Gives each award once, within the limits that keep reputation from being farmed (as Stack Overflow caps
 * it per day and reverses serial votes): at most REPUTATION_DAILY_MAX points a member per India day, and one
 * credit in REPUTATION_REPEAT_CREDIT_DAYS from the same member. A limited award is still recorded, with the
 * points it really gave and the limit, so a score can always be explained. Run it inside the caller's
 * transaction; every kind of work (problems, projects, challenges) awards through here. Each member awarded also
 * earns `achievement` (once): "first completion" for finished work, unless the caller names another. The answer
 * is who got a new award and the points it gave (for `announceReputation` once the transaction commits).
 */
export async function awardReputation(
  tx: Queryable,
  now: Date,
  awards: Award[],
  achievement: AchievementKind = 'first-completion',
) {
  // Lock the members in one order first, so concurrent awards to the same member count one after the other.
  await lockUsers(tx, [...new Set(awards.map((award) => award.userId))].sort());
  const dayStart = startOfIndiaDay(now);
  const awarded = new Map<string, number>();
  const repeatSince = new Date(now.getTime() - REPUTATION_REPEAT_CREDIT_DAYS * DAY_MS);
  for (const award of awards) {
    let points = award.points;
    let limitedBy: ReputationLimit | null = null;
    if (award.creditedBy && (await hasCreditFromSince(tx, award.userId, award.creditedBy, repeatSince))) {
      points = 0;
      limitedBy = 'repeat-credit';
    }
    const allowance = Math.max(0, REPUTATION_DAILY_MAX - (await sumPointsSince(tx, award.userId, dayStart)));
    if (points > allowance) {
      points = allowance;
      limitedBy = 'daily-limit';
    }
    // The event row is the proof: an award already recorded (same member, source and reason) adds nothing.
    const isNew = await insertReputationEvent(tx, { ...award, points, limitedBy, createdAt: now });
    if (isNew && points > 0) await addReputationPoints(tx, award.userId, points);
    if (isNew) awarded.set(award.userId, (awarded.get(award.userId) ?? 0) + points);
  }
  // The first award of its kind earns the achievement, whatever the limits gave.
  const userIds = [...new Set(awards.map((award) => award.userId))];
  await grantAchievements(
    tx,
    userIds.map((userId) => ({ userId, kind: achievement })),
    now,
  );
  await grantReputationAchievements(tx, userIds, now);
  return [...awarded].map(([userId, points]) => ({ userId, points }));
}

/**
 * Tells each member awarded, on every page they have open, that their reputation changed: a collaborator's
 * dashboard follows the author's completion without a reload. Call it after the award's transaction commits.
 */
export function announceReputation(ctx: AppContext, awarded: { userId: string }[], source: ReputationChangedEvent) {
  for (const { userId } of awarded) ctx.realtime.emit(rooms.user(userId), 'reputation-changed', source);
}

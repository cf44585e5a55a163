import type { CommunityStats } from '@skillsync/shared';
import type { AppContext } from '../../lib/context.ts';
import { countCommunity } from './stats.repository.ts';

export const STATS_CACHE_SECONDS = 60;

/**
 * The landing page's figures, counted at most once a minute by each instance: they need not be exact,
 * and every visitor's first page asks for them.
 */
export function createCommunityStats(ctx: AppContext) {
  let cached: { stats: CommunityStats; until: number } | undefined;
  return async function getCommunityStats(): Promise<CommunityStats> {
    const now = ctx.clock().getTime();
    if (cached && cached.until > now) return cached.stats;
    // Build Rooms do not exist yet; the page hides a figure of 0 until it is worth showing.
    const stats = { ...(await countCommunity(ctx.db)), projects: 0 };
    cached = { stats, until: now + STATS_CACHE_SECONDS * 1000 };
    return stats;
  };
}

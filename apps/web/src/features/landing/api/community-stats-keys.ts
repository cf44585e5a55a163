import { queryRoots } from '../../../lib/query-keys.ts';

export const communityStatsKeys = {
  all: queryRoots.communityStats,
  summary: () => [...communityStatsKeys.all, 'summary'] as const,
};

import type { CommunityStats } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { communityStatsKeys } from './community-stats-keys.ts';

/** The community's real size (the server counts it at most once a minute). */
export const communityStatsQuery = queryOptions({
  queryKey: communityStatsKeys.summary(),
  queryFn: ({ signal }) => api<CommunityStats>('/stats', { signal }),
});

export const useCommunityStats = () => useQuery(communityStatsQuery);

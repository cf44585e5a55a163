import type { ChallengeStats } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { challengeKeys } from './challenge-keys.ts';

export const challengeStatsQuery = () =>
  queryOptions({
    queryKey: challengeKeys.stats(),
    queryFn: ({ signal }) => api<ChallengeStats>('/challenges/stats', { signal }),
  });

/** The four figures above the challenges list: prize pool, active challenges, participants, winners this month. */
export function useChallengeStats() {
  return useQuery(challengeStatsQuery());
}

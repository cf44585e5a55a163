import type { ChallengeDetail } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { challengeKeys } from './challenge-keys.ts';

export const challengeQuery = (id: string) =>
  queryOptions({
    queryKey: challengeKeys.detail(id),
    queryFn: ({ signal }) => api<ChallengeDetail>(`/challenges/${encodeURIComponent(id)}`, { signal }),
  });

/** One challenge as the current visitor sees it: their part in it, and the host's judging list once it ended. */
export function useChallenge(id: string) {
  return useQuery(challengeQuery(id));
}

import type { ChallengeList } from '@skillsync/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ChallengeFilters, challengeKeys } from './challenge-keys.ts';

function toSearchParams(filters: ChallengeFilters, cursor: string | undefined) {
  const params = new URLSearchParams();
  for (const name of ['category', 'difficulty', 'status', 'search'] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const challengesQuery = (filters: ChallengeFilters) =>
  infiniteQueryOptions({
    queryKey: challengeKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api<ChallengeList>(`/challenges${toSearchParams(filters, pageParam)}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** One filter set of the challenges list, newest first, a page at a time; the previous results stay while another loads. */
export function useChallenges(filters: ChallengeFilters) {
  return useInfiniteQuery({ ...challengesQuery(filters), placeholderData: keepPreviousData });
}

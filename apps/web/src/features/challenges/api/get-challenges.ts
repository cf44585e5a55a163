import type { ChallengeList } from '@skillsync/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listQueryString } from '../../../lib/url.ts';
import { type ChallengeFilters, challengeKeys } from './challenge-keys.ts';

// The list's four filters, by name, as the API reads them.
const toSearchParams = ({ category, difficulty, status, search }: ChallengeFilters, cursor: string | undefined) =>
  listQueryString({ category, difficulty, status, search }, cursor);

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

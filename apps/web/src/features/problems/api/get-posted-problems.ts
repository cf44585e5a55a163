import type { ProblemList } from '@skillsync/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { problemKeys } from './problem-keys.ts';

/** The signed-in member's own problems, whatever their status, newest first, a page at a time. */
export const postedProblemsQuery = infiniteQueryOptions({
  queryKey: problemKeys.posted(),
  queryFn: ({ pageParam, signal }) =>
    api<ProblemList>(`/problems/user/posted${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
      signal,
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

export const usePostedProblems = () => useInfiniteQuery(postedProblemsQuery);

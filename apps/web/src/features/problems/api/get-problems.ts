import type { ProblemList } from '@skillsync/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ProblemFilters, problemKeys } from './problem-keys.ts';

function toSearchParams(filters: ProblemFilters, cursor: string | undefined) {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.status) params.set('status', filters.status);
  if (filters.skill.trim()) params.set('skills', filters.skill.trim());
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One filter set of the Problem Wall, a page at a time; each set is cached on its own (staleTime 5 min). */
export const problemsQuery = (filters: ProblemFilters) =>
  infiniteQueryOptions({
    queryKey: problemKeys.list(filters),
    queryFn: ({ pageParam, signal }) => api<ProblemList>(`/problems${toSearchParams(filters, pageParam)}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * The wall for the current visitor (the server leaves a member's own problems off it; the session cookie tells
 * it who asks, so the wall loads at the same time as the session check, not after it). While another filter
 * set loads, the previous results stay on screen (dimmed by the page) instead of flashing skeletons.
 */
export function useProblems(filters: ProblemFilters) {
  return useInfiniteQuery({ ...problemsQuery(filters), placeholderData: keepPreviousData });
}

import type { ProblemDetail } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { problemKeys } from './problem-keys.ts';

export const problemQuery = (id: string) =>
  queryOptions({
    queryKey: problemKeys.detail(id),
    queryFn: ({ signal }) => api<ProblemDetail>(`/problems/${encodeURIComponent(id)}`, { signal }),
  });

/**
 * One problem as the current visitor sees it: the session cookie tells the server who asks, so the viewer
 * flags are right without waiting for the session check.
 */
export function useProblem(id: string) {
  return useQuery(problemQuery(id));
}

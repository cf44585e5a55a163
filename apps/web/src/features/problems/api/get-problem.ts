import type { ProblemDetail } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { problemKeys } from './problem-keys.ts';

export const problemQuery = (id: string) =>
  queryOptions({
    queryKey: problemKeys.detail(id),
    queryFn: ({ signal }) => api<ProblemDetail>(`/problems/${encodeURIComponent(id)}`, { signal }),
  });

/** One problem as the current visitor sees it; waits for the session check so the viewer flags are right. */
export function useProblem(id: string) {
  const isAuthLoading = useAuthStore((state) => state.isLoading);
  return useQuery({ ...problemQuery(id), enabled: !isAuthLoading });
}

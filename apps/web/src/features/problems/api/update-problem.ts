import type { ProblemDetail, UpdateProblemBody } from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { problemKeys } from './problem-keys.ts';

export const updateProblem = (id: string, body: UpdateProblemBody) =>
  api<ProblemDetail>(`/problems/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateProblem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProblemBody) => updateProblem(id, body),
    onSuccess: (problem) => {
      queryClient.setQueryData(problemKeys.detail(id), problem);
      void queryClient.invalidateQueries({ queryKey: problemKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.collaborations });
    },
  });
}

import type { CompletionBody, ProblemDetail } from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { problemKeys } from './problem-keys.ts';

export const completeProblem = (id: string, body: CompletionBody) =>
  api<ProblemDetail>(`/problems/${encodeURIComponent(id)}/complete`, { method: 'PUT', body });

export function useCompleteProblem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompletionBody) => completeProblem(id, body),
    onSuccess: (problem) => {
      queryClient.setQueryData(problemKeys.detail(id), problem);
      void queryClient.invalidateQueries({ queryKey: problemKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.collaborations });
    },
  });
}

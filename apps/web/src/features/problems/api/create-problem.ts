import type { CreateProblemBody, ProblemDetail } from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { problemKeys } from './problem-keys.ts';

export const createProblem = (body: CreateProblemBody) => api<ProblemDetail>('/problems', { method: 'POST', body });

/** Posts a problem; the new problem is cached for its page and the lists it may appear in go stale. */
export function useCreateProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProblem,
    onSuccess: (problem) => {
      queryClient.setQueryData(problemKeys.detail(problem._id), problem);
      void queryClient.invalidateQueries({ queryKey: problemKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.collaborations });
    },
  });
}

import type { MessageResponse } from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { problemKeys } from './problem-keys.ts';

export const deleteProblem = (id: string) =>
  api<MessageResponse>(`/problems/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteProblem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProblem(id),
    onSuccess: () => {
      // Marked stale rather than removed: removing it would refetch (and 404) under the page before it navigates away.
      void queryClient.invalidateQueries({ queryKey: problemKeys.detail(id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: problemKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.collaborations });
      void queryClient.invalidateQueries({ queryKey: queryRoots.collaborationRequests });
    },
  });
}

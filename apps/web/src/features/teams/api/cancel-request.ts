import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { requestKeys } from './request-keys.ts';

export const cancelRequest = (id: string) =>
  api<unknown>(`/collaboration-requests/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Withdraws one of the viewer's pending requests; the problem page may offer Collaborate again. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.problems });
    },
  });
}

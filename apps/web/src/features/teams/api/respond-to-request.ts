import type { RespondBody } from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { requestKeys } from './request-keys.ts';

export const respondToRequest = (id: string, body: RespondBody) =>
  api<unknown>(`/collaboration-requests/${encodeURIComponent(id)}/respond`, { method: 'PUT', body });

/** Accepts or rejects a request; an acceptance changes the problem's team, so those caches go stale too. */
export function useRespondToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RespondBody & { id: string }) => respondToRequest(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.problems });
      void queryClient.invalidateQueries({ queryKey: queryRoots.collaborations });
    },
  });
}

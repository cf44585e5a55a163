import type { CollaborateBody, CollaborationRequest, ProblemDetail } from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { problemKeys } from './problem-keys.ts';

export const requestCollaboration = (id: string, body: CollaborateBody) =>
  api<CollaborationRequest>(`/problems/${encodeURIComponent(id)}/collaborate`, { method: 'POST', body });

/** Sends a collaboration request; the page then shows it as pending and the sent list goes stale. */
export function useRequestCollaboration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollaborateBody) => requestCollaboration(id, body),
    onSuccess: (request) => {
      queryClient.setQueryData<ProblemDetail>(
        problemKeys.detail(id),
        (problem) => problem && { ...problem, viewer: { ...problem.viewer, pendingRequestId: request._id } },
      );
      void queryClient.invalidateQueries({ queryKey: queryRoots.collaborationRequests });
    },
  });
}

import type { JoinRequest, JoinRequestList, RespondToJoinBody } from '@skillsync/shared';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { joinRequestKeys } from './join-request-keys.ts';
import { requestKeys } from './request-keys.ts';

type Answer = RespondToJoinBody & { request: Pick<JoinRequest, '_id' | 'project'> };

export const respondToJoinRequest = ({ request, action }: Answer) =>
  api<JoinRequest>(
    `/projects/${encodeURIComponent(request.project._id)}/join-requests/${encodeURIComponent(request._id)}`,
    { method: 'PUT', body: { action } },
  );

/**
 * Accepts or rejects a join request, or an invitation. The answered request shows its new status at once; then
 * the counters and every project list (a team changed) load afresh.
 */
export function useRespondToJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToJoinRequest,
    onSuccess: (answered) => {
      queryClient.setQueryData<InfiniteData<JoinRequestList>>(joinRequestKeys.received(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                requests: page.requests.map((request) => (request._id === answered._id ? answered : request)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.projects });
    },
  });
}

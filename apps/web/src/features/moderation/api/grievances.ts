import type { AnswerGrievanceBody, GrievanceQueue, MessageResponse } from '@skillsync/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** The oldest open complaints shown at once; answering one brings the next. */
const GRIEVANCES_LIMIT = 20;

const grievanceKey = [...queryRoots.moderation, 'grievances'] as const;

/** The open complaints to the Grievance Officer, oldest first (asked only when `isEnabled`: for moderators). */
export const useGrievanceQueue = (isEnabled = true) =>
  useQuery({
    queryKey: grievanceKey,
    enabled: isEnabled,
    queryFn: ({ signal }) => api<GrievanceQueue>(`/moderation/grievances?limit=${GRIEVANCES_LIMIT}`, { signal }),
  });

/**
 * Answers a complaint (e-mailed to whoever made it): it leaves the list at once; settled either way, the list is read
 * again, so one another moderator answered meanwhile is gone too.
 */
export function useAnswerGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: AnswerGrievanceBody & { id: string }) =>
      api<MessageResponse>(`/moderation/grievances/${encodeURIComponent(id)}/answer`, {
        method: 'POST',
        body: { answer },
      }),
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData<GrievanceQueue>(
        grievanceKey,
        (queue) =>
          queue && {
            grievances: queue.grievances.filter((open) => open._id !== id),
            total: Math.max(0, queue.total - 1),
          },
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: grievanceKey });
    },
  });
}

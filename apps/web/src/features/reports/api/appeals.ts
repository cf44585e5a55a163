import type { AppealableDecision, CreateAppealBody } from '@skillsync/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const decisionKey = (actionId: string) => [...queryRoots.reports, 'decision', actionId] as const;

/** What `token` adds: the e-mail's signed link, for a member who cannot sign in (suspended, banned). */
const tokenQuery = (token: string | null) => (token ? `?token=${encodeURIComponent(token)}` : '');

/** A moderation decision about the member, and their appeal of it once made. */
export const useDecision = (actionId: string, token: string | null) =>
  useQuery({
    queryKey: decisionKey(actionId),
    queryFn: ({ signal }) =>
      api<AppealableDecision>(`/appeals/${encodeURIComponent(actionId)}${tokenQuery(token)}`, { signal }),
    retry: false,
  });

/** Appeals the decision, once: the answer is the decision with the appeal, shown at once. */
export function useAppeal(actionId: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAppealBody) =>
      api<AppealableDecision>(`/appeals/${encodeURIComponent(actionId)}`, {
        method: 'POST',
        body: token ? { ...body, token } : body,
      }),
    onSuccess: (decision) => queryClient.setQueryData(decisionKey(actionId), decision),
  });
}

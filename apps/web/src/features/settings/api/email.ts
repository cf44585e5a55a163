import type { EmailStatus, MessageResponse } from '@skillsync/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const emailQuery = queryOptions({
  queryKey: [...queryRoots.auth, 'email'],
  queryFn: ({ signal }) => api<EmailStatus>('/auth/email', { signal }),
});

/** The member's address, whether it is verified, and a new one waiting for its link. */
export const useEmailStatus = () => useQuery(emailQuery);

/** Asks for a new address; it waits for its link, so the status is read again to show it waiting. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password?: string }) =>
      api<MessageResponse>('/auth/email', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailQuery.queryKey }),
  });
}

/** Mails the verification link again (to the new address waiting, or the unproven one). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api<MessageResponse>('/auth/verification-mail', { method: 'POST' }),
  });
}

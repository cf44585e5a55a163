import type { DeleteAccountBody } from '@skillsync/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Deletes the member's account; the server ends every session of it at once. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api<void>('/users/me', { method: 'DELETE', body }),
    // The session is gone: nothing cached may refetch with it, or its 401 would read as an expired session
    // and send the member to the sign-in page before they reach the home page.
    onSuccess: async () => {
      await queryClient.cancelQueries();
      queryClient.clear();
    },
  });
}

import type { MessageResponse } from '@skillsync/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { authKeys } from './auth-keys.ts';

/**
 * Opens a mailed verification link as the page opens: once per visit (a link works once, so a second call would
 * say it was used), then the signed-in member, if any, is read again so everything they may now do shows at once.
 */
export function useVerifyEmailLink(token: string) {
  return useQuery({
    queryKey: authKeys.verifyLink(token),
    queryFn: async () => {
      const answer = await api<MessageResponse>('/auth/verify-email', { method: 'POST', body: { token } });
      if (useAuthStore.getState().isAuthenticated) await useAuthStore.getState().refreshUser();
      return answer;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

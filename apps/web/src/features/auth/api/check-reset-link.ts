import { MESSAGES } from '@skillsync/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { authKeys } from './auth-keys.ts';

/** The server's answer for a link that was used, expired or never issued, to a check or to a reset. */
export const isInvalidTokenAnswer = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message === MESSAGES.resetTokenInvalid;

/**
 * Whether a reset link still works, asked as the page opens, so a used or expired one says so before anyone
 * types a new password. Checking does not use the link up. Any other failure (offline, too many tries) leaves
 * the form to the reset itself, which answers the same way.
 */
export function useResetLinkCheck(token: string, isPlausible: boolean) {
  const query = useQuery({
    queryKey: authKeys.resetLink(token),
    queryFn: async ({ signal }) => {
      await api(`/auth/reset-password/${encodeURIComponent(token)}`, { signal });
      return true;
    },
    enabled: isPlausible,
    retry: false,
    // Asked once per visit: a reset that used it says so itself.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  return {
    isChecking: isPlausible && query.isPending,
    isInvalid: isInvalidTokenAnswer(query.error),
  };
}

import type { ProviderPending } from '@skillsync/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from './auth-keys.ts';

/** What a person back from Google or GitHub is finishing: asked as the page opens; a used or expired one says so. */
export function useProviderPending(token: string) {
  return useQuery({
    queryKey: authKeys.providerPending(token),
    queryFn: ({ signal }) => api<ProviderPending>(`/auth/provider-pendings/${encodeURIComponent(token)}`, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

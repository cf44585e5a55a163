import type { IdentityList, MessageResponse, ProviderList, ProviderRedirect, SignInProvider } from '@skillsync/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const identitiesQuery = queryOptions({
  queryKey: [...queryRoots.auth, 'identities'],
  queryFn: ({ signal }) => api<IdentityList>('/auth/identities', { signal }),
});

const providersQuery = queryOptions({
  queryKey: [...queryRoots.auth, 'providers'],
  queryFn: ({ signal }) => api<ProviderList>('/auth/providers', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The providers linked to the member, and whether they have a password. */
export const useIdentities = () => useQuery(identitiesQuery);

/** The providers this server offers: only these can be linked. */
export const useConfiguredProviders = () => useQuery(providersQuery).data?.providers ?? [];

/** Starts linking a provider: the browser leaves for it, and comes back to settings. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: (provider: SignInProvider) =>
      api<ProviderRedirect>('/auth/identities', { method: 'POST', body: { provider } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/auth/identities/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) =>
      queryClient.setQueryData(
        identitiesQuery.queryKey,
        (list) => list && { ...list, identities: list.identities.filter((identity) => identity._id !== id) },
      ),
  });
}

/** A first password for an account made through a provider. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api<MessageResponse>('/auth/password', { method: 'POST', body: { password } }),
    onSuccess: () =>
      queryClient.setQueryData(identitiesQuery.queryKey, (list) => list && { ...list, hasPassword: true }),
  });
}

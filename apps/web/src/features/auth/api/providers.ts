import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from './auth-keys.ts';

export type AuthProvider = { id: string; name: string; url: string };

export const providersQuery = queryOptions({
  queryKey: authKeys.providers(),
  queryFn: () => api<{ providers: AuthProvider[] }>('/auth/providers'),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAuthProviders = () => useQuery(providersQuery).data?.providers ?? [];

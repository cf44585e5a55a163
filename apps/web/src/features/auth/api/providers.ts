import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type AuthProvider = { id: string; name: string; url: string };

export const providersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => api<{ providers: AuthProvider[] }>('/auth/providers'),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAuthProviders = () => useQuery(providersQuery).data?.providers ?? [];

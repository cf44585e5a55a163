import { queryRoots } from '../../../lib/query-keys.ts';

export const authKeys = {
  all: queryRoots.auth,
  providers: () => [...authKeys.all, 'providers'] as const,
  providerPending: (token: string) => [...authKeys.all, 'provider-pending', token] as const,
  resetLink: (token: string) => [...authKeys.all, 'reset-link', token] as const,
  verifyLink: (token: string) => [...authKeys.all, 'verify-link', token] as const,
};

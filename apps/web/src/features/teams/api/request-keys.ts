import { queryRoots } from '../../../lib/query-keys.ts';

export const requestKeys = {
  all: queryRoots.collaborationRequests,
  received: () => [...queryRoots.collaborationRequests, 'received'] as const,
  sent: () => [...queryRoots.collaborationRequests, 'sent'] as const,
  stats: () => [...queryRoots.collaborationRequests, 'stats'] as const,
};

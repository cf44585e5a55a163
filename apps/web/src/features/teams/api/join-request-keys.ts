import { queryRoots } from '../../../lib/query-keys.ts';

/**
 * Project join requests and invitations in the inbox. They sit under the projects root: an answer given on a
 * project's page invalidates that root, and the inbox follows.
 */
export const joinRequestKeys = {
  all: [...queryRoots.projects, 'join-requests'] as const,
  received: () => [...joinRequestKeys.all, 'received'] as const,
  sent: () => [...joinRequestKeys.all, 'sent'] as const,
};

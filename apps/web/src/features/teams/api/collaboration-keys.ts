import { queryRoots } from '../../../lib/query-keys.ts';

export const collaborationKeys = {
  all: queryRoots.collaborations,
  lists: () => [...collaborationKeys.all, 'list'] as const,
  /** A member's teams; the member is the resource asked for (`/users/{id}/collaborations`), not the viewer. */
  list: (userId: string) => [...collaborationKeys.lists(), userId] as const,
};

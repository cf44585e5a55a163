import type { CollaborationList } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** The problems a member works on, as owner or collaborator. */
export const collaborationsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...queryRoots.collaborations, userId],
    queryFn: ({ signal }) => api<CollaborationList>(`/users/${encodeURIComponent(userId)}/collaborations`, { signal }),
  });

export const useCollaborations = (userId: string) => useQuery(collaborationsQuery(userId));

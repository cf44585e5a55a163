import type { CollaborationList } from '@skillsync/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { collaborationKeys } from './collaboration-keys.ts';

/** The problems a member works on, as owner or collaborator, the most recent first, a page at a time. */
export const collaborationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: collaborationKeys.list(userId),
    queryFn: ({ pageParam, signal }) =>
      api<CollaborationList>(
        `/users/${encodeURIComponent(userId)}/collaborations${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useCollaborations = (userId: string) => useInfiniteQuery(collaborationsQuery(userId));

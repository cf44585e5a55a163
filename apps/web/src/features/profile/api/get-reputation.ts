import type { ReputationHistory } from '@skillsync/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userPath } from './get-profile.ts';
import { profileKeys } from './profile-keys.ts';

export const reputationQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: profileKeys.reputation(userId),
    queryFn: ({ pageParam, signal }) =>
      api<ReputationHistory>(
        `${userPath(userId)}/reputation${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** A member's reputation score and the awards that made it, the most recent first, a page at a time. */
export const useReputation = (userId: string) => useInfiniteQuery(reputationQuery(userId));

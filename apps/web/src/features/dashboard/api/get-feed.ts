import type { FeedPage } from '@skillsync/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** The member's feed, newest first, a page at a time. */
export const useFeed = () =>
  useInfiniteQuery({
    queryKey: queryRoots.feed,
    queryFn: ({ pageParam, signal }) =>
      api<FeedPage>(`/feed?limit=10${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

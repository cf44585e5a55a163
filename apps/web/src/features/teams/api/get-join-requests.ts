import type { JoinRequestList } from '@skillsync/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { joinRequestKeys } from './join-request-keys.ts';

type Box = 'received' | 'sent';

/** One side of the project requests, newest first, a page at a time. */
const joinRequestsQuery = (box: Box) =>
  infiniteQueryOptions({
    queryKey: joinRequestKeys[box](),
    queryFn: ({ pageParam, signal }) =>
      api<JoinRequestList>(
        `/projects/join-requests/${box}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Requests to join the viewer's projects, and invitations the viewer received. */
export const useReceivedJoinRequests = () => useInfiniteQuery(joinRequestsQuery('received'));

/** The viewer's own requests to join, and the invitations their projects sent. */
export const useSentJoinRequests = () => useInfiniteQuery(joinRequestsQuery('sent'));

import type { CollaborationRequestList } from '@skillsync/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { requestKeys } from './request-keys.ts';

type Box = 'received' | 'sent';

/** One side of the inbox, newest first, a page at a time. */
const requestsQuery = (box: Box) =>
  infiniteQueryOptions({
    queryKey: requestKeys[box](),
    queryFn: ({ pageParam, signal }) =>
      api<CollaborationRequestList>(
        `/collaboration-requests/${box}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Requests other members sent about the viewer's problems. */
export const receivedRequestsQuery = requestsQuery('received');

/** Requests the viewer sent to problem authors. */
export const sentRequestsQuery = requestsQuery('sent');

export const useReceivedRequests = () => useInfiniteQuery(receivedRequestsQuery);
export const useSentRequests = () => useInfiniteQuery(sentRequestsQuery);

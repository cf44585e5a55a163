import type { CollaborationRequestList } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { requestKeys } from './request-keys.ts';

/** Requests other members sent about the viewer's problems. */
export const receivedRequestsQuery = queryOptions({
  queryKey: requestKeys.received(),
  queryFn: ({ signal }) => api<CollaborationRequestList>('/collaboration-requests/received', { signal }),
});

/** Requests the viewer sent to problem authors. */
export const sentRequestsQuery = queryOptions({
  queryKey: requestKeys.sent(),
  queryFn: ({ signal }) => api<CollaborationRequestList>('/collaboration-requests/sent', { signal }),
});

export const useReceivedRequests = () => useQuery(receivedRequestsQuery);
export const useSentRequests = () => useQuery(sentRequestsQuery);

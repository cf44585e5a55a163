import type { CollaborationRequestStats } from '@skillsync/shared';
import { NOTIFICATION_POLL_MS } from '@skillsync/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { requestKeys } from './request-keys.ts';

/** Request counts; polled every 30 s (spec §9) so the navbar badge follows new requests. */
export const requestStatsQuery = queryOptions({
  queryKey: requestKeys.stats(),
  queryFn: ({ signal }) => api<CollaborationRequestStats>('/collaboration-requests/stats', { signal }),
  refetchInterval: NOTIFICATION_POLL_MS,
});

/** The counts, fetched only while someone is signed in. */
export function useRequestStats() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return useQuery({ ...requestStatsQuery, enabled: isAuthenticated });
}

/** Pending requests waiting for the viewer's answer; 0 when signed out or when the count could not be fetched. */
export function usePendingReceivedCount() {
  const { data, isError } = useRequestStats();
  return isError || !data ? 0 : data.received.pending;
}

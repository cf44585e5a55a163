import { STALE_TIME_MS } from '@skillsync/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** The cache's settings; one cache per browser tab, and one per page rendered on the server. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a network blip might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      },
    },
  });

export const queryClient = createQueryClient();

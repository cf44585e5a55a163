import type { ReportList } from '@skillsync/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** The member's own reports, newest first, a page at a time. A new report (ReportDialog) makes it stale. */
export const useMyReports = () =>
  useInfiniteQuery({
    queryKey: queryRoots.reports,
    queryFn: ({ pageParam, signal }) =>
      api<ReportList>(`/reports${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

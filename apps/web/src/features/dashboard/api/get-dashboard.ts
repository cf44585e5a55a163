import type { Dashboard } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** The greeting's four figures, the member's recent problems and active projects, from their real data. */
export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.summary(),
  queryFn: ({ signal }) => api<Dashboard>('/users/me/dashboard', { signal }),
});

export const useDashboard = () => useQuery(dashboardQuery);

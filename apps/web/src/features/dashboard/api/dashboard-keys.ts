import { queryRoots } from '../../../lib/query-keys.ts';

export const dashboardKeys = {
  all: queryRoots.dashboard,
  /** The signed-in member's figures and recent work (`/users/me/dashboard`). */
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

import { queryRoots } from '../../../lib/query-keys.ts';

/** The wall's status choice: '' is every open problem (the server's default), or only the completed ones. */
export const WALL_STATUSES = ['Completed'] as const;
export type WallStatus = '' | (typeof WALL_STATUSES)[number];

/** The Problem Wall filters as they sit in the URL; empty strings mean "any" (for status: "open"). */
export type ProblemFilters = {
  category: string;
  difficulty: string;
  skill: string;
  search: string;
  status: WallStatus;
};

/**
 * Problem data depends on who looks (own problems are left off the wall; `viewer` flags on the detail),
 * yet no key names the viewer: the cache is cleared whenever someone signs in or out.
 */
export const problemKeys = {
  all: queryRoots.problems,
  lists: () => [...problemKeys.all, 'list'] as const,
  list: (filters: ProblemFilters) => [...problemKeys.lists(), filters] as const,
  posted: () => [...problemKeys.lists(), 'posted'] as const,
  details: () => [...problemKeys.all, 'detail'] as const,
  detail: (id: string) => [...problemKeys.details(), id] as const,
};

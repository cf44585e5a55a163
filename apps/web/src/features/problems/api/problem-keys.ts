import { useAuthStore } from '../../../lib/auth-store.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** The Problem Wall filters as they sit in the URL; empty strings mean "any". */
export type ProblemFilters = { category: string; difficulty: string; skill: string; search: string };

/**
 * Problem data depends on who looks (own problems are left off the wall; `viewer` flags on the
 * detail), so the viewer is part of every key and signing in never shows another person's cache.
 */
export const problemKeys = {
  all: queryRoots.problems,
  lists: () => [...queryRoots.problems, 'list'] as const,
  list: (filters: ProblemFilters, viewerId: string) => [...problemKeys.lists(), viewerId, filters] as const,
  details: (id: string) => [...queryRoots.problems, 'detail', id] as const,
  detail: (id: string, viewerId: string) => [...problemKeys.details(id), viewerId] as const,
};

const ANONYMOUS = 'anonymous';

/** The id the problem caches are kept under for the current visitor. */
export const useViewerId = () => useAuthStore((state) => state.user?.id ?? ANONYMOUS);

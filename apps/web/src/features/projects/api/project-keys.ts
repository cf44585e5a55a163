import { queryRoots } from '../../../lib/query-keys.ts';

/** The projects list filters as they sit in the URL; empty strings mean "any" (for status: "under way"). */
export type ProjectFilters = {
  category: string;
  difficulty: string;
  status: string;
  search: string;
};

/**
 * Project data depends on who looks (own projects are left off the list; the owner alone sees join requests),
 * yet no key names the viewer: the cache is cleared whenever someone signs in or out.
 */
export const projectKeys = {
  all: queryRoots.projects,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filters: ProjectFilters) => [...projectKeys.lists(), filters] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectKeys.details(), id] as const,
};

import { queryRoots } from '../../../lib/query-keys.ts';

/** The challenges list filters as they sit in the URL; empty strings mean "any". */
export type ChallengeFilters = {
  category: string;
  difficulty: string;
  status: string;
  search: string;
};

/**
 * Challenge data depends on who looks (the viewer's part, the host's judging list, the sponsor's contact), yet no
 * key names the viewer: the cache is cleared whenever someone signs in or out.
 */
export const challengeKeys = {
  all: queryRoots.challenges,
  lists: () => [...challengeKeys.all, 'list'] as const,
  list: (filters: ChallengeFilters) => [...challengeKeys.lists(), filters] as const,
  stats: () => [...challengeKeys.all, 'stats'] as const,
  details: () => [...challengeKeys.all, 'detail'] as const,
  detail: (id: string) => [...challengeKeys.details(), id] as const,
};

import { queryRoots } from '../../../lib/query-keys.ts';

/**
 * A profile gathers what a member does everywhere (problems, projects, reputation), so it is fetched afresh on
 * each visit rather than invalidated by every feature's writes. No key names the viewer (isLiked depends on
 * who looks): the whole cache is cleared whenever someone signs in or out.
 */
export const profileKeys = {
  all: queryRoots.profiles,
  details: () => [...profileKeys.all, 'detail'] as const,
  detail: (userId: string) => [...profileKeys.details(), userId] as const,
  reputation: (userId: string) => [...profileKeys.all, 'reputation', userId] as const,
};

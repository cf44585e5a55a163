import type { UserProfile } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileKeys } from './profile-keys.ts';

/** Spec §9: an open profile refreshes its problems and collaborations every minute. */
const PROFILE_REFRESH_MS = 60_000;

export const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: ({ signal }) => api<UserProfile>(userPath(userId), { signal }),
    // What other screens changed (a problem posted, a project completed) shows on the next visit.
    staleTime: 0,
    refetchInterval: PROFILE_REFRESH_MS,
  });

/** A member's profile: who they are, their counters, portfolio, achievements, problems and projects. */
export function useProfile(userId: string) {
  return useQuery(profileQuery(userId));
}

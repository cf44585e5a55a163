import type { ProjectMembershipList } from '@skillsync/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { projectTeamKeys } from './project-team-keys.ts';

/** The projects the member has joined (owned ones are not listed), each with its whole team, a page at a time. */
export const joinedProjectsQuery = infiniteQueryOptions({
  queryKey: projectTeamKeys.joined(),
  queryFn: ({ pageParam, signal }) =>
    api<ProjectMembershipList>(`/projects/user/joined${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
      signal,
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

export const useJoinedProjects = () => useInfiniteQuery(joinedProjectsQuery);

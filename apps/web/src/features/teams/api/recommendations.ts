import type { InviteRequestBody, JoinRequest, Recommendations } from '@skillsync/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/**
 * Collab Matching's suggestions, read by the dashboard and by the owner's panel on a problem or project page:
 * shared code, since features do not import each other.
 */
export type MatchedWork = { type: 'problem' | 'project'; id: string };

export const matchingKeys = {
  all: queryRoots.matching,
  /** People for the viewer to work with. */
  people: () => [...matchingKeys.all, 'people'] as const,
  /** Collaborators for one of the viewer's problems or projects. */
  work: ({ type, id }: MatchedWork) => [...matchingKeys.all, type, id] as const,
};

export const peopleRecommendationsQuery = queryOptions({
  queryKey: matchingKeys.people(),
  queryFn: ({ signal }) => api<Recommendations>('/matching/people', { signal }),
});

export const workRecommendationsQuery = (work: MatchedWork) =>
  queryOptions({
    queryKey: matchingKeys.work(work),
    queryFn: ({ signal }) => api<Recommendations>(`/matching/${work.type}s/${encodeURIComponent(work.id)}`, { signal }),
  });

export const usePeopleRecommendations = () => useQuery(peopleRecommendationsQuery);
export const useWorkRecommendations = (work: MatchedWork) => useQuery(workRecommendationsQuery(work));

/**
 * The project's owner invites a recommended member by id; the invitation waits in their inbox. The project page
 * lists it among those awaiting an answer, so the project's data goes stale, and so do the inboxes.
 */
export function useInviteRecommended(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<JoinRequest>(`/projects/${encodeURIComponent(projectId)}/invitations`, {
        method: 'POST',
        body: { userId } satisfies Pick<InviteRequestBody, 'userId'>,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.projects });
      void queryClient.invalidateQueries({ queryKey: queryRoots.collaborationRequests });
    },
  });
}

import type {
  CompletionBody,
  CreateProjectBody,
  InviteBody,
  JoinProjectBody,
  JoinRequest,
  MessageResponse,
  ProjectDetail,
  RespondToJoinBody,
  UpdateProjectBody,
} from '@skillsync/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { projectKeys } from './project-keys.ts';

const projectPath = (id: string) => `/projects/${encodeURIComponent(id)}`;

/** A write changed a project: its page shows the answer, and the lists and inbox it appears in go stale. */
function refreshAfterWrite(queryClient: QueryClient, project?: ProjectDetail) {
  if (project) queryClient.setQueryData(projectKeys.detail(project._id), project);
  void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: queryRoots.collaborationRequests });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => api<ProjectDetail>('/projects', { method: 'POST', body }),
    onSuccess: (project) => refreshAfterWrite(queryClient, project),
  });
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) => api<ProjectDetail>(projectPath(id), { method: 'PUT', body }),
    onSuccess: (project) => refreshAfterWrite(queryClient, project),
  });
}

export function useDeleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MessageResponse>(projectPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      // Marked stale rather than removed: removing it would refetch (and 404) under the page before it navigates away.
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id), refetchType: 'none' });
      refreshAfterWrite(queryClient);
    },
  });
}

export function useCompleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompletionBody) => api<ProjectDetail>(`${projectPath(id)}/complete`, { method: 'PUT', body }),
    onSuccess: (project) => {
      refreshAfterWrite(queryClient, project);
      // Reputation changed: the member's own score is part of the session.
      void queryClient.invalidateQueries({ queryKey: queryRoots.auth });
    },
  });
}

/** A request to join, an invitation, or an answer to either: the project page reloads with its team and requests. */
function useJoinWrite<Variables>(id: string, write: (variables: Variables) => Promise<JoinRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
      refreshAfterWrite(queryClient);
    },
  });
}

export const useJoinProject = (id: string) =>
  useJoinWrite(id, (body: JoinProjectBody) => api<JoinRequest>(`${projectPath(id)}/join`, { method: 'POST', body }));

export const useInviteMember = (id: string) =>
  useJoinWrite(id, (body: InviteBody) => api<JoinRequest>(`${projectPath(id)}/invitations`, { method: 'POST', body }));

export const useRespondToJoinRequest = (id: string) =>
  useJoinWrite(id, ({ requestId, ...body }: RespondToJoinBody & { requestId: string }) =>
    api<JoinRequest>(`${projectPath(id)}/join-requests/${encodeURIComponent(requestId)}`, { method: 'PUT', body }),
  );

/** The owner takes a member off the team, or a member leaves it (their own id). */
export function useRemoveMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<MessageResponse>(`${projectPath(id)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
      // The member's dashboard lists the teams they are on.
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

import type {
  CreateMilestoneInput,
  CreateTaskInput,
  ProjectDetail,
  TaskStatus,
  UpdateMilestoneInput,
  UpdateTaskInput,
} from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { projectKeys } from './project-keys.ts';

const projectPath = (id: string) => `/projects/${encodeURIComponent(id)}`;

/** A change to the board or the milestones: the project page reloads (its progress is computed by the server). */
function useWorkWrite<Variables>(projectId: string, write: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}

export const useCreateTask = (projectId: string) =>
  useWorkWrite(projectId, (body: CreateTaskInput) => api(`${projectPath(projectId)}/tasks`, { method: 'POST', body }));

export const useUpdateTask = (projectId: string) =>
  useWorkWrite(projectId, ({ taskId, ...body }: UpdateTaskInput & { taskId: string }) =>
    api(`${projectPath(projectId)}/tasks/${encodeURIComponent(taskId)}`, { method: 'PUT', body }),
  );

export const useDeleteTask = (projectId: string) =>
  useWorkWrite(projectId, (taskId: string) =>
    api(`${projectPath(projectId)}/tasks/${encodeURIComponent(taskId)}`, { method: 'DELETE' }),
  );

/** Moves a task to another column at once on screen, and back if the server says no. */
export function useMoveTask(projectId: string) {
  const queryClient = useQueryClient();
  const key = projectKeys.detail(projectId);
  return useMutation({
    mutationFn: ({ taskId, status }: { taskId: string; status: TaskStatus }) =>
      api(`${projectPath(projectId)}/tasks/${encodeURIComponent(taskId)}`, { method: 'PUT', body: { status } }),
    onMutate: async ({ taskId, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectDetail>(key);
      if (previous) {
        queryClient.setQueryData<ProjectDetail>(key, {
          ...previous,
          tasks: previous.tasks.map((task) => (task._id === taskId ? { ...task, status } : task)),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useCreateMilestone = (projectId: string) =>
  useWorkWrite(projectId, (body: CreateMilestoneInput) =>
    api(`${projectPath(projectId)}/milestones`, { method: 'POST', body }),
  );

export const useUpdateMilestone = (projectId: string) =>
  useWorkWrite(projectId, ({ milestoneId, ...body }: UpdateMilestoneInput & { milestoneId: string }) =>
    api(`${projectPath(projectId)}/milestones/${encodeURIComponent(milestoneId)}`, { method: 'PUT', body }),
  );

export const useDeleteMilestone = (projectId: string) =>
  useWorkWrite(projectId, (milestoneId: string) =>
    api(`${projectPath(projectId)}/milestones/${encodeURIComponent(milestoneId)}`, { method: 'DELETE' }),
  );

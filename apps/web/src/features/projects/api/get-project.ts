import type { ProjectDetail } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { projectKeys } from './project-keys.ts';

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => api<ProjectDetail>(`/projects/${encodeURIComponent(id)}`, { signal }),
  });

/** One project as the current visitor sees it (the session cookie tells the server who asks). */
export function useProject(id: string) {
  return useQuery(projectQuery(id));
}

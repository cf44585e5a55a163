import type { ProjectList } from '@skillsync/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ProjectFilters, projectKeys } from './project-keys.ts';

function toSearchParams(filters: ProjectFilters, cursor: string | undefined) {
  const params = new URLSearchParams();
  for (const name of ['category', 'difficulty', 'status', 'search'] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const projectsQuery = (filters: ProjectFilters) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ pageParam, signal }) => api<ProjectList>(`/projects${toSearchParams(filters, pageParam)}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** One filter set of the projects list, a page at a time; the previous results stay (dimmed) while another loads. */
export function useProjects(filters: ProjectFilters) {
  return useInfiniteQuery({ ...projectsQuery(filters), placeholderData: keepPreviousData });
}

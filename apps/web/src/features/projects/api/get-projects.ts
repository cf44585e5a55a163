import type { ProjectList } from '@skillsync/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listQueryString } from '../../../lib/url.ts';
import { type ProjectFilters, projectKeys } from './project-keys.ts';

// The list's four filters, by name, as the API reads them.
const toSearchParams = ({ category, difficulty, status, search }: ProjectFilters, cursor: string | undefined) =>
  listQueryString({ category, difficulty, status, search }, cursor);

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

import type { SearchResults } from '@skillsync/shared';
import type { SearchType } from '@skillsync/shared/constants';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type MemberFilters, searchKeys } from './search-keys.ts';

function searchPath(query: string, filters: MemberFilters, more: Record<string, string> = {}) {
  const params = new URLSearchParams({ q: query });
  for (const name of ['skill', 'city'] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  for (const [name, value] of Object.entries(more)) params.set(name, value);
  return `/search?${params}`;
}

/**
 * The first page of every kind at once: the tabs only choose which to show, so switching them asks nothing more
 * of the server until "Load more".
 */
export const searchResultsQuery = (query: string, filters: MemberFilters) =>
  queryOptions({
    queryKey: searchKeys.results(query, filters),
    queryFn: ({ signal }) => api<SearchResults>(searchPath(query, filters), { signal }),
    enabled: query !== '',
    // While the next query loads, the last results stay (dimmed) rather than a skeleton at every keystroke.
    placeholderData: keepPreviousData,
  });

export const useSearchResults = (query: string, filters: MemberFilters) => useQuery(searchResultsQuery(query, filters));

/**
 * One kind of result, paged on with its cursor. Its first page is the one the answer for every kind brought
 * (`first`), so a kind's tab opens at once; "Load more" asks for that kind alone.
 */
export function useSearchGroup(query: string, filters: MemberFilters, kind: SearchType, first: SearchResults) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: searchKeys.group(query, filters, kind),
      queryFn: ({ pageParam, signal }) =>
        api<SearchResults>(searchPath(query, filters, { type: kind, ...(pageParam ? { cursor: pageParam } : {}) }), {
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursors[kind] ?? undefined,
      initialData: (): InfiniteData<SearchResults, string | undefined> => ({ pages: [first], pageParams: [undefined] }),
    }),
  );
}

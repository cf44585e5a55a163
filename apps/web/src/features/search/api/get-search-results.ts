import type { SearchResults } from '@skillsync/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { searchKeys } from './search-keys.ts';

/**
 * The best matches of every kind at once: the tabs only choose which to show, so switching them asks nothing
 * more of the server (a `type` would return the same first page of that kind).
 */
export const searchResultsQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ signal }) => api<SearchResults>(`/search?q=${encodeURIComponent(query)}`, { signal }),
    enabled: query !== '',
    // While the next query loads, the last results stay (dimmed) rather than a skeleton at every keystroke.
    placeholderData: keepPreviousData,
  });

export const useSearchResults = (query: string) => useQuery(searchResultsQuery(query));

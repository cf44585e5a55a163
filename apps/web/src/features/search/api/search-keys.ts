import type { SearchType } from '@skillsync/shared/constants';
import { queryRoots } from '../../../lib/query-keys.ts';

/** What narrows the members of a search, as it sits in the URL; empty strings mean "any". */
export type MemberFilters = { skill: string; city: string };

export const searchKeys = {
  all: queryRoots.search,
  /** The first page of every kind of result for one query, as typed (trimmed), and the member filters. */
  results: (query: string, filters: MemberFilters) => [...searchKeys.all, 'results', query, filters] as const,
  /** One kind of result, a page at a time. */
  group: (query: string, filters: MemberFilters, kind: SearchType) =>
    [...searchKeys.all, 'group', query, filters, kind] as const,
};

import { queryRoots } from '../../../lib/query-keys.ts';

export const searchKeys = {
  all: queryRoots.search,
  /** Every kind of result for one query, as typed (trimmed). */
  results: (query: string) => [...searchKeys.all, 'results', query] as const,
};

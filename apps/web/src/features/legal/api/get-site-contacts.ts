import type { SiteContacts } from '@skillsync/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** The support and Grievance Officer addresses this deployment is configured with. */
export const siteContactsQuery = queryOptions({
  queryKey: [...queryRoots.site, 'contacts'] as const,
  queryFn: ({ signal }) => api<SiteContacts>('/site/contacts', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useSiteContacts = () => useQuery(siteContactsQuery);

import { PROJECT_CATEGORIES } from '@skillsync/shared/constants';
import { readWorkFilters } from '../../../lib/work-filters.ts';
import type { ProjectFilters } from '../api/project-keys.ts';

/** The list's status choices (spec §2); none means the projects still under way (the server's default). */
export const LIST_STATUSES = ['Planning', 'Active', 'On Hold', 'Completed'] as const;

/** The filters kept in the address bar, so reload and back keep them; unknown values are ignored. */
export const readFilters = (params: URLSearchParams): ProjectFilters =>
  readWorkFilters(params, PROJECT_CATEGORIES, LIST_STATUSES);

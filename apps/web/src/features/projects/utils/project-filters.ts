import { DIFFICULTIES, PROJECT_CATEGORIES } from '@skillsync/shared/constants';
import type { ProjectFilters } from '../api/project-keys.ts';

/** The list's status choices (spec §2); none means the projects still under way (the server's default). */
export const LIST_STATUSES = ['Planning', 'Active', 'On Hold', 'Completed'] as const;

export const FILTER_NAMES = ['category', 'difficulty', 'status', 'search'] as const satisfies (keyof ProjectFilters)[];

const oneOf = (choices: readonly string[], value: string | null) => (value && choices.includes(value) ? value : '');

/** The filters kept in the address bar, so reload and back keep them; unknown values are ignored. */
export function readFilters(params: URLSearchParams): ProjectFilters {
  return {
    category: oneOf(PROJECT_CATEGORIES, params.get('category')),
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
    status: oneOf(LIST_STATUSES, params.get('status')),
    search: params.get('search') ?? '',
  };
}

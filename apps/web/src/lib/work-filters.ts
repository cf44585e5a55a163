import { DIFFICULTIES } from '@skillsync/shared/constants';

/** A list's filters kept in the address bar: its category, difficulty and status choices and its search. */
type WorkFilters = { category: string; difficulty: string; status: string; search: string };

export const WORK_FILTER_NAMES = [
  'category',
  'difficulty',
  'status',
  'search',
] as const satisfies (keyof WorkFilters)[];

/** `value` when it is one of `choices`; otherwise no choice (an address may hold anything). */
export const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | '' =>
  choices.includes(value as T) ? (value as T) : '';

/** A list's filters from its address, so reload and back keep them; unknown values are ignored. */
export function readWorkFilters(
  params: URLSearchParams,
  categories: readonly string[],
  statuses: readonly string[],
): WorkFilters {
  return {
    category: oneOf(categories, params.get('category')),
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
    status: oneOf(statuses, params.get('status')),
    search: params.get('search') ?? '',
  };
}

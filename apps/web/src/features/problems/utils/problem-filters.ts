import { DIFFICULTIES, PROBLEM_CATEGORIES } from '@skillsync/shared/constants';
import { oneOf } from '../../../lib/work-filters.ts';
import { type ProblemFilters, WALL_STATUSES, type WallStatus } from '../api/problem-keys.ts';

export const FILTER_NAMES = [
  'category',
  'difficulty',
  'skill',
  'search',
  'status',
] as const satisfies (keyof ProblemFilters)[];

/** The filters kept in the address bar, so reload and back keep them; unknown values are ignored. */
export function readFilters(params: URLSearchParams): ProblemFilters {
  return {
    category: oneOf(PROBLEM_CATEGORIES, params.get('category')),
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
    skill: params.get('skill') ?? '',
    search: params.get('search') ?? '',
    status: oneOf(WALL_STATUSES, params.get('status')) as WallStatus,
  };
}

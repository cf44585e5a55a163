import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES, DIFFICULTIES } from '@skillsync/shared/constants';
import type { ChallengeFilters } from '../api/challenge-keys.ts';

export const FILTER_NAMES = [
  'category',
  'difficulty',
  'status',
  'search',
] as const satisfies (keyof ChallengeFilters)[];

const oneOf = (choices: readonly string[], value: string | null) => (value && choices.includes(value) ? value : '');

/** The filters kept in the address bar, so reload and back keep them; unknown values are ignored. */
export function readFilters(params: URLSearchParams): ChallengeFilters {
  return {
    category: oneOf(CHALLENGE_CATEGORIES, params.get('category')),
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
    status: oneOf(CHALLENGE_STATUSES, params.get('status')),
    search: params.get('search') ?? '',
  };
}

export const hasAnyFilter = (filters: ChallengeFilters) => Object.values(filters).some((value) => value.trim() !== '');

import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES } from '@skillsync/shared/constants';
import { readWorkFilters } from '../../../lib/work-filters.ts';
import type { ChallengeFilters } from '../api/challenge-keys.ts';

/** The filters kept in the address bar, so reload and back keep them; unknown values are ignored. */
export const readFilters = (params: URLSearchParams): ChallengeFilters =>
  readWorkFilters(params, CHALLENGE_CATEGORIES, CHALLENGE_STATUSES);

export const hasAnyFilter = (filters: ChallengeFilters) => Object.values(filters).some((value) => value.trim() !== '');

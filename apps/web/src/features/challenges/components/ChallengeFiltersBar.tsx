import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES } from '@skillsync/shared/constants';
import { WorkFiltersBar } from '../../../components/WorkFilters.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ChallengeFilters } from '../api/challenge-keys.ts';
import { hasAnyFilter } from '../utils/challenge-filters.ts';

type ChallengeFiltersBarProps = {
  filters: ChallengeFilters;
  onChange: (name: keyof ChallengeFilters, value: string) => void;
  onClear: () => void;
};

/** The list's filters: the search box waits for a pause in typing, the selects apply at once. */
export function ChallengeFiltersBar({ filters, onChange, onClear }: ChallengeFiltersBarProps) {
  const t = useT();
  return (
    <WorkFiltersBar
      filters={filters}
      onChange={onChange}
      filterText={(key) => t(`challenges.filters.${key}`)}
      fieldLabel={(name) => t(`challenges.fields.${name}`)}
      categories={CHALLENGE_CATEGORIES}
      categoryLabel={(category) => t(`challenges.enums.category.${category}`)}
      statuses={CHALLENGE_STATUSES}
      statusLabel={(status) => t(`challenges.enums.status.${status}`)}
      anyStatus={t('challenges.filters.allStatuses')}
      hasFilters={hasAnyFilter(filters)}
      clearLabel={t('challenges.filters.clear')}
      onClear={onClear}
    />
  );
}

import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES } from '@skillsync/shared/constants';
import { FilterBar } from '../../../components/Filters.tsx';
import { WorkChoiceFilters, WorkSearchFilter } from '../../../components/WorkFilters.tsx';
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
  const filterProps = {
    filters,
    onChange,
    filterText: (key: string) => t(`challenges.filters.${key}`),
    fieldLabel: (name: string) => t(`challenges.fields.${name}`),
  };
  return (
    <FilterBar
      gridClass="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      hasFilters={hasAnyFilter(filters)}
      clearLabel={t('challenges.filters.clear')}
      onClear={onClear}
    >
      <div className="col-span-2 lg:col-span-1">
        <WorkSearchFilter {...filterProps} />
      </div>
      <WorkChoiceFilters
        {...filterProps}
        categories={CHALLENGE_CATEGORIES}
        categoryLabel={(category) => t(`challenges.enums.category.${category}`)}
        statuses={CHALLENGE_STATUSES}
        statusLabel={(status) => t(`challenges.enums.status.${status}`)}
        anyStatus={t('challenges.filters.allStatuses')}
      />
    </FilterBar>
  );
}

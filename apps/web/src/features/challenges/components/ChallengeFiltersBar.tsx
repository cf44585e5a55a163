import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES, DIFFICULTIES } from '@skillsync/shared/constants';
import { FilterBar, FilterSelect, FilterText } from '../../../components/Filters.tsx';
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
    <FilterBar
      gridClass="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      hasFilters={hasAnyFilter(filters)}
      clearLabel={t('challenges.filters.clear')}
      onClear={onClear}
    >
      <div className="col-span-2 lg:col-span-1">
        <FilterText
          label={t('challenges.filters.search')}
          type="search"
          placeholder={t('challenges.filters.searchPlaceholder')}
          value={filters.search}
          onChange={(text) => onChange('search', text)}
        />
      </div>
      <FilterSelect
        label={t('challenges.fields.category')}
        value={filters.category}
        onChange={(value) => onChange('category', value)}
        options={CHALLENGE_CATEGORIES}
        optionLabel={(category) => t(`challenges.enums.category.${category}`)}
        emptyOption={t('challenges.filters.allCategories')}
      />
      <FilterSelect
        label={t('challenges.fields.difficulty')}
        value={filters.difficulty}
        onChange={(value) => onChange('difficulty', value)}
        options={DIFFICULTIES}
        optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
        emptyOption={t('challenges.filters.allLevels')}
      />
      <div className="col-span-2 sm:col-span-1">
        <FilterSelect
          label={t('challenges.fields.status')}
          value={filters.status}
          onChange={(value) => onChange('status', value)}
          options={CHALLENGE_STATUSES}
          optionLabel={(status) => t(`challenges.enums.status.${status}`)}
          emptyOption={t('challenges.filters.allStatuses')}
        />
      </div>
    </FilterBar>
  );
}

import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES, DIFFICULTIES } from '@skillsync/shared/constants';
import { X } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { Input, Select } from '../../../components/Field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
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
  const [search, setSearch] = useDebouncedText(filters.search, (text) => onChange('search', text));

  return (
    <search className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Input
            label={t('challenges.filters.search')}
            type="search"
            placeholder={t('challenges.filters.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Select
          label={t('challenges.fields.category')}
          value={filters.category}
          onChange={(event) => onChange('category', event.target.value)}
          options={CHALLENGE_CATEGORIES}
          optionLabel={(category) => t(`challenges.enums.category.${category}`)}
          emptyOption={t('challenges.filters.allCategories')}
        />
        <Select
          label={t('challenges.fields.difficulty')}
          value={filters.difficulty}
          onChange={(event) => onChange('difficulty', event.target.value)}
          options={DIFFICULTIES}
          optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
          emptyOption={t('challenges.filters.allLevels')}
        />
        <div className="col-span-2 sm:col-span-1">
          <Select
            label={t('challenges.fields.status')}
            value={filters.status}
            onChange={(event) => onChange('status', event.target.value)}
            options={CHALLENGE_STATUSES}
            optionLabel={(status) => t(`challenges.enums.status.${status}`)}
            emptyOption={t('challenges.filters.allStatuses')}
          />
        </div>
      </div>
      {hasAnyFilter(filters) && (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" onClick={onClear} className="px-3 py-1.5">
            <X aria-hidden className="h-4 w-4" /> {t('challenges.filters.clear')}
          </Button>
        </div>
      )}
    </search>
  );
}

import { SEARCH_QUERY_MAX } from '@skillsync/shared/constants';
import { ClearFiltersButton, FilterText } from '../../../components/Filters.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { MemberFilters } from '../api/search-keys.ts';

type MemberFiltersBarProps = {
  filters: MemberFilters;
  onChange: (name: keyof MemberFilters, value: string) => void;
  onClear: () => void;
};

/** The members' own filters, a skill they hold and the city they live in: each waits for a pause in typing. */
export function MemberFiltersBar({ filters, onChange, onClear }: MemberFiltersBarProps) {
  const t = useT();
  return (
    <search aria-label={t('search.filters.region')} className="mb-4 rounded-lg border border-line bg-white p-4">
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <FilterText
          label={t('search.filters.skill')}
          placeholder={t('search.filters.skillPlaceholder')}
          value={filters.skill}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(text) => onChange('skill', text.trim())}
        />
        <FilterText
          label={t('search.filters.city')}
          placeholder={t('search.filters.cityPlaceholder')}
          value={filters.city}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(text) => onChange('city', text.trim())}
        />
        {(filters.skill || filters.city) && (
          <ClearFiltersButton
            label={t('search.filters.clear')}
            onClear={onClear}
            className="col-span-2 justify-self-start px-3 py-2 sm:col-span-1"
          />
        )}
      </div>
    </search>
  );
}

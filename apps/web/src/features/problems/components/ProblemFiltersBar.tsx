import { PROBLEM_CATEGORIES } from '@skillsync/shared/constants';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { FilterBar, FilterText } from '../../../components/Filters.tsx';
import { WorkChoiceFilters, WorkSearchFilter } from '../../../components/WorkFilters.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { type ProblemFilters, WALL_STATUSES } from '../api/problem-keys.ts';

type ProblemFiltersBarProps = {
  filters: ProblemFilters;
  onChange: (name: keyof ProblemFilters, value: string) => void;
  onClear: () => void;
};

const MORE_FILTERS_ID = 'wall-more-filters';

/**
 * The wall's filters: the two text boxes wait for a pause in typing, the selects apply at once.
 * Status says what the wall shows unasked: the open problems, with the completed ones a choice away.
 * On a phone only the search shows, the rest behind a 'Filters' button, so the first problem is on the first
 * screen. CSS alone hides them (closed is the first state everywhere): the server's markup is the app's.
 */
export function ProblemFiltersBar({ filters, onChange, onClear }: ProblemFiltersBarProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const moreCount = [filters.skill, filters.category, filters.difficulty, filters.status].filter(Boolean).length;
  // The wall comes rendered by the server: until the app runs it, its filters could not act on what is typed.
  const disabled = !useHydrated();
  const filterText = (key: string) => t(`problems.filters.${key}`);
  const fieldLabel = (name: string) => t(`problems.fields.${name}`);

  return (
    <FilterBar
      gridClass="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5"
      hasFilters={Object.values(filters).some(Boolean)}
      clearLabel={t('problems.filters.clear')}
      onClear={onClear}
    >
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <div className="min-w-0 flex-1">
          <WorkSearchFilter filters={filters} onChange={onChange} disabled={disabled} filterText={filterText} />
        </div>
        <Button
          variant="secondary"
          className="shrink-0 aria-expanded:bg-slate-100 sm:hidden"
          disabled={disabled}
          aria-expanded={isOpen}
          aria-controls={MORE_FILTERS_ID}
          onClick={() => setIsOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden className="h-4 w-4" /> {t('problems.filters.more', { count: moreCount })}
        </Button>
      </div>
      {/* From the small breakpoint up, its fields sit in the grid itself ('contents'), all on show. */}
      <div id={MORE_FILTERS_ID} className={`${isOpen ? 'grid' : 'hidden'} col-span-2 grid-cols-2 gap-3 sm:contents`}>
        <div className="col-span-2 sm:col-span-1">
          <FilterText
            label={t('problems.fields.skill')}
            placeholder={t('problems.filters.skillPlaceholder')}
            value={filters.skill}
            disabled={disabled}
            onChange={(text) => onChange('skill', text)}
          />
        </div>
        <WorkChoiceFilters
          filters={filters}
          onChange={onChange}
          disabled={disabled}
          filterText={filterText}
          fieldLabel={fieldLabel}
          categories={PROBLEM_CATEGORIES}
          categoryLabel={(category) => t(`common.enums.category.${category}`)}
          statuses={WALL_STATUSES}
          statusLabel={(status) => t(`common.enums.status.${status}`)}
          anyStatus={t('problems.filters.open')}
        />
      </div>
    </FilterBar>
  );
}

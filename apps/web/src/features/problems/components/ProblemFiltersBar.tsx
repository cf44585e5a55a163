import { DIFFICULTIES, PROBLEM_CATEGORIES } from '@skillsync/shared/constants';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Input, Select } from '../../../components/Field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
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
  const [search, setSearch] = useDebouncedText(filters.search, (text) => onChange('search', text));
  const [skill, setSkill] = useDebouncedText(filters.skill, (text) => onChange('skill', text));
  const [isOpen, setIsOpen] = useState(false);
  const hasFilters = Object.values(filters).some(Boolean);
  const moreCount = [filters.skill, filters.category, filters.difficulty, filters.status].filter(Boolean).length;
  // The wall comes rendered by the server: until the app runs it, its filters could not act on what is typed.
  const disabled = !useHydrated();

  return (
    <search className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
          <div className="min-w-0 flex-1">
            <Input
              label={t('problems.filters.search')}
              type="search"
              placeholder={t('problems.filters.searchPlaceholder')}
              value={search}
              disabled={disabled}
              onChange={(event) => setSearch(event.target.value)}
            />
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
            <Input
              label={t('problems.fields.skill')}
              placeholder={t('problems.filters.skillPlaceholder')}
              value={skill}
              disabled={disabled}
              onChange={(event) => setSkill(event.target.value)}
            />
          </div>
          <Select
            label={t('problems.fields.category')}
            value={filters.category}
            disabled={disabled}
            onChange={(event) => onChange('category', event.target.value)}
            options={PROBLEM_CATEGORIES}
            optionLabel={(category) => t(`common.enums.category.${category}`)}
            emptyOption={t('problems.filters.allCategories')}
          />
          <Select
            label={t('problems.fields.difficulty')}
            value={filters.difficulty}
            disabled={disabled}
            onChange={(event) => onChange('difficulty', event.target.value)}
            options={DIFFICULTIES}
            optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
            emptyOption={t('problems.filters.allLevels')}
          />
          <div className="col-span-2 sm:col-span-1">
            <Select
              label={t('problems.fields.status')}
              value={filters.status}
              disabled={disabled}
              onChange={(event) => onChange('status', event.target.value)}
              options={WALL_STATUSES}
              optionLabel={(status) => t(`common.enums.status.${status}`)}
              emptyOption={t('problems.filters.open')}
            />
          </div>
        </div>
      </div>
      {hasFilters && (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" onClick={onClear} className="px-3 py-1.5">
            <X aria-hidden className="h-4 w-4" /> {t('problems.filters.clear')}
          </Button>
        </div>
      )}
    </search>
  );
}

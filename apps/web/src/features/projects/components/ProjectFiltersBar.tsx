import { DIFFICULTIES, PROJECT_CATEGORIES } from '@skillsync/shared/constants';
import { FilterBar, FilterSelect, FilterText } from '../../../components/Filters.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { ProjectFilters } from '../api/project-keys.ts';
import { LIST_STATUSES } from '../utils/project-filters.ts';

type ProjectFiltersBarProps = {
  filters: ProjectFilters;
  onChange: (name: keyof ProjectFilters, value: string) => void;
  onClear: () => void;
};

/** The list's filters: the search box waits for a pause in typing, the selects apply at once. */
export function ProjectFiltersBar({ filters, onChange, onClear }: ProjectFiltersBarProps) {
  const t = useT();
  // The list comes rendered by the server: until the app runs it, its filters could not act on what is typed.
  const disabled = !useHydrated();

  return (
    <FilterBar
      gridClass="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      hasFilters={Object.values(filters).some(Boolean)}
      clearLabel={t('projects.filters.clear')}
      onClear={onClear}
    >
      <div className="col-span-2 lg:col-span-1">
        <FilterText
          label={t('projects.filters.search')}
          type="search"
          placeholder={t('projects.filters.searchPlaceholder')}
          value={filters.search}
          disabled={disabled}
          onChange={(text) => onChange('search', text)}
        />
      </div>
      <FilterSelect
        label={t('projects.fields.category')}
        value={filters.category}
        disabled={disabled}
        onChange={(value) => onChange('category', value)}
        options={PROJECT_CATEGORIES}
        optionLabel={(category) => t(`common.enums.projectCategory.${category}`)}
        emptyOption={t('projects.filters.allCategories')}
      />
      <FilterSelect
        label={t('projects.fields.difficulty')}
        value={filters.difficulty}
        disabled={disabled}
        onChange={(value) => onChange('difficulty', value)}
        options={DIFFICULTIES}
        optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
        emptyOption={t('projects.filters.allLevels')}
      />
      <div className="col-span-2 sm:col-span-1">
        <FilterSelect
          label={t('projects.fields.status')}
          value={filters.status}
          disabled={disabled}
          onChange={(value) => onChange('status', value)}
          options={LIST_STATUSES}
          optionLabel={(status) => t(`common.enums.status.${status}`)}
          emptyOption={t('projects.filters.underWay')}
        />
      </div>
    </FilterBar>
  );
}

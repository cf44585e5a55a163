import { DIFFICULTIES } from '@skillsync/shared/constants';
import { useT } from '../lib/i18n.ts';
import { FilterBar, FilterSelect, FilterText } from './Filters.tsx';

/** The filters every list of work has: a search, its category, difficulty and status. */
type WorkFilterValues = { search: string; category: string; difficulty: string; status: string };

/** The keys of the filters' words and of the fields they filter, in the list's own part of the catalog. */
type FilterWord = 'search' | 'searchPlaceholder' | 'allCategories' | 'allLevels';
type FieldName = 'category' | 'difficulty' | 'status';

type WorkFilterProps = {
  filters: WorkFilterValues;
  onChange: (name: keyof WorkFilterValues, value: string) => void;
  /** Until the app runs, a list rendered by the server could not act on what is chosen. */
  disabled?: boolean;
  filterText: (key: FilterWord) => string;
  fieldLabel: (name: FieldName) => string;
};

/** A list's search box: it applies once typing pauses. */
export function WorkSearchFilter({ filters, onChange, disabled, filterText }: Omit<WorkFilterProps, 'fieldLabel'>) {
  return (
    <FilterText
      label={filterText('search')}
      type="search"
      placeholder={filterText('searchPlaceholder')}
      value={filters.search}
      disabled={disabled}
      onChange={(value) => onChange('search', value)}
    />
  );
}

type WorkChoiceFiltersProps = WorkFilterProps & {
  categories: readonly string[];
  categoryLabel: (category: string) => string;
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  /** What no status choice shows (the open problems, the projects under way, every challenge). */
  anyStatus: string;
};

/** A list's category, difficulty and status choices: each applies at once. */
export function WorkChoiceFilters(props: WorkChoiceFiltersProps) {
  const { filters, onChange, disabled, filterText, fieldLabel } = props;
  const t = useT();
  return (
    <>
      <FilterSelect
        label={fieldLabel('category')}
        value={filters.category}
        disabled={disabled}
        onChange={(value) => onChange('category', value)}
        options={props.categories}
        optionLabel={props.categoryLabel}
        emptyOption={filterText('allCategories')}
      />
      <FilterSelect
        label={fieldLabel('difficulty')}
        value={filters.difficulty}
        disabled={disabled}
        onChange={(value) => onChange('difficulty', value)}
        options={DIFFICULTIES}
        optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
        emptyOption={filterText('allLevels')}
      />
      <div className="col-span-2 sm:col-span-1">
        <FilterSelect
          label={fieldLabel('status')}
          value={filters.status}
          disabled={disabled}
          onChange={(value) => onChange('status', value)}
          options={props.statuses}
          optionLabel={props.statusLabel}
          emptyOption={props.anyStatus}
        />
      </div>
    </>
  );
}

type WorkFiltersBarProps = WorkChoiceFiltersProps & {
  hasFilters: boolean;
  clearLabel: string;
  onClear: () => void;
};

/** A list's filters in a row on a wide screen: the search box, which waits for a pause in typing, then the choices. */
export function WorkFiltersBar({ hasFilters, clearLabel, onClear, ...filters }: WorkFiltersBarProps) {
  return (
    <FilterBar
      gridClass="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      hasFilters={hasFilters}
      clearLabel={clearLabel}
      onClear={onClear}
    >
      <div className="col-span-2 lg:col-span-1">
        <WorkSearchFilter {...filters} />
      </div>
      <WorkChoiceFilters {...filters} />
    </FilterBar>
  );
}

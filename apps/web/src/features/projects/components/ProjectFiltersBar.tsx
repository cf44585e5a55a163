import { DIFFICULTIES, PROJECT_CATEGORIES } from '@skillsync/shared/constants';
import { X } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { Input, Select } from '../../../components/Field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
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
  const [search, setSearch] = useDebouncedText(filters.search, (text) => onChange('search', text));
  const hasFilters = Object.values(filters).some(Boolean);
  // The list comes rendered by the server: until the app runs it, its filters could not act on what is typed.
  const disabled = !useHydrated();

  return (
    <search className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Input
            label={t('projects.filters.search')}
            type="search"
            placeholder={t('projects.filters.searchPlaceholder')}
            value={search}
            disabled={disabled}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Select
          label={t('projects.fields.category')}
          value={filters.category}
          disabled={disabled}
          onChange={(event) => onChange('category', event.target.value)}
          options={PROJECT_CATEGORIES}
          optionLabel={(category) => t(`common.enums.projectCategory.${category}`)}
          emptyOption={t('projects.filters.allCategories')}
        />
        <Select
          label={t('projects.fields.difficulty')}
          value={filters.difficulty}
          disabled={disabled}
          onChange={(event) => onChange('difficulty', event.target.value)}
          options={DIFFICULTIES}
          optionLabel={(difficulty) => t(`common.enums.difficulty.${difficulty}`)}
          emptyOption={t('projects.filters.allLevels')}
        />
        <div className="col-span-2 sm:col-span-1">
          <Select
            label={t('projects.fields.status')}
            value={filters.status}
            disabled={disabled}
            onChange={(event) => onChange('status', event.target.value)}
            options={LIST_STATUSES}
            optionLabel={(status) => t(`common.enums.status.${status}`)}
            emptyOption={t('projects.filters.underWay')}
          />
        </div>
      </div>
      {hasFilters && (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" onClick={onClear} className="px-3 py-1.5">
            <X aria-hidden className="h-4 w-4" /> {t('projects.filters.clear')}
          </Button>
        </div>
      )}
    </search>
  );
}

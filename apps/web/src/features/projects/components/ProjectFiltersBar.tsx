import { PROJECT_CATEGORIES } from '@skillsync/shared/constants';
import { WorkFiltersBar } from '../../../components/WorkFilters.tsx';
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
  const isHydrated = useHydrated();
  return (
    <WorkFiltersBar
      filters={filters}
      onChange={onChange}
      disabled={!isHydrated}
      filterText={(key) => t(`projects.filters.${key}`)}
      fieldLabel={(name) => t(`projects.fields.${name}`)}
      categories={PROJECT_CATEGORIES}
      categoryLabel={(category) => t(`common.enums.projectCategory.${category}`)}
      statuses={LIST_STATUSES}
      statusLabel={(status) => t(`common.enums.status.${status}`)}
      anyStatus={t('projects.filters.underWay')}
      hasFilters={Object.values(filters).some(Boolean)}
      clearLabel={t('projects.filters.clear')}
      onClear={onClear}
    />
  );
}

import { FolderKanban } from 'lucide-react';
import { CardGrid, ListPageHeader, NoMatchState } from '../../../components/CardGrid.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { WORK_FILTER_NAMES } from '../../../lib/work-filters.ts';
import { useProjects } from '../api/get-projects.ts';
import type { ProjectFilters } from '../api/project-keys.ts';
import { CreateProjectLink } from '../components/CreateProjectLink.tsx';
import { ProjectCard, ProjectCardSkeleton } from '../components/ProjectCard.tsx';
import { ProjectFiltersBar } from '../components/ProjectFiltersBar.tsx';
import { readFilters } from '../utils/project-filters.ts';

function ProjectResults({ filters, onClearFilters }: { filters: ProjectFilters; onClearFilters: () => void }) {
  const t = useT();
  const isMember = useAuthStore((state) => state.isAuthenticated);
  const query = useProjects(filters);
  const projects = query.data?.pages.flatMap((page) => page.projects) ?? [];
  const hasFilters = Object.values(filters).some(Boolean);
  const empty = hasFilters ? (
    <NoMatchState
      title={t('projects.list.noMatchTitle')}
      text={t('projects.list.noMatchText')}
      clearLabel={t('projects.filters.clear')}
      onClearFilters={onClearFilters}
    />
  ) : (
    <EmptyState
      icon={FolderKanban}
      title={t('projects.list.emptyTitle')}
      text={isMember ? t('projects.list.emptyTextMember') : t('projects.list.emptyText')}
      action={<CreateProjectLink />}
    />
  );
  return (
    <CardGrid
      query={query}
      items={projects}
      loadingLabel={t('projects.list.loading')}
      failedMessage={t('messages.loadProjectsFailed')}
      skeleton={<ProjectCardSkeleton />}
      empty={empty}
      renderCard={(project) => <ProjectCard project={project} />}
    />
  );
}

/** /projects: Build Rooms to join, newest first, without the member's own (they are on the dashboard). */
export function ProjectsPage() {
  const { params, setFilter, clearFilters } = useFilterParams(WORK_FILTER_NAMES);
  const filters = readFilters(params);
  const t = useT();
  useDocumentTitle(t('projects.list.title'));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ListPageHeader
        title={t('projects.list.title')}
        subtitle={t('projects.list.subtitle')}
        action={<CreateProjectLink />}
      />
      <div className="mt-6">
        <ProjectFiltersBar filters={filters} onChange={setFilter} onClear={clearFilters} />
      </div>
      <section aria-label={t('projects.list.listLabel')} className="mt-6">
        <ProjectResults filters={filters} onClearFilters={clearFilters} />
      </section>
    </div>
  );
}

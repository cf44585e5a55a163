import { FolderKanban, SearchX } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { EmptyState, ErrorState } from '../../../components/States.tsx';
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

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

function ProjectResults({ filters, onClearFilters }: { filters: ProjectFilters; onClearFilters: () => void }) {
  const t = useT();
  const isMember = useAuthStore((state) => state.isAuthenticated);
  const query = useProjects(filters);
  const projects = query.data?.pages.flatMap((page) => page.projects) ?? [];
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('projects.list.loading')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SKELETON_KEYS.map((key) => (
          <ProjectCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (query.isError && projects.length === 0) {
    return <ErrorState message={t('messages.loadProjectsFailed')} onRetry={() => void query.refetch()} />;
  }
  if (projects.length === 0) {
    const hasFilters = Object.values(filters).some(Boolean);
    return hasFilters ? (
      <EmptyState
        icon={SearchX}
        title={t('projects.list.noMatchTitle')}
        text={t('projects.list.noMatchText')}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            {t('projects.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={FolderKanban}
        title={t('projects.list.emptyTitle')}
        text={isMember ? t('projects.list.emptyTextMember') : t('projects.list.emptyText')}
        action={<CreateProjectLink />}
      />
    );
  }
  return (
    <>
      <ul
        className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
      >
        {projects.map((project) => (
          <li key={project._id} className="flex">
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} failedMessage={t('messages.loadProjectsFailed')} />
    </>
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
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('projects.list.title')}</h1>
          <p className="mt-1 text-muted">{t('projects.list.subtitle')}</p>
        </div>
        <CreateProjectLink />
      </div>
      <div className="mt-6">
        <ProjectFiltersBar filters={filters} onChange={setFilter} onClear={clearFilters} />
      </div>
      <section aria-label={t('projects.list.listLabel')} className="mt-6">
        <ProjectResults filters={filters} onClearFilters={clearFilters} />
      </section>
    </div>
  );
}

import type { Dashboard } from '@skillsync/shared';
import { FileQuestion, FolderKanban, Plus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

type WorkItem = Dashboard['recentProblems'][number] | Dashboard['activeProjects'][number];

/** One problem or project: its title (the link), status, difficulty, when, and for a project how full its team is. */
function WorkRow({ item, path }: { item: WorkItem; path: string }) {
  const t = useT();
  const { formatRelativeDate } = useFormatting();
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <Link to={path} className="font-medium break-words text-ink hover:text-brand-700 hover:underline">
        {item.title}
      </Link>
      <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-muted">
        <StatusBadge status={item.status} />
        <DifficultyBadge difficulty={item.difficulty} />
        {'teamSize' in item && (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="h-3.5 w-3.5" />
            {t('dashboard.activeProjects.team', { size: item.teamSize, max: item.maxMembers })}
          </span>
        )}
        <time dateTime={item.createdAt}>{formatRelativeDate(item.createdAt)}</time>
      </div>
    </li>
  );
}

type WorkListProps = {
  /** Undefined while the dashboard loads. */
  items: WorkItem[] | undefined;
  loadingLabel: string;
  empty: ReactNode;
  /** Where an item's page is: this, a slash and its id. */
  basePath: string;
};

/** A dashboard list of problems or projects, with its loading and empty states. */
function WorkList({ items, loadingLabel, empty, basePath }: WorkListProps) {
  if (!items) {
    return (
      <SkeletonList
        as="ul"
        label={loadingLabel}
        count={3}
        className="divide-y divide-line"
        itemClassName="space-y-2 py-3 first:pt-0"
        lines={['h-5 w-3/4', 'h-5 w-1/2 rounded-full']}
      />
    );
  }
  if (items.length === 0) return empty;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <WorkRow key={item._id} item={item} path={`${basePath}/${item._id}`} />
      ))}
    </ul>
  );
}

type ListProps = { dashboard: Dashboard | undefined };

/** The latest problems the member posted (spec §2 'Recent Problems'): what 'Problems Created' counts. */
export function RecentProblems({ dashboard }: ListProps) {
  const t = useT();
  const problems = dashboard?.recentProblems;
  return (
    <SectionCard
      id="recent-problems-title"
      icon={FileQuestion}
      title={t('dashboard.recentProblems.title')}
      description={t('dashboard.recentProblems.description')}
      action={
        problems &&
        problems.length > 0 && (
          <Link to="/problems?view=mine" className="text-sm font-medium text-brand-700 hover:underline">
            {t('dashboard.recentProblems.viewAll')}
          </Link>
        )
      }
    >
      <WorkList
        items={problems}
        loadingLabel={t('dashboard.recentProblems.loading')}
        basePath="/problems"
        empty={
          <EmptyState
            icon={FileQuestion}
            headingLevel={3}
            title={t('dashboard.recentProblems.emptyTitle')}
            text={t('dashboard.recentProblems.emptyText')}
            action={
              <Link to="/problems/create" className={buttonClass('primary')}>
                <Plus aria-hidden className="h-4 w-4" /> {t('dashboard.postProblem')}
              </Link>
            }
          />
        }
      />
    </SectionCard>
  );
}

/** The projects the member owns or is on that are under way (spec §2 'Active Projects'). */
export function ActiveProjects({ dashboard }: ListProps) {
  const t = useT();
  return (
    <SectionCard
      id="active-projects-title"
      icon={FolderKanban}
      title={t('dashboard.activeProjects.title')}
      description={t('dashboard.activeProjects.description')}
    >
      <WorkList
        items={dashboard?.activeProjects}
        loadingLabel={t('dashboard.activeProjects.loading')}
        basePath="/projects"
        empty={
          <EmptyState
            icon={FolderKanban}
            headingLevel={3}
            title={t('dashboard.activeProjects.emptyTitle')}
            text={t('dashboard.activeProjects.emptyText')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Link to="/projects/create" className={buttonClass('primary')}>
                  <Plus aria-hidden className="h-4 w-4" /> {t('dashboard.activeProjects.start')}
                </Link>
                <Link to="/projects" className={buttonClass('secondary')}>
                  {t('dashboard.activeProjects.browse')}
                </Link>
              </div>
            }
          />
        }
      />
    </SectionCard>
  );
}

import type { Dashboard } from '@skillsync/shared';
import { FileQuestion, FolderKanban, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyState, Skeleton } from '../../../components/States.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

const SKELETON_KEYS = ['a', 'b', 'c'];

function ListSkeleton({ label }: { label: string }) {
  return (
    <ul role="status" aria-label={label} className="divide-y divide-line">
      {SKELETON_KEYS.map((key) => (
        <li key={key} className="space-y-2 py-3 first:pt-0">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2 rounded-full" />
        </li>
      ))}
    </ul>
  );
}

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
      {!problems ? (
        <ListSkeleton label={t('dashboard.recentProblems.loading')} />
      ) : problems.length === 0 ? (
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
      ) : (
        <ul className="divide-y divide-line">
          {problems.map((problem) => (
            <WorkRow key={problem._id} item={problem} path={`/problems/${problem._id}`} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** The projects the member owns or is on that are under way (spec §2 'Active Projects'). */
export function ActiveProjects({ dashboard }: ListProps) {
  const t = useT();
  const projects = dashboard?.activeProjects;
  return (
    <SectionCard
      id="active-projects-title"
      icon={FolderKanban}
      title={t('dashboard.activeProjects.title')}
      description={t('dashboard.activeProjects.description')}
    >
      {!projects ? (
        <ListSkeleton label={t('dashboard.activeProjects.loading')} />
      ) : projects.length === 0 ? (
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
      ) : (
        <ul className="divide-y divide-line">
          {projects.map((project) => (
            <WorkRow key={project._id} item={project} path={`/projects/${project._id}`} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

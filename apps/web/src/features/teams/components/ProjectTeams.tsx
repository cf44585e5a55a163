import { Compass, FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useJoinedProjects } from '../api/get-joined-projects.ts';
import { ProjectTeamCard } from './ProjectTeamCard.tsx';

const SKELETON_KEYS = ['a', 'b'];
const LOAD_FAILED = 'dashboard.projectTeams.loadFailed';

function TeamsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('dashboard.projectTeams.loading')} className="grid gap-4 md:grid-cols-2">
      {SKELETON_KEYS.map((key) => (
        <div key={key} className="space-y-2 rounded-lg border border-line p-4">
          <Skeleton className="h-5 w-40 rounded-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The dashboard's 'Project Teams' widget (spec §2): the Build Room projects the member has joined, not those they
 * own, each with its team, its chat and a link to the project.
 */
export function ProjectTeams({ userId }: { userId: string }) {
  const t = useT();
  const query = useJoinedProjects();
  const projects = query.data?.pages.flatMap((page) => page.projects) ?? [];

  function list() {
    if (query.isPending) return <TeamsSkeleton />;
    if (query.isError && !query.data) {
      return <ErrorState message={t(LOAD_FAILED)} onRetry={() => void query.refetch()} />;
    }
    if (projects.length === 0) {
      return (
        <EmptyState
          icon={Compass}
          headingLevel={3}
          title={t('dashboard.projectTeams.emptyTitle')}
          text={t('dashboard.projectTeams.emptyText')}
          action={
            <Link to="/projects" className={buttonClass('primary')}>
              {t('dashboard.projectTeams.browse')}
            </Link>
          }
        />
      );
    }
    return (
      <>
        <ul className="grid gap-4 md:grid-cols-2">
          {projects.map((project) => (
            <li key={project._id}>
              <ProjectTeamCard project={project} currentUserId={userId} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} failedMessage={t(LOAD_FAILED)} />
      </>
    );
  }

  return (
    <SectionCard
      id="project-teams-title"
      icon={FolderKanban}
      title={t('dashboard.projectTeams.title')}
      action={
        projects.length > 0 && (
          <Link to="/projects" className="text-sm font-medium text-brand-700 hover:underline">
            {t('dashboard.projectTeams.browse')}
          </Link>
        )
      }
    >
      {list()}
    </SectionCard>
  );
}

import { Compass, FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useJoinedProjects } from '../api/get-joined-projects.ts';
import { ProjectTeamCard } from './ProjectTeamCard.tsx';
import { TeamCardsSkeleton } from './TeamCardsSkeleton.tsx';

const LOAD_FAILED = 'dashboard.projectTeams.loadFailed';

/**
 * The dashboard's 'Project Teams' widget (spec §2): the Build Room projects the member has joined, not those they
 * own, each with its team, its chat and a link to the project.
 */
export function ProjectTeams({ userId }: { userId: string }) {
  const t = useT();
  const query = useJoinedProjects();
  const projects = query.data?.pages.flatMap((page) => page.projects) ?? [];

  const empty = (
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
      <ListStates
        query={query}
        loading={<TeamCardsSkeleton label={t('dashboard.projectTeams.loading')} hasMembers />}
        failedMessage={t(LOAD_FAILED)}
        isEmpty={projects.length === 0}
        empty={empty}
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {projects.map((project) => (
            <li key={project._id}>
              <ProjectTeamCard project={project} currentUserId={userId} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} failedMessage={t(LOAD_FAILED)} />
      </ListStates>
    </SectionCard>
  );
}

import type { ProfileProject } from '@skillsync/shared';
import { FolderKanban, Users } from 'lucide-react';
import { Link } from 'react-router';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { ProfileWorkSection } from './ProfileWorkSection.tsx';

/** The Build Room projects the member started, each linking to its page. */
export function CreatedProjects({
  projects,
  name,
  isOwn,
}: {
  projects: ProfileProject[];
  name: string;
  isOwn: boolean;
}) {
  const t = useT();
  const { formatRelativeDate } = useFormatting();
  return (
    <ProfileWorkSection
      id="profile-projects-title"
      icon={FolderKanban}
      title={t('profile.createdProjects.title')}
      items={projects}
      emptyText={isOwn ? t('profile.createdProjects.emptyOwn') : t('profile.createdProjects.emptyOther', { name })}
      create={isOwn ? { to: '/projects/create', label: t('profile.createdProjects.create') } : null}
      renderItem={(project) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/projects/${project._id}`}
              className="min-w-0 font-medium break-words text-brand-700 hover:underline"
            >
              {project.title}
            </Link>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <StatusBadge status={project.status} />
            <DifficultyBadge difficulty={project.difficulty} />
            <span>{t(`common.enums.projectCategory.${project.category}`)}</span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="h-4 w-4" />
              {t('profile.createdProjects.team', { size: project.teamSize, max: project.maxMembers })}
            </span>
            <time dateTime={project.createdAt}>{formatRelativeDate(project.createdAt)}</time>
          </div>
        </>
      )}
    />
  );
}

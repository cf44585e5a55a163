import type { ProfileProject } from '@skillsync/shared';
import { FolderKanban, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { type ProfileOwner, ProfileWorkMeta, ProfileWorkSection } from './ProfileWorkSection.tsx';

const TEXTS = {
  title: 'profile.createdProjects.title',
  emptyOwn: 'profile.createdProjects.emptyOwn',
  emptyOther: 'profile.createdProjects.emptyOther',
  create: 'profile.createdProjects.create',
};

/** The Build Room projects the member started, each linking to its page. */
export function CreatedProjects({ projects, ...owner }: ProfileOwner & { projects: ProfileProject[] }) {
  const t = useT();
  return (
    <ProfileWorkSection
      {...owner}
      id="profile-projects-title"
      icon={FolderKanban}
      texts={TEXTS}
      createTo="/projects/create"
      items={projects}
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
          <ProfileWorkMeta work={project} category={t(`common.enums.projectCategory.${project.category}`)}>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="h-4 w-4" />
              {t('profile.createdProjects.team', { size: project.teamSize, max: project.maxMembers })}
            </span>
          </ProfileWorkMeta>
        </>
      )}
    />
  );
}

import type { ProjectSummary } from '@skillsync/shared';
import { SKILL_BADGES_ON_CARD, TEAM_AVATARS_SHOWN } from '@skillsync/shared/constants';
import { Lock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { AvatarStack } from '../../../components/AvatarStack.tsx';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { Skeleton } from '../../../components/States.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** A project on the list; the whole card opens the project. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const t = useT();
  const team = [project.owner, ...project.members.map((member) => member.user)];
  return (
    <article className="relative flex w-full flex-col rounded-lg border border-line bg-white p-5 shadow-sm transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-brand-500">
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={project.difficulty} />
        <StatusBadge status={project.status} />
        <span className="text-xs text-muted">{t(`common.enums.projectCategory.${project.category}`)}</span>
        {project.visibility === 'Private' && (
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <Lock aria-hidden className="h-3.5 w-3.5" /> {t('common.enums.visibility.Private')}
          </span>
        )}
      </div>
      <h2 className="mt-3 text-lg leading-snug font-semibold text-ink">
        <Link
          to={`/projects/${project._id}`}
          className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
        >
          {project.title}
        </Link>
      </h2>
      <p className="mt-1 line-clamp-3 text-sm text-muted">{project.description}</p>
      {project.skillsNeeded.length > 0 && (
        <div className="mt-3">
          <SkillBadges
            skills={project.skillsNeeded}
            shown={SKILL_BADGES_ON_CARD}
            label={t('projects.fields.skillsNeeded')}
          />
        </div>
      )}
      <div aria-hidden className="min-h-4 flex-1" />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line pt-4 text-sm">
        <div className="flex min-w-0 items-center gap-2">
          <Avatar name={project.owner.name} src={project.owner.avatar} size="xs" />
          <span className="truncate text-slate-700">{project.owner.name}</span>
          {project.teamSize > 1 && (
            <AvatarStack
              people={team.slice(1)}
              total={project.teamSize - 1}
              shown={TEAM_AVATARS_SHOWN}
              label={t('common.team.ofSize', { count: project.teamSize })}
            />
          )}
        </div>
        <div className="flex items-center gap-3 text-muted">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="h-4 w-4" />
            {t('projects.card.places', { size: project.teamSize, max: project.maxMembers })}
          </span>
          <time dateTime={project.createdAt}>{formatRelativeDate(project.createdAt)}</time>
        </div>
      </div>
    </article>
  );
}

export function ProjectCardSkeleton() {
  return (
    <div className="flex flex-col rounded-lg border border-line bg-white p-5 shadow-sm">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-5 w-3/4" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-5 flex items-center justify-between border-t border-line pt-4">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-4 w-24" />
      </div>
    </div>
  );
}

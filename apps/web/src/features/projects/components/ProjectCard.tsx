import type { ProjectSummary } from '@skillsync/shared';
import { SKILL_BADGES_ON_CARD, TEAM_AVATARS_SHOWN } from '@skillsync/shared/constants';
import { Lock, Users } from 'lucide-react';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
import { StatusBadge } from '../../../components/StatusBadges.tsx';
import { CardPeople, WorkCard, WorkCardFooter, WorkCardSkeleton } from '../../../components/WorkCard.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** A project on the list; the whole card opens the project. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const t = useT();
  const team = [project.owner, ...project.members.map((member) => member.user)];
  return (
    <WorkCard
      work={project}
      to={`/projects/${project._id}`}
      status={<StatusBadge status={project.status} />}
      category={t(`common.enums.projectCategory.${project.category}`)}
      badges={
        project.visibility === 'Private' && (
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <Lock aria-hidden className="h-3.5 w-3.5" /> {t('common.enums.visibility.Private')}
          </span>
        )
      }
      isWholeCardLink
    >
      <SkillsBlock
        className="mt-3"
        skills={project.skillsNeeded}
        shown={SKILL_BADGES_ON_CARD}
        label={t('projects.fields.skillsNeeded')}
      />
      <WorkCardFooter>
        <CardPeople
          lead={project.owner}
          others={team.slice(1)}
          othersTotal={project.teamSize - 1}
          shown={TEAM_AVATARS_SHOWN}
          teamLabel={t('common.team.ofSize', { count: project.teamSize })}
        />
        <div className="flex items-center gap-3 text-muted">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="h-4 w-4" />
            {t('projects.card.places', { size: project.teamSize, max: project.maxMembers })}
          </span>
          <time dateTime={project.createdAt}>{formatRelativeDate(project.createdAt)}</time>
        </div>
      </WorkCardFooter>
    </WorkCard>
  );
}

export function ProjectCardSkeleton() {
  return <WorkCardSkeleton />;
}

import type { ProblemSummary } from '@skillsync/shared';
import { SKILL_BADGES_ON_CARD, TEAM_AVATARS_SHOWN } from '@skillsync/shared/constants';
import { Eye, Heart } from 'lucide-react';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
import { Skeleton } from '../../../components/States.tsx';
import { StatusBadge } from '../../../components/StatusBadges.tsx';
import { CardPeople, WorkCard, WorkCardFooter, WorkCardSkeleton } from '../../../components/WorkCard.tsx';
import { formatNumber, formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** A problem on the wall; the whole card opens the problem. */
export function ProblemCard({ problem }: { problem: ProblemSummary }) {
  const t = useT();
  return (
    <WorkCard
      work={problem}
      to={`/problems/${problem._id}`}
      status={<StatusBadge status={problem.status} />}
      category={t(`common.enums.category.${problem.category}`)}
      isWholeCardLink
    >
      <SkillsBlock
        className="mt-3"
        skills={problem.skillsNeeded}
        shown={SKILL_BADGES_ON_CARD}
        label={t('problems.fields.skillsNeeded')}
      />
      <WorkCardFooter>
        <CardPeople
          lead={problem.author}
          others={problem.collaborators.map((collaborator) => collaborator.user)}
          othersTotal={problem.collaboratorsCount}
          shown={TEAM_AVATARS_SHOWN}
          teamLabel={t('common.team.ofSize', { count: problem.collaboratorsCount + 1 })}
        />
        <div className="flex items-center gap-3 text-muted">
          {/* The number is seen; screen readers hear it with its word, in the order the language puts them. */}
          <span className="inline-flex items-center gap-1" title={t('problems.card.supportersTitle')}>
            <Heart aria-hidden className="h-4 w-4" />
            <span aria-hidden>{formatNumber(problem.supportersCount)}</span>
            <span className="sr-only">{t('problems.counts.supporters', { count: problem.supportersCount })}</span>
          </span>
          <span className="inline-flex items-center gap-1" title={t('problems.card.viewsTitle')}>
            <Eye aria-hidden className="h-4 w-4" />
            <span aria-hidden>{formatNumber(problem.views)}</span>
            <span className="sr-only">{t('problems.counts.views', { count: problem.views })}</span>
          </span>
          <time dateTime={problem.createdAt}>{formatRelativeDate(problem.createdAt)}</time>
        </div>
      </WorkCardFooter>
    </WorkCard>
  );
}

export function ProblemCardSkeleton() {
  return (
    <WorkCardSkeleton>
      <div className="mt-4 flex gap-1.5">
        <Skeleton className="h-5 w-14 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-12 rounded-full" />
      </div>
    </WorkCardSkeleton>
  );
}

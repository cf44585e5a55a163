import type { ProblemSummary } from '@skillsync/shared';
import { SKILL_BADGES_ON_CARD, TEAM_AVATARS_SHOWN } from '@skillsync/shared/constants';
import { Eye, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { AvatarStack } from '../../../components/AvatarStack.tsx';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { Skeleton } from '../../../components/States.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { formatNumber, formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** A problem on the wall; the whole card opens the problem. */
export function ProblemCard({ problem }: { problem: ProblemSummary }) {
  const t = useT();
  return (
    <article className="relative flex w-full flex-col rounded-lg border border-line bg-white p-5 shadow-sm transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-brand-500">
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={problem.difficulty} />
        <StatusBadge status={problem.status} />
        <span className="text-xs text-muted">{t(`common.enums.category.${problem.category}`)}</span>
      </div>
      <h2 className="mt-3 text-lg leading-snug font-semibold text-ink">
        <Link
          to={`/problems/${problem._id}`}
          className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
        >
          {problem.title}
        </Link>
      </h2>
      <p className="mt-1 line-clamp-3 text-sm text-muted">{problem.description}</p>
      {problem.skillsNeeded.length > 0 && (
        <div className="mt-3">
          <SkillBadges
            skills={problem.skillsNeeded}
            shown={SKILL_BADGES_ON_CARD}
            label={t('problems.fields.skillsNeeded')}
          />
        </div>
      )}
      <div aria-hidden className="min-h-4 flex-1" />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line pt-4 text-sm">
        <div className="flex min-w-0 items-center gap-2">
          <Avatar name={problem.author.name} src={problem.author.avatar} size="xs" />
          <span className="truncate text-slate-700">{problem.author.name}</span>
          {problem.collaboratorsCount > 0 && (
            <AvatarStack
              people={problem.collaborators.map((collaborator) => collaborator.user)}
              total={problem.collaboratorsCount}
              shown={TEAM_AVATARS_SHOWN}
              label={t('common.team.ofSize', { count: problem.collaboratorsCount + 1 })}
            />
          )}
        </div>
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
      </div>
    </article>
  );
}

export function ProblemCardSkeleton() {
  return (
    <div className="flex flex-col rounded-lg border border-line bg-white p-5 shadow-sm">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-5 w-3/4" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-4 flex gap-1.5">
        <Skeleton className="h-5 w-14 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-12 rounded-full" />
      </div>
      <div className="mt-5 flex items-center justify-between border-t border-line pt-4">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-4 w-24" />
      </div>
    </div>
  );
}

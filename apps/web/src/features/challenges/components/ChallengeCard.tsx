import type { ChallengeSummary } from '@skillsync/shared';
import { CircleCheck, Clock, FileText, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { Skeleton } from '../../../components/States.tsx';
import { DifficultyBadge } from '../../../components/StatusBadges.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { ChallengeStatusBadge } from './ChallengeStatusBadge.tsx';
import { JoinChallengeButton } from './JoinChallengeButton.tsx';
import { PrizeAmount } from './PrizeAmount.tsx';
import { TimeLeft } from './TimeLeft.tsx';

/** Technologies a card shows before "+N". */
const TECHNOLOGIES_ON_CARD = 5;

/** The card's main action by status (spec §2): Join Challenge, View Results, or a disabled Coming Soon. */
function MainAction({ challenge }: { challenge: ChallengeSummary }) {
  const t = useT();
  const viewerId = useAuthStore((state) => state.user?.id);
  if (challenge.status === 'Completed') {
    return (
      <Link to={`/challenges/${challenge._id}#results`} className={buttonClass('primary', 'flex-1')}>
        <Trophy aria-hidden className="h-4 w-4" /> {t('challenges.actions.viewResults')}
      </Link>
    );
  }
  if (challenge.status === 'Upcoming') {
    return (
      <Button className="flex-1" disabled>
        <Clock aria-hidden className="h-4 w-4" /> {t('challenges.actions.comingSoon')}
      </Button>
    );
  }
  // The host takes no part in their own challenge.
  if (challenge.host.id === viewerId) return null;
  if (challenge.hasJoined) {
    return (
      <span className="inline-flex flex-1 items-center justify-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800 ring-1 ring-green-200">
        <CircleCheck aria-hidden className="h-4 w-4" /> {t('challenges.card.joined')}
      </span>
    );
  }
  return <JoinChallengeButton challenge={challenge} opensChallenge className="flex-1" />;
}

/** A challenge on the list: what to build, the prize, who sponsors it, how many take part and how long is left. */
export function ChallengeCard({ challenge }: { challenge: ChallengeSummary }) {
  const t = useT();
  return (
    <article className="flex w-full flex-col rounded-lg border border-line bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={challenge.difficulty} />
        <ChallengeStatusBadge status={challenge.status} />
        <span className="text-xs text-muted">{t(`challenges.enums.category.${challenge.category}`)}</span>
      </div>
      <h2 className="mt-3 text-lg leading-snug font-semibold break-words text-ink">
        <Link to={`/challenges/${challenge._id}`} className="hover:text-brand-700">
          {challenge.title}
        </Link>
      </h2>
      <p className="mt-1 line-clamp-3 text-sm break-words text-muted">{challenge.description}</p>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <dt>
            <Trophy aria-hidden className="h-4 w-4 text-amber-600" />
            <span className="sr-only">{t('challenges.fields.prizeAmount')}</span>
          </dt>
          <dd className="font-semibold text-ink">
            <PrizeAmount amount={challenge.prizeAmount} />
          </dd>
        </div>
        <div className="flex min-w-0 gap-1.5 text-muted">
          <dt className="shrink-0">{t('challenges.card.sponsoredBy')}</dt>
          <dd className="truncate text-slate-700">{challenge.sponsorName}</dd>
        </div>
      </dl>
      {challenge.technologies.length > 0 && (
        <div className="mt-3">
          <SkillBadges
            skills={challenge.technologies}
            shown={TECHNOLOGIES_ON_CARD}
            label={t('challenges.fields.technologies')}
          />
        </div>
      )}
      <div aria-hidden className="min-h-4 flex-1" />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line pt-4 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden className="h-4 w-4" />
          {t('challenges.card.participants', { count: challenge.participants })}
        </span>
        <span className="inline-flex items-center gap-1">
          <FileText aria-hidden className="h-4 w-4" />
          {t('challenges.card.submissions', { count: challenge.submissions })}
        </span>
        <TimeLeft challenge={challenge} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <MainAction challenge={challenge} />
        <Link to={`/challenges/${challenge._id}`} className={buttonClass('secondary', 'flex-1')}>
          {t('challenges.actions.viewDetails')}
          <span className="sr-only">: {challenge.title}</span>
        </Link>
      </div>
    </article>
  );
}

export function ChallengeCardSkeleton() {
  return (
    <div className="flex flex-col rounded-lg border border-line bg-white p-5 shadow-sm">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-5 w-3/4" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-4 h-5 w-24" />
      <div className="mt-5 flex items-center justify-between border-t border-line pt-4">
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-9 flex-1" />
        <Skeleton className="h-9 flex-1" />
      </div>
    </div>
  );
}

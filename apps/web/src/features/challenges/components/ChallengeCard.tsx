import type { ChallengeSummary } from '@skillsync/shared';
import { CircleCheck, Clock, FileText, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
import { Skeleton } from '../../../components/States.tsx';
import { WorkCard, WorkCardSkeleton } from '../../../components/WorkCard.tsx';
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
    <WorkCard
      work={challenge}
      to={`/challenges/${challenge._id}`}
      status={<ChallengeStatusBadge status={challenge.status} />}
      category={t(`challenges.enums.category.${challenge.category}`)}
      isWholeCardLink={false}
    >
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
      <SkillsBlock
        className="mt-3"
        skills={challenge.technologies}
        shown={TECHNOLOGIES_ON_CARD}
        label={t('challenges.fields.technologies')}
      />
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
    </WorkCard>
  );
}

export function ChallengeCardSkeleton() {
  return (
    <WorkCardSkeleton
      foot={<Skeleton className="h-4 w-40" />}
      actions={
        <div className="mt-4 flex gap-2">
          <Skeleton className="h-9 flex-1" />
          <Skeleton className="h-9 flex-1" />
        </div>
      }
    >
      <Skeleton className="mt-4 h-5 w-24" />
    </WorkCardSkeleton>
  );
}

import { Trans } from '@lingui/react';
import type { ChallengeDetail } from '@skillsync/shared';
import { Trophy } from 'lucide-react';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { FollowButton } from '../../../components/FollowButton.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { Card } from '../../../components/States.tsx';
import { DifficultyBadge } from '../../../components/StatusBadges.tsx';
import { useT } from '../../../lib/i18n.ts';
import { ChallengeStatusBadge } from './ChallengeStatusBadge.tsx';
import { HostActions } from './HostActions.tsx';
import { PrizeAmount } from './PrizeAmount.tsx';
import { TimeLeft } from './TimeLeft.tsx';

/** The challenge at a glance: status, category and level, its title, who hosts it, the prize and the time left. */
export function ChallengeHeader({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const { host } = challenge;
  return (
    <Card className="min-w-0 p-6">
      <div className="flex flex-wrap items-center gap-2">
        <ChallengeStatusBadge status={challenge.status} />
        <DifficultyBadge difficulty={challenge.difficulty} />
        <Badge>{t(`challenges.enums.category.${challenge.category}`)}</Badge>
      </div>
      <h1 className="mt-3 text-2xl font-semibold break-words text-ink sm:text-3xl">{challenge.title}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
        <Avatar name={host.name} src={host.avatar} size="sm" isDecorative />
        <span>
          <Trans
            id="challenges.detail.hostedBy"
            values={{ name: host.name }}
            components={{
              0: (
                <MemberLink
                  member={host}
                  className="font-medium text-brand-700 hover:underline"
                  erasedClassName="font-medium text-ink"
                />
              ),
            }}
          />
        </span>
      </p>
      <div className="mt-5 flex flex-wrap items-end gap-x-8 gap-y-3">
        <div>
          <p className="text-sm text-muted">{t('challenges.fields.prizeAmount')}</p>
          <p className="flex items-center gap-2 text-2xl font-semibold text-ink">
            <Trophy aria-hidden className="h-6 w-6 text-amber-600" />
            <PrizeAmount amount={challenge.prizeAmount} />
          </p>
        </div>
        <p className="pb-1 text-sm font-medium text-slate-700">
          <TimeLeft challenge={challenge} />
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <FollowButton type="challenge" id={challenge._id} isOwn={challenge.viewer.isHost} />
        <ReportButton type="challenge" id={challenge._id} title={challenge.title} isOwn={challenge.viewer.isHost} />
      </div>
      {challenge.viewer.isHost && (
        <div className="mt-5 border-t border-line pt-4">
          <HostActions challenge={challenge} />
        </div>
      )}
    </Card>
  );
}

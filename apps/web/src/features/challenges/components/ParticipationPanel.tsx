import type { ChallengeDetail } from '@skillsync/shared';
import { CalendarClock, CircleCheck, Clock, Flag, Gavel, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/States.tsx';
import { formatIndiaMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { JoinChallengeButton } from './JoinChallengeButton.tsx';

function Note({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" /> <span>{children}</span>
    </p>
  );
}

/**
 * What the viewer can do now: join (Active, not the host, not joined yet; visitors sign in first), or what
 * their part is — hosting, taking part — or why joining is not open.
 */
export function ParticipationPanel({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const { viewer, status } = challenge;

  let body: ReactNode;
  if (viewer.isHost) {
    const hostNote =
      status !== 'Completed'
        ? t('challenges.participation.hostJudgingLater')
        : challenge.resultsPublished
          ? t('challenges.participation.hostPublished')
          : t('challenges.participation.hostJudgeNow');
    body = (
      <div className="space-y-2">
        <Note icon={Flag}>{t('challenges.participation.host')}</Note>
        <Note icon={Gavel}>{hostNote}</Note>
      </div>
    );
  } else if (viewer.hasJoined) {
    body = (
      <Note icon={CircleCheck}>
        {status === 'Active'
          ? t('challenges.participation.joinedActive', { deadline: formatIndiaMoment(challenge.endsAt) })
          : t('challenges.participation.joinedEnded')}
      </Note>
    );
  } else if (status === 'Upcoming') {
    body = (
      <>
        <Note icon={CalendarClock}>
          {t('challenges.participation.opensOn', { start: formatIndiaMoment(challenge.startsAt) })}
        </Note>
        <Button className="mt-4 w-full" disabled>
          <Clock aria-hidden className="h-4 w-4" /> {t('challenges.actions.comingSoon')}
        </Button>
      </>
    );
  } else if (status === 'Completed') {
    body = <Note icon={Flag}>{t('challenges.participation.ended')}</Note>;
  } else {
    body = (
      <>
        <p className="text-sm text-slate-700">{t('challenges.participation.invite')}</p>
        <JoinChallengeButton challenge={challenge} className="mt-4 w-full" />
      </>
    );
  }

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-ink">
        {viewer.isHost ? t('challenges.participation.hostTitle') : t('challenges.participation.title')}
      </h2>
      <div className="mt-3">{body}</div>
    </Card>
  );
}

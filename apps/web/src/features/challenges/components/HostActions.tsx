import type { ChallengeDetail } from '@skillsync/shared';
import { Lock } from 'lucide-react';
import { WorkActions } from '../../../components/WorkActions.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDeleteChallenge } from '../api/challenge-writes.ts';

/** Edit and delete, for the host and only while nobody has joined (then the challenge is locked). */
export function HostActions({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const deletion = useDeleteChallenge(challenge._id);

  if (challenge.participants > 0) {
    return (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Lock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted" /> {t('messages.challengeLocked')}
      </p>
    );
  }

  return (
    <WorkActions
      editPath={`/challenges/${challenge._id}/edit`}
      text={(key) => t(`challenges.hostActions.${key}`, { title: challenge.title })}
      deletion={deletion}
      afterDelete={{
        path: '/challenges',
        done: t('messages.challengeDeleted'),
        failed: t('challenges.hostActions.deleteFailed'),
      }}
      closesOnFailure
    />
  );
}

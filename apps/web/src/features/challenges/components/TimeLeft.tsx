import type { ChallengeSummary } from '@skillsync/shared';
import { Clock } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';
import { splitTimeLeft } from '../utils/time-left.ts';

/** "Starts in 2 days", "3 days left" or "Ended", by the server's count (the browser's clock may be off). */
export function useTimeLeftText(challenge: Pick<ChallengeSummary, 'status' | 'timeLeftMs'>) {
  const t = useT();
  const left = splitTimeLeft(challenge.status, challenge.timeLeftMs);
  if (left.kind === 'ended') return t('challenges.timeLeft.ended');
  return t(`challenges.timeLeft.${left.kind}.${left.unit}`, { count: left.count });
}

export function TimeLeft({ challenge }: { challenge: Pick<ChallengeSummary, 'status' | 'timeLeftMs'> }) {
  const text = useTimeLeftText(challenge);
  return (
    <span className="inline-flex items-center gap-1">
      <Clock aria-hidden className="h-4 w-4 shrink-0" />
      {text}
    </span>
  );
}

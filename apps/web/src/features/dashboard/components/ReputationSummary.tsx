import {
  CHALLENGE_PLACE_POINTS,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
} from '@skillsync/shared/constants';
import { Star } from 'lucide-react';
import { Card } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';

/** The member's reputation score and how it grows (spec §4 awards). */
export function ReputationSummary({ score }: { score: number }) {
  const t = useT();
  return (
    <Card className="flex items-center gap-4 p-4 sm:min-w-72">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Star aria-hidden className="h-6 w-6" />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm text-muted">{t('dashboard.reputation.label')}</dt>
        <dd className="text-2xl font-semibold text-ink">{t('dashboard.reputation.points', { count: score })}</dd>
        <dd className="text-xs text-muted">
          {t('dashboard.reputation.howItGrows', {
            completer: REPUTATION_FOR_COMPLETER,
            collaborator: REPUTATION_FOR_COLLABORATOR,
            winner: CHALLENGE_PLACE_POINTS[0],
          })}
        </dd>
      </dl>
    </Card>
  );
}

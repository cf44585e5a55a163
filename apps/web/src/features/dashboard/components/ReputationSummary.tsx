import { REPUTATION_FOR_COLLABORATOR, REPUTATION_FOR_COMPLETER } from '@skillsync/shared';
import { Star } from 'lucide-react';
import { Card } from '../../../components/States.tsx';

/** The member's reputation score and how it grows (spec §4 awards). */
export function ReputationSummary({ score }: { score: number }) {
  return (
    <Card className="flex items-center gap-4 p-4 sm:min-w-72">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Star aria-hidden className="h-6 w-6" />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm text-muted">Your reputation</dt>
        <dd className="text-2xl font-semibold text-ink">
          {score} {score === 1 ? 'point' : 'points'}
        </dd>
        <dd className="text-xs text-muted">
          +{REPUTATION_FOR_COMPLETER} for completing your problem, +{REPUTATION_FOR_COLLABORATOR} when an author credits
          you.
        </dd>
      </dl>
    </Card>
  );
}

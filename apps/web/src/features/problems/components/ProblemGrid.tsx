import type { ProblemSummary } from '@skillsync/shared';
import { SkeletonGrid } from '../../../components/ListStates.tsx';
import { ProblemCard, ProblemCardSkeleton } from './ProblemCard.tsx';

/** Problem cards in the responsive grid of the wall; dimmed while other results load in their place. */
export function ProblemGrid({ problems, isDimmed = false }: { problems: ProblemSummary[]; isDimmed?: boolean }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isDimmed ? 'opacity-60 transition-opacity' : ''}`}>
      {problems.map((problem) => (
        <li key={problem._id} className="flex">
          <ProblemCard problem={problem} />
        </li>
      ))}
    </ul>
  );
}

export function ProblemGridSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGrid label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <ProblemCardSkeleton />
    </SkeletonGrid>
  );
}

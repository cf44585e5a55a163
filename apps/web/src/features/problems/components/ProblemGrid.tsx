import type { ProblemSummary } from '@skillsync/shared';
import { ProblemCard, ProblemCardSkeleton } from './ProblemCard.tsx';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

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
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {SKELETON_KEYS.map((key) => (
        <ProblemCardSkeleton key={key} />
      ))}
    </div>
  );
}

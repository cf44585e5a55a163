import type { ReactNode } from 'react';
import { Skeleton } from './States.tsx';

/** One grey bar by its classes, or a group of bars side by side or stacked (the group's classes say which). */
export type SkeletonBar = string | { className: string; bars: readonly string[] };

/** A white card of grey bars standing in for a card still loading. */
export type SkeletonCardShape = { className?: string; bars: readonly SkeletonBar[] };

export function SkeletonCard({ className = 'p-6', bars }: SkeletonCardShape) {
  return (
    <div className={`rounded-lg border border-line bg-white ${className}`}>
      {bars.map((bar, index) =>
        typeof bar === 'string' ? (
          // A skeleton's bars never move or change: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Skeleton key={index} className={bar} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className={bar.className}>
            {bar.bars.map((inner, innerIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Skeleton key={innerIndex} className={inner} />
            ))}
          </div>
        ),
      )}
    </div>
  );
}

type DetailSkeletonProps = {
  /** Read by screen readers while the page loads ('Loading the project'). */
  label: string;
  /** The "back to the list" link's bar, when the page has one. */
  backBar?: string;
  /** What comes above the two columns (a profile's header and counters). */
  top?: ReactNode;
  /** The gap above the two columns. */
  gridClassName?: string;
  main: readonly SkeletonCardShape[];
  side: readonly SkeletonCardShape[];
};

/**
 * A detail page while it loads (a problem, a project, a challenge, a profile): its cards' outlines in the page's
 * two columns, so the page does not jump when the data arrives.
 */
export function DetailSkeleton({ label, backBar, top, gridClassName = 'mt-4', main, side }: DetailSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-7xl px-4 py-8">
      {backBar && <Skeleton className={backBar} />}
      {top}
      <div className={`${gridClassName} grid gap-6 lg:grid-cols-3`}>
        <div className="space-y-6 lg:col-span-2">
          {main.map((card, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the cards are fixed; their place is their identity
            <SkeletonCard key={index} {...card} />
          ))}
        </div>
        {/* A lone side card is the grid's cell itself, so it stretches to the main column's height. */}
        {side.length === 1 && side[0] ? (
          <SkeletonCard {...side[0]} />
        ) : (
          <div className="space-y-6">
            {side.map((card, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cards are fixed; their place is their identity
              <SkeletonCard key={index} {...card} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

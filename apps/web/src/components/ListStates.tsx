import { Fragment, type ReactNode } from 'react';
import { ErrorState, Skeleton } from './States.tsx';

/** Stable keys for placeholder items, as many as any list shows. */
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** A grid's placeholders while it loads: `count` copies of a card's skeleton, announced as loading. */
export function SkeletonGrid({
  label,
  className,
  count = SKELETON_KEYS.length,
  children,
}: {
  label: string;
  className: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {SKELETON_KEYS.slice(0, count).map((key) => (
        <Fragment key={key}>{children}</Fragment>
      ))}
    </div>
  );
}

type SkeletonListProps = {
  /** Read out while the list loads. */
  label: string;
  count: number;
  /** The list's layout, and each placeholder item's box. */
  className: string;
  itemClassName: string;
  /** The classes of each placeholder line in an item, top to bottom. */
  lines: string[];
  /** A placeholder beside the lines (a picture, a badge): the lines then stack in a column next to it. */
  lead?: string;
  /** A list of `li` where the loaded list is one (so the two take the same room). */
  as?: 'div' | 'ul';
};

/** A list's placeholders while it loads: `count` items of grey lines, announced as loading. */
export function SkeletonList({ label, count, className, itemClassName, lines, lead, as = 'div' }: SkeletonListProps) {
  const List = as;
  const Item = as === 'ul' ? 'li' : 'div';
  const skeletons = lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move; their place is who they are.
    <Skeleton key={index} className={line} />
  ));
  return (
    <List role="status" aria-label={label} className={className}>
      {SKELETON_KEYS.slice(0, count).map((key) => (
        <Item key={key} className={itemClassName}>
          {lead ? (
            <>
              <Skeleton className={lead} />
              <div className="flex-1 space-y-2">{skeletons}</div>
            </>
          ) : (
            skeletons
          )}
        </Item>
      ))}
    </List>
  );
}

type ListStatesProps = {
  query: { isPending: boolean; isError: boolean; data?: unknown; refetch: () => Promise<unknown> };
  /** What shows while the first load runs. */
  loading: ReactNode;
  failedMessage: string;
  /** Whether the failure is shown; by default, a load that failed with nothing loaded before it. */
  isFailed?: boolean;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
};

/** A loaded list's states: `loading` first, then the failure with a retry, `empty` when none, else the list. */
export function ListStates(props: ListStatesProps) {
  const { query, loading, failedMessage, isFailed = query.isError && !query.data, isEmpty, empty, children } = props;
  if (query.isPending) return loading;
  if (isFailed) return <ErrorState message={failedMessage} onRetry={() => void query.refetch()} />;
  if (isEmpty) return empty;
  return children;
}

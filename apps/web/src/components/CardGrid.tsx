import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { SkeletonGrid } from './ListStates.tsx';
import { PagedItems } from './PagedList.tsx';
import { EmptyState } from './States.tsx';

/** The card grid's layout: one column on a phone, up to three on a wide screen. */
const GRID_CLASS = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

type CardGridProps<Item extends { _id: string }> = {
  query: Parameters<typeof PagedItems>[0]['query'] & { isPlaceholderData: boolean };
  /** The loaded pages' items. */
  items: Item[];
  loadingLabel: string;
  failedMessage: string;
  /** One card's placeholder, shown six times while the first page loads. */
  skeleton: ReactNode;
  empty: ReactNode;
  renderCard: (item: Item) => ReactNode;
};

/**
 * A list page's cards in a responsive grid, a page at a time, with their loading, failed and empty states; while
 * other filters' results load, the last ones stay on show, dimmed.
 */
export function CardGrid<Item extends { _id: string }>(props: CardGridProps<Item>) {
  const { query, items, loadingLabel, failedMessage, skeleton, empty, renderCard } = props;
  return (
    <PagedItems
      query={query}
      items={items}
      loading={
        <SkeletonGrid label={loadingLabel} className={GRID_CLASS}>
          {skeleton}
        </SkeletonGrid>
      }
      failedMessage={failedMessage}
      empty={empty}
      renderItem={renderCard}
      listClassName={`${GRID_CLASS} ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
      itemClassName="flex"
    />
  );
}

type ListPageHeaderProps = { title: string; subtitle: string; action: ReactNode };

/** A list page's title, the line under it, and its main action beside them (under them on a phone). */
export function ListPageHeader({ title, subtitle, action }: ListPageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted">{subtitle}</p>
      </div>
      {action}
    </div>
  );
}

type NoMatchStateProps = { title: string; text: string; clearLabel: string; onClearFilters: () => void };

/** A list whose filters hide everything: say so, and offer to clear them. */
export function NoMatchState({ title, text, clearLabel, onClearFilters }: NoMatchStateProps) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      text={text}
      action={
        <Button variant="secondary" onClick={onClearFilters}>
          {clearLabel}
        </Button>
      }
    />
  );
}

import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListStates } from './ListStates.tsx';
import { LoadMore } from './LoadMore.tsx';

type PagedItemsProps<Item extends { _id: string }> = {
  query: Parameters<typeof ListStates>[0]['query'] & Parameters<typeof LoadMore>[0]['query'];
  /** The loaded pages' items. */
  items: Item[];
  /** What shows while the first page loads (a skeleton of the list). */
  loading: ReactNode;
  /** Why the list, or its next page, failed to load. */
  failedMessage: string;
  empty: ReactNode;
  renderItem: (item: Item) => ReactNode;
  /** The list's layout (`space-y-4`, a grid). */
  listClassName: string;
  itemClassName?: string;
};

/**
 * Items loaded a page at a time: the skeleton, a retry when the first page failed, `empty` when none, then
 * "Load more". The frame of every paged list and card grid.
 */
export function PagedItems<Item extends { _id: string }>(props: PagedItemsProps<Item>) {
  const { query, items, loading, failedMessage, empty, renderItem, listClassName, itemClassName } = props;
  return (
    <ListStates
      query={query}
      loading={loading}
      failedMessage={failedMessage}
      isFailed={query.isError && items.length === 0}
      isEmpty={items.length === 0}
      empty={empty}
    >
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item._id} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <LoadMore query={query} failedMessage={failedMessage} />
    </ListStates>
  );
}

type PagedListProps<Page, Item extends { _id: string }> = Omit<
  PagedItemsProps<Item>,
  'query' | 'items' | 'listClassName' | 'itemClassName'
> & {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** The items of one page. */
  itemsOf: (page: Page) => Item[];
  /** The list's spacing (`space-y-4`). */
  className?: string;
};

/** A list loaded a page at a time, straight from its infinite query. */
export function PagedList<Page, Item extends { _id: string }>(props: PagedListProps<Page, Item>) {
  const { query, itemsOf, className = 'space-y-4', ...rest } = props;
  return (
    <PagedItems {...rest} query={query} items={query.data?.pages.flatMap(itemsOf) ?? []} listClassName={className} />
  );
}

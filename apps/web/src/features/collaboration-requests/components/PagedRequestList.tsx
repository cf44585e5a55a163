import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListStates, SkeletonList } from '../../../components/ListStates.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { useT } from '../../../lib/i18n.ts';

const LOAD_FAILED = 'requests.page.loadFailed';

type PagedRequestListProps<Page, Item extends { _id: string }> = {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** The requests of one page. */
  itemsOf: (page: Page) => Item[];
  empty: ReactNode;
  renderItem: (item: Item) => ReactNode;
};

/** One list of requests, a page at a time: skeletons while loading, a retry when it failed, `empty` when none. */
export function PagedRequestList<Page, Item extends { _id: string }>({
  query,
  itemsOf,
  empty,
  renderItem,
}: PagedRequestListProps<Page, Item>) {
  const t = useT();
  const items = query.data?.pages.flatMap(itemsOf) ?? [];
  const loading = (
    <SkeletonList
      label={t('requests.page.loading')}
      count={2}
      className="space-y-4"
      itemClassName="flex gap-4 rounded-lg border border-line bg-white p-5"
      lead="h-10 w-10 rounded-full"
      lines={['h-4 w-1/3', 'h-4 w-2/3', 'h-12 w-full']}
    />
  );
  return (
    <ListStates
      query={query}
      loading={loading}
      failedMessage={t(LOAD_FAILED)}
      isFailed={query.isError && items.length === 0}
      isEmpty={items.length === 0}
      empty={empty}
    >
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item._id}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore query={query} failedMessage={t(LOAD_FAILED)} />
    </ListStates>
  );
}

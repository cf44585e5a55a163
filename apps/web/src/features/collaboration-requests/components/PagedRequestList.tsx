import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { ErrorState, Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';

const LOAD_FAILED = 'requests.page.loadFailed';
const SKELETON_KEYS = ['a', 'b'];

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
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('requests.page.loading')} className="space-y-4">
        {SKELETON_KEYS.map((key) => (
          <div key={key} className="flex gap-4 rounded-lg border border-line bg-white p-5">
            <Skeleton className="h-10 w-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-12 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  const items = query.data?.pages.flatMap(itemsOf) ?? [];
  if (query.isError && items.length === 0) {
    return <ErrorState message={t(LOAD_FAILED)} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return empty;
  return (
    <>
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item._id}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore query={query} failedMessage={t(LOAD_FAILED)} />
    </>
  );
}

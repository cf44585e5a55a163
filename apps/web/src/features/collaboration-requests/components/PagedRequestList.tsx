import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { PagedList } from '../../../components/PagedList.tsx';
import { useT } from '../../../lib/i18n.ts';

type PagedRequestListProps<Page, Item extends { _id: string }> = {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** The requests of one page. */
  itemsOf: (page: Page) => Item[];
  empty: ReactNode;
  renderItem: (item: Item) => ReactNode;
};

/** One list of requests, a page at a time, with the inbox's skeleton and messages. */
export function PagedRequestList<Page, Item extends { _id: string }>(props: PagedRequestListProps<Page, Item>) {
  const t = useT();
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
  return <PagedList {...props} loading={loading} failedMessage={t('requests.page.loadFailed')} />;
}

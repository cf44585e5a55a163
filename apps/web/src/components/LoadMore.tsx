import { useT } from '../lib/i18n.ts';
import { Button } from './Button.tsx';

/** What LoadMore needs from a TanStack infinite query. */
type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** Placeholder pages belong to another query (say, other filters): their next page is not this list's. */
  isPlaceholderData: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** The end of a paged list: why the last page failed, and a "Load more" button while more pages follow. */
export function LoadMore({ query, failedMessage }: { query: PagedQuery; failedMessage: string }) {
  const t = useT();
  return (
    <>
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-6 text-center text-sm text-red-700">
          {failedMessage}
        </p>
      )}
      {query.hasNextPage && !query.isPlaceholderData && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
            {t('common.loadMore.button')}
          </Button>
        </div>
      )}
    </>
  );
}

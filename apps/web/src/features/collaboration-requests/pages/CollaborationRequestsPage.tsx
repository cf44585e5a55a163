import type { CollaborationRequest, CollaborationRequestList, CollaborationRequestStats } from '@skillsync/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Inbox, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/States.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestStats } from '../api/get-request-stats.ts';
import { useReceivedRequests, useSentRequests } from '../api/get-requests.ts';
import { ReceivedRequestCard } from '../components/ReceivedRequestCard.tsx';
import { RequestCounters } from '../components/RequestCounters.tsx';
import { SentRequestCard } from '../components/SentRequestCard.tsx';

const LOAD_FAILED = 'requests.page.loadFailed';
const SKELETON_KEYS = ['a', 'b', 'c'];

type RequestListProps = {
  query: UseInfiniteQueryResult<InfiniteData<CollaborationRequestList>>;
  empty: ReactNode;
  renderItem: (request: CollaborationRequest) => ReactNode;
};

function RequestList({ query, empty, renderItem }: RequestListProps) {
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
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  if (query.isError && requests.length === 0) {
    return <ErrorState message={t(LOAD_FAILED)} onRetry={() => void query.refetch()} />;
  }
  if (requests.length === 0) return empty;
  return (
    <>
      <ul className="space-y-4">
        {requests.map((request) => (
          <li key={request._id}>{renderItem(request)}</li>
        ))}
      </ul>
      <LoadMore query={query} failedMessage={t(LOAD_FAILED)} />
    </>
  );
}

/** A tab's name and, once known, how many requests it holds: 'Received Requests (3)'. */
const tabLabel = (t: ReturnType<typeof useT>, label: string, count: number | undefined) =>
  count === undefined ? t(label) : t('requests.page.tabWithCount', { label: t(label), count });

/** All requests on one side, whatever their status: the lists load a page at a time, the counts are whole. */
const totalOf = (counts: CollaborationRequestStats['received'] | undefined) =>
  counts && counts.pending + counts.accepted + counts.rejected;

export function CollaborationRequestsPage() {
  const t = useT();
  useDocumentTitle(t('requests.documentTitle'));
  const [params, setParams] = useSearchParams();
  const selectedTab = params.get('tab') === 'sent' ? 'sent' : 'received';
  const stats = useRequestStats();
  const received = useReceivedRequests();
  const sent = useSentRequests();

  function handleSelectTab(tab: string) {
    setParams(tab === 'sent' ? { tab } : {}, { replace: true });
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('requests.page.title')}</h1>
      <p className="mt-1 text-muted">{t('requests.page.intro')}</p>

      <section aria-label={t('requests.page.summary')} className="mt-6">
        <RequestCounters stats={stats.data} isLoading={stats.isPending} />
      </section>

      <div className="mt-8">
        <Tabs
          label={t('requests.page.tabsLabel')}
          selectedId={selectedTab}
          onSelect={handleSelectTab}
          tabs={[
            {
              id: 'received',
              label: tabLabel(t, 'requests.received.tab', totalOf(stats.data?.received)),
              panel: (
                <RequestList
                  query={received}
                  renderItem={(request) => <ReceivedRequestCard request={request} />}
                  empty={
                    <EmptyState
                      icon={Inbox}
                      title={t('requests.received.emptyTitle')}
                      text={t('requests.received.emptyText')}
                      action={
                        <Link to="/problems/create" className={buttonClass('secondary')}>
                          {t('requests.received.postProblem')}
                        </Link>
                      }
                    />
                  }
                />
              ),
            },
            {
              id: 'sent',
              label: tabLabel(t, 'requests.sent.tab', totalOf(stats.data?.sent)),
              panel: (
                <RequestList
                  query={sent}
                  renderItem={(request) => <SentRequestCard request={request} />}
                  empty={
                    <EmptyState
                      icon={Send}
                      title={t('requests.sent.emptyTitle')}
                      text={t('requests.sent.emptyText')}
                      action={
                        <Link to="/problems" className={buttonClass('primary')}>
                          {t('requests.sent.exploreProblems')}
                        </Link>
                      }
                    />
                  }
                />
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}

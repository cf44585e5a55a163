import type { CollaborationRequest, CollaborationRequestList, CollaborationRequestStats } from '@skillsync/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Inbox, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/States.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestStats } from '../api/get-request-stats.ts';
import { useReceivedRequests, useSentRequests } from '../api/get-requests.ts';
import { ReceivedRequestCard } from '../components/ReceivedRequestCard.tsx';
import { RequestCounters } from '../components/RequestCounters.tsx';
import { SentRequestCard } from '../components/SentRequestCard.tsx';

const LOAD_FAILED = 'Failed to load requests. Please try again.';
const SKELETON_KEYS = ['a', 'b', 'c'];

type RequestListProps = {
  query: UseInfiniteQueryResult<InfiniteData<CollaborationRequestList>>;
  empty: ReactNode;
  renderItem: (request: CollaborationRequest) => ReactNode;
};

function RequestList({ query, empty, renderItem }: RequestListProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading requests" className="space-y-4">
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
    return <ErrorState message={LOAD_FAILED} onRetry={() => void query.refetch()} />;
  }
  if (requests.length === 0) return empty;
  return (
    <>
      <ul className="space-y-4">
        {requests.map((request) => (
          <li key={request._id}>{renderItem(request)}</li>
        ))}
      </ul>
      <LoadMore query={query} failedMessage={LOAD_FAILED} />
    </>
  );
}

const tabLabel = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/** All requests on one side, whatever their status: the lists load a page at a time, the counts are whole. */
const totalOf = (counts: CollaborationRequestStats['received'] | undefined) =>
  counts && counts.pending + counts.accepted + counts.rejected;

export function CollaborationRequestsPage() {
  useDocumentTitle('Collaboration Requests');
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
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">Collaboration Requests</h1>
      <p className="mt-1 text-muted">Answer people who want to join your problems and follow the requests you sent.</p>

      <section aria-label="Summary" className="mt-6">
        <RequestCounters stats={stats.data} isLoading={stats.isPending} />
      </section>

      <div className="mt-8">
        <Tabs
          label="Collaboration requests"
          selectedId={selectedTab}
          onSelect={handleSelectTab}
          tabs={[
            {
              id: 'received',
              label: tabLabel('Received Requests', totalOf(stats.data?.received)),
              panel: (
                <RequestList
                  query={received}
                  renderItem={(request) => <ReceivedRequestCard request={request} />}
                  empty={
                    <EmptyState
                      icon={Inbox}
                      title="No requests"
                      text="When someone asks to collaborate on one of your problems, their request shows up here."
                      action={
                        <Link to="/problems/create" className={buttonClass('secondary')}>
                          Post a problem
                        </Link>
                      }
                    />
                  }
                />
              ),
            },
            {
              id: 'sent',
              label: tabLabel('Sent Requests', totalOf(stats.data?.sent)),
              panel: (
                <RequestList
                  query={sent}
                  renderItem={(request) => <SentRequestCard request={request} />}
                  empty={
                    <EmptyState
                      icon={Send}
                      title="No sent requests"
                      text="Find a problem on the Problem Wall that needs your skills and offer to collaborate."
                      action={
                        <Link to="/problems" className={buttonClass('primary')}>
                          Explore Problems
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

import type { CollaborationRequestList, CollaborationRequestStats, JoinRequestList } from '@skillsync/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { FolderKanban, Inbox, Lightbulb, type LucideIcon, Send } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  ReceivedJoinRequestCard,
  ReceivedRequestCard,
  SentJoinRequestCard,
  SentRequestCard,
  useReceivedJoinRequests,
  useReceivedRequests,
  useRequestStats,
  useSentJoinRequests,
  useSentRequests,
} from '../../teams/index.ts';
import { InboxSection } from '../components/InboxSection.tsx';
import { PagedRequestList } from '../components/PagedRequestList.tsx';
import { RequestCounters } from '../components/RequestCounters.tsx';

const problemRequestsOf = (page: CollaborationRequestList) => page.requests;
const joinRequestsOf = (page: JoinRequestList) => page.requests;

/** A tab's name and, once known, how many requests it holds: 'Received Requests (3)'. */
const tabLabel = (t: ReturnType<typeof useT>, label: string, count: number | undefined) =>
  count === undefined ? t(label) : t('requests.page.tabWithCount', { label: t(label), count });

/**
 * All requests on one side, whatever their status or kind: the server counts problem requests and project join
 * requests (and invitations) together, as the tab lists both; the lists load a page at a time, the counts are whole.
 */
const totalOf = (counts: CollaborationRequestStats['received'] | undefined) =>
  counts && counts.pending + counts.accepted + counts.rejected;

type PanelProps = {
  problemRequests: UseInfiniteQueryResult<InfiniteData<CollaborationRequestList>>;
  joinRequests: UseInfiniteQueryResult<InfiniteData<JoinRequestList>>;
};

type Side = 'received' | 'sent';
type EmptyCopy = { title: string; text: string; to: string; action: string; variant: 'primary' | 'secondary' };

/** What an empty section says and where it leads, by tab and kind of request. */
const EMPTY: Record<Side, { icon: LucideIcon; problems: EmptyCopy; projects: EmptyCopy }> = {
  received: {
    icon: Inbox,
    problems: {
      title: 'requests.received.emptyTitle',
      text: 'requests.received.emptyText',
      to: '/problems/create',
      action: 'requests.received.postProblem',
      variant: 'secondary',
    },
    projects: {
      title: 'requests.join.receivedEmptyTitle',
      text: 'requests.join.receivedEmptyText',
      to: '/projects/create',
      action: 'requests.join.startProject',
      variant: 'secondary',
    },
  },
  sent: {
    icon: Send,
    problems: {
      title: 'requests.sent.emptyTitle',
      text: 'requests.sent.emptyText',
      to: '/problems',
      action: 'requests.sent.exploreProblems',
      variant: 'primary',
    },
    projects: {
      title: 'requests.join.sentEmptyTitle',
      text: 'requests.join.sentEmptyText',
      to: '/projects',
      action: 'requests.join.browseProjects',
      variant: 'primary',
    },
  },
};

function EmptySection({ icon, copy }: { icon: LucideIcon; copy: EmptyCopy }) {
  const t = useT();
  return (
    <EmptyState
      icon={icon}
      headingLevel={3}
      title={t(copy.title)}
      text={t(copy.text)}
      action={
        <Link to={copy.to} className={buttonClass(copy.variant)}>
          {t(copy.action)}
        </Link>
      }
    />
  );
}

/** One tab: problem requests, then project join requests (and invitations), each a page at a time. */
function InboxPanel({ side, problemRequests, joinRequests }: PanelProps & { side: Side }) {
  const t = useT();
  const empty = EMPTY[side];
  const ProblemRequestCard = side === 'received' ? ReceivedRequestCard : SentRequestCard;
  const JoinRequestCard = side === 'received' ? ReceivedJoinRequestCard : SentJoinRequestCard;
  return (
    <div className="space-y-10">
      <InboxSection icon={Lightbulb} title={t('requests.sections.problems')}>
        <PagedRequestList
          query={problemRequests}
          itemsOf={problemRequestsOf}
          renderItem={(request) => <ProblemRequestCard request={request} />}
          empty={<EmptySection icon={empty.icon} copy={empty.problems} />}
        />
      </InboxSection>
      <InboxSection icon={FolderKanban} title={t('requests.sections.projects')}>
        <PagedRequestList
          query={joinRequests}
          itemsOf={joinRequestsOf}
          renderItem={(request) => <JoinRequestCard request={request} />}
          empty={<EmptySection icon={empty.icon} copy={empty.projects} />}
        />
      </InboxSection>
    </div>
  );
}

export function CollaborationRequestsPage() {
  const t = useT();
  useDocumentTitle(t('requests.documentTitle'));
  const [params, setParams] = useSearchParams();
  const selectedTab = params.get('tab') === 'sent' ? 'sent' : 'received';
  const stats = useRequestStats();
  // Both tabs load at once, so switching between them shows their lists without a wait.
  const received = { problemRequests: useReceivedRequests(), joinRequests: useReceivedJoinRequests() };
  const sent = { problemRequests: useSentRequests(), joinRequests: useSentJoinRequests() };

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
              panel: <InboxPanel side="received" {...received} />,
            },
            {
              id: 'sent',
              label: tabLabel(t, 'requests.sent.tab', totalOf(stats.data?.sent)),
              panel: <InboxPanel side="sent" {...sent} />,
            },
          ]}
        />
      </div>
    </div>
  );
}

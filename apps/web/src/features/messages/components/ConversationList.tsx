import type { Conversation } from '@skillsync/shared';
import { BADGE_CAP } from '@skillsync/shared/constants';
import { Inbox, MessagesSquare, Search, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { PagedList } from '../../../components/PagedList.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatCount } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnlineUsers } from '../../../lib/realtime.ts';
import type { ConversationBox } from '../api/conversation-keys.ts';
import { useConversations } from '../api/conversations.ts';
import { ConversationItem } from './ConversationItem.tsx';

type ConversationListProps = {
  box: ConversationBox;
  onSelectBox: (box: ConversationBox) => void;
  /** The conversation open beside the list, if any. */
  selectedId?: string | undefined;
};

function InboxEmpty() {
  const t = useT();
  return (
    <EmptyState
      icon={MessagesSquare}
      title={t('conversations.empty.inboxTitle')}
      text={t('conversations.empty.inboxText')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link to="/search?type=users" className={buttonClass('primary')}>
            <Search aria-hidden className="h-4 w-4" /> {t('conversations.empty.findPeople')}
          </Link>
          <Link to="/dashboard#people-to-collaborate-title" className={buttonClass('secondary')}>
            <Sparkles aria-hidden className="h-4 w-4" /> {t('conversations.empty.collabMatching')}
          </Link>
        </div>
      }
    />
  );
}

function RequestsEmpty({ onSelectBox }: Pick<ConversationListProps, 'onSelectBox'>) {
  const t = useT();
  return (
    <EmptyState
      icon={Inbox}
      title={t('conversations.empty.requestsTitle')}
      text={t('conversations.empty.requestsText')}
      action={
        <button type="button" className={buttonClass('secondary')} onClick={() => onSelectBox('inbox')}>
          {t('conversations.empty.toInbox')}
        </button>
      }
    />
  );
}

function ListSkeleton() {
  const t = useT();
  return (
    <SkeletonList
      label={t('conversations.list.loading')}
      count={4}
      className="space-y-1"
      itemClassName="flex gap-3 px-3 py-3"
      lead="h-10 w-10 shrink-0 rounded-full"
      lines={['h-4 w-1/2', 'h-4 w-4/5']}
    />
  );
}

type BoxListProps = Omit<ConversationListProps, 'box'> & {
  query: ReturnType<typeof useConversations>;
  box: ConversationBox;
};

/** One box's conversations, newest first, with who of them is online now. */
function BoxList({ query, box, selectedId, onSelectBox }: BoxListProps) {
  const t = useT();
  const currentUserId = useAuthStore((state) => state.user?.id) ?? '';
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  const online = useOnlineUsers(conversations.map((conversation) => conversation.other._id));
  const search = box === 'requests' ? '?box=requests' : '';
  return (
    <PagedList
      query={query}
      itemsOf={(page) => page.conversations}
      loading={<ListSkeleton />}
      failedMessage={t('conversations.list.loadFailed')}
      empty={box === 'inbox' ? <InboxEmpty /> : <RequestsEmpty onSelectBox={onSelectBox} />}
      className="space-y-1"
      renderItem={(conversation: Conversation) => (
        <ConversationItem
          conversation={conversation}
          currentUserId={currentUserId}
          isOnline={online.has(conversation.other._id)}
          isSelected={conversation._id === selectedId}
          search={search}
        />
      )}
    />
  );
}

/** How many requests wait, as far as the loaded pages tell: "9+" while more pages follow. */
function useRequestCount(query: ReturnType<typeof useConversations>) {
  const count = query.data?.pages.reduce((sum, page) => sum + page.conversations.length, 0) ?? 0;
  if (count === 0) return null;
  return { count, shown: query.hasNextPage ? `${formatCount(count, BADGE_CAP)}+` : formatCount(count, BADGE_CAP) };
}

/** The member's conversations and, on their own tab with how many wait, the requests to them. */
export function ConversationList({ box, onSelectBox, selectedId }: ConversationListProps) {
  const t = useT();
  const inbox = useConversations('inbox');
  const requests = useConversations('requests');
  const requestCount = useRequestCount(requests);
  const requestsLabel = (
    <span className="inline-flex items-center gap-1.5">
      {t('conversations.tabs.requests')}
      {requestCount && (
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white">
          <span aria-hidden>{requestCount.shown}</span>
          <span className="sr-only">({t('conversations.tabs.requestsCount', { count: requestCount.count })})</span>
        </span>
      )}
    </span>
  );
  const lists = { selectedId, onSelectBox };
  return (
    <Tabs
      label={t('conversations.tabs.label')}
      selectedId={box}
      onSelect={(id) => onSelectBox(id as ConversationBox)}
      tabs={[
        {
          id: 'inbox',
          label: t('conversations.tabs.inbox'),
          panel: <BoxList query={inbox} box="inbox" {...lists} />,
        },
        {
          id: 'requests',
          label: requestsLabel,
          panel: <BoxList query={requests} box="requests" {...lists} />,
        },
      ]}
    />
  );
}

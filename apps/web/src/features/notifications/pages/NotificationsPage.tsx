import type { Notification } from '@skillsync/shared';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { PagedList } from '../../../components/PagedList.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMarkRead, useNotifications, useUnreadNotifications } from '../api/notifications.ts';
import { NotificationItem } from '../components/NotificationItem.tsx';

/** Everything the member was told, newest first: unread ones marked, each leading to what it is about. */
export function NotificationsPage() {
  const t = useT();
  useDocumentTitle(t('notifications.page.title'));
  const query = useNotifications();
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const open = (entry: Notification) => {
    if (!entry.read) markRead.mutate(entry._id);
  };
  const empty = (
    <EmptyState
      icon={BellOff}
      title={t('notifications.page.emptyTitle')}
      text={t('notifications.page.emptyText')}
      action={
        <Link to="/problems" className={buttonClass('primary')}>
          {t('notifications.page.explore')}
        </Link>
      }
    />
  );
  const loading = (
    <SkeletonList
      label={t('notifications.page.loading')}
      count={3}
      className="space-y-3"
      itemClassName="flex gap-3 rounded-lg border border-line bg-white p-4"
      lead="h-8 w-8 rounded-full"
      lines={['h-4 w-2/3', 'h-4 w-1/3']}
    />
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('notifications.page.title')}</h1>
        {unread > 0 && (
          <Button variant="secondary" onClick={() => markRead.mutate(undefined)} isLoading={markRead.isPending}>
            {t('notifications.page.markAllRead')}
          </Button>
        )}
      </div>
      <PagedList
        query={query}
        itemsOf={(page) => page.notifications}
        loading={loading}
        failedMessage={t('notifications.page.loadFailed')}
        empty={empty}
        className="space-y-3"
        renderItem={(entry) => <NotificationItem entry={entry} onOpen={open} />}
      />
    </div>
  );
}

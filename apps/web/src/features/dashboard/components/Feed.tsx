import type { FeedItem } from '@skillsync/shared';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { FollowButton } from '../../../components/FollowButton.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { PagedList } from '../../../components/PagedList.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePeopleRecommendations } from '../../teams/index.ts';
import { useFeed } from '../api/get-feed.ts';

const HEADING_ID = 'feed-heading';
const SUGGESTIONS = 3;

/** One thing that happened: who, what, on which work, why it is here, when. */
function FeedEntry({ item }: { item: FeedItem }) {
  const t = useT();
  const values = {
    name: item.actor.name,
    title: item.detail.title ?? '',
    status: item.detail.status ? t(`common.enums.status.${item.detail.status}`) : '',
  };
  return (
    <div className="flex gap-3">
      <Avatar name={item.actor.name} src={item.actor.avatar} size="sm" isDecorative />
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-slate-900">{t(`follows.feed.kinds.${item.kind}`, values)}</p>
        <Link
          to={`/${item.subject.type}s/${item.subject._id}`}
          className="block truncate font-semibold text-brand-700 hover:underline"
        >
          {item.subject.title}
        </Link>
        <p className="mt-0.5 text-xs text-muted">
          {t(`follows.feed.reasons.${item.reason}`, { name: item.actor.name })} · {formatRelativeDate(item.createdAt)}
        </p>
      </div>
    </div>
  );
}

/** An empty feed suggests whom to follow: the members Collab Matching recommends. */
function FollowSuggestions() {
  const t = useT();
  const people = usePeopleRecommendations().data?.recommendations.slice(0, SUGGESTIONS) ?? [];
  return (
    <EmptyState
      icon={Newspaper}
      headingLevel={3}
      title={t('follows.feed.emptyTitle')}
      text={t('follows.feed.emptyText')}
      action={
        people.length > 0 && (
          <ul className="space-y-3 text-left">
            {people.map(({ user }) => (
              <li key={user._id} className="flex flex-wrap items-center gap-3">
                <Avatar name={user.name} src={user.avatar} size="sm" isDecorative />
                <Link to={`/profile/${user._id}`} className="min-w-0 flex-1 font-medium text-ink hover:underline">
                  {user.name}
                </Link>
                <FollowButton type="user" id={user._id} />
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

/** The dashboard's feed: what followed members and items did, and new problems that need the member's skills. */
export function Feed() {
  const t = useT();
  const query = useFeed();
  return (
    <SectionCard id={HEADING_ID} icon={Newspaper} title={t('follows.feed.title')}>
      <PagedList
        query={query}
        itemsOf={(page) => page.items}
        loading={
          <SkeletonList
            label={t('follows.feed.loading')}
            count={3}
            className="space-y-4"
            itemClassName="flex gap-3"
            lead="h-8 w-8 rounded-full"
            lines={['h-4 w-2/3', 'h-4 w-1/3']}
          />
        }
        failedMessage={t('follows.feed.loadFailed')}
        empty={<FollowSuggestions />}
        renderItem={(item) => <FeedEntry item={item} />}
      />
    </SectionCard>
  );
}

import type { Conversation } from '@skillsync/shared';
import { BADGE_CAP } from '@skillsync/shared/constants';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { OnlineLabel, PresenceAvatar } from '../../../components/Presence.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberName } from '../../../lib/member-name.ts';
import { conversationTime } from '../utils/conversation-time.ts';

type ConversationItemProps = {
  conversation: Conversation;
  currentUserId: string;
  isOnline: boolean;
  /** This conversation is open beside the list. */
  isSelected: boolean;
  /** The list's tab, kept in the address so the list beside the conversation stays on it. */
  search: string;
};

/** What the last message said, as the list shows it: the reader's own prefixed with "You:". */
function useExcerpt(conversation: Conversation, currentUserId: string) {
  const t = useT();
  const last = conversation.lastMessage;
  if (!last) return t('conversations.list.noMessages');
  const excerpt = last.excerpt || t('conversations.list.noText');
  return last.senderId === currentUserId ? t('conversations.list.you', { excerpt }) : excerpt;
}

/**
 * One conversation in the list: the other member (with a dot while online), the last message and when, how many
 * of theirs are unread, and whether the reader's request still waits for an answer. It opens the conversation.
 */
export function ConversationItem({ conversation, currentUserId, isOnline, isSelected, search }: ConversationItemProps) {
  const t = useT();
  const nameOf = useMemberName();
  const excerpt = useExcerpt(conversation, currentUserId);
  const { other, lastMessage, unread } = conversation;
  const isWaiting = conversation.isStartedByMe && conversation.status !== 'open';
  const time = lastMessage ? conversationTime(lastMessage.createdAt) : null;
  return (
    <Link
      to={{ pathname: `/messages/${conversation._id}`, search }}
      aria-current={isSelected ? 'page' : undefined}
      className={`flex gap-3 rounded-lg px-3 py-3 ${isSelected ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
    >
      <PresenceAvatar name={nameOf(other)} src={other.avatar} isOnline={isOnline} isDecorative />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate text-ink ${unread > 0 ? 'font-bold' : 'font-semibold'}`}>
            {nameOf(other)}
            <OnlineLabel isOnline={isOnline} />
          </span>
          {time && lastMessage && (
            <time dateTime={lastMessage.createdAt} title={time.full} className="shrink-0 text-xs text-muted">
              {time.short}
            </time>
          )}
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className={`min-w-0 flex-1 truncate text-sm ${unread > 0 ? 'text-ink' : 'text-muted'}`}>{excerpt}</span>
          {isWaiting && (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset">
              <Clock aria-hidden className="h-3 w-3" /> {t('conversations.list.waiting')}
            </span>
          )}
          {unread > 0 && (
            <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
              <span aria-hidden>{formatCount(unread, BADGE_CAP)}</span>
              <span className="sr-only">{t('conversations.list.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

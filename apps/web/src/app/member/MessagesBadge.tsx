import { CountBadge } from '../../components/CountBadge.tsx';
import { useUnreadMessagesCount } from '../../features/teams/api/chat-unread.ts';
import { loadNamespaces, useT } from '../../lib/i18n.ts';

// Members only, after the page (NavLinks.tsx): a visitor's first load carries none of it. Its words come with it.
await loadNamespaces(['teamwork']);

/** Beside the Messages link: unread messages over all the member's rooms, and message requests waiting for them. */
export function MessagesBadge() {
  const t = useT();
  const count = useUnreadMessagesCount();
  return <CountBadge count={count} label={t('teamwork.chat.unread', { count })} />;
}

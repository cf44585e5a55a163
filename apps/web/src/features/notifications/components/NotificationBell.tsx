import { BADGE_CAP } from '@skillsync/shared/constants';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatCount } from '../../../lib/format.ts';
import { loadNamespaces, useT } from '../../../lib/i18n.ts';
import { canPush, keepOnlyThisSessionsSubscription } from '../../../lib/push-subscription.ts';
import { useUnreadNotifications } from '../api/notifications.ts';

// The bell loads after the page, for members only; its words come with it.
await loadNamespaces(['notifications']);

/** The member this browser's push subscription was last checked for (the bell shows twice on a phone). */
let checkedFor: string | undefined;

/**
 * Once a member is signed in here, a push subscription this browser kept from another session (someone who closed
 * it without signing out) is ended, so their news stops showing on this browser.
 */
function useOnlyThisSessionsPushes() {
  const userId = useAuthStore((state) => state.user?.id);
  useEffect(() => {
    if (!userId || checkedFor === userId || !canPush() || Notification.permission !== 'granted') return;
    checkedFor = userId;
    keepOnlyThisSessionsSubscription().catch(() => {
      // Checked again on the next page load.
      checkedFor = undefined;
    });
  }, [userId]);
}

/** The header's bell: the unread count, live, leading to the notifications page. */
export function NotificationBell() {
  useOnlyThisSessionsPushes();
  const t = useT();
  const unread = useUnreadNotifications();
  const label = unread > 0 ? t('notifications.bell.unread', { count: unread }) : t('notifications.bell.label');
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      className="relative shrink-0 rounded-md p-2 text-slate-700 hover:bg-slate-100"
    >
      <Bell aria-hidden className="h-5 w-5" />
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs leading-5 font-semibold text-white ring-2 ring-white"
        >
          {formatCount(unread, BADGE_CAP)}
        </span>
      )}
    </Link>
  );
}

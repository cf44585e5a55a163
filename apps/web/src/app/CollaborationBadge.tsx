import { BADGE_CAP } from '@skillsync/shared/constants';
import { CountBadge } from '../components/CountBadge.tsx';
import { usePendingReceivedCount } from '../features/teams/api/get-request-stats.ts';
import { formatCount } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';

/** Pending received collaboration requests (spec §4): shown above 0, capped at 99+, hidden when the fetch fails. */
export function CollaborationBadge() {
  const count = usePendingReceivedCount();
  const t = useT();
  return <CountBadge count={count} label={t('common.nav.pendingRequests', { count })} />;
}

/** The same count on the phone's menu button, whose own name says it (so the badge is not read twice). */
export function MenuButtonBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs leading-5 font-semibold text-white ring-2 ring-white"
    >
      {formatCount(count, BADGE_CAP)}
    </span>
  );
}

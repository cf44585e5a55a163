import type { CollaborationRequestStats } from '@skillsync/shared';
import { CircleCheckBig, CircleX, Inbox, type LucideIcon, Send } from 'lucide-react';
import { Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';

type Split = { received: number; sent: number };
/** `label` is a catalog id, translated at render. */
type Counter = { label: string; icon: LucideIcon; tone: string; value?: number; split?: Split };

/** Accepted and Rejected add up both directions; the line below each says how they split. */
function countersOf(stats: CollaborationRequestStats | undefined): Counter[] {
  const split = (key: 'accepted' | 'rejected') => stats && { received: stats.received[key], sent: stats.sent[key] };
  return [
    {
      label: 'requests.counters.pendingReceived',
      icon: Inbox,
      tone: 'bg-amber-50 text-amber-700',
      value: stats?.received.pending,
    },
    {
      label: 'common.enums.requestStatus.accepted',
      icon: CircleCheckBig,
      tone: 'bg-green-50 text-green-700',
      value: stats && stats.received.accepted + stats.sent.accepted,
      split: split('accepted'),
    },
    { label: 'requests.counters.pendingSent', icon: Send, tone: 'bg-sky-50 text-sky-700', value: stats?.sent.pending },
    {
      label: 'common.enums.requestStatus.rejected',
      icon: CircleX,
      tone: 'bg-red-50 text-red-700',
      value: stats && stats.received.rejected + stats.sent.rejected,
      split: split('rejected'),
    },
  ];
}

/** The inbox's four summary counters (spec §2); a count that failed to load reads as a dash, not 0. */
export function RequestCounters({
  stats,
  isLoading,
}: {
  stats: CollaborationRequestStats | undefined;
  isLoading: boolean;
}) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {countersOf(stats).map(({ label, icon: Icon, tone, value, split }) => (
        <div key={label} className="rounded-lg border border-line bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm text-muted">
            <span className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-md ${tone}`}>
              <Icon aria-hidden className="h-4 w-4" />
            </span>
            {t(label)}
          </dt>
          <dd className="mt-2 text-2xl font-semibold text-ink">
            {value !== undefined ? value : isLoading ? <Skeleton className="h-8 w-10" /> : '—'}
          </dd>
          {split && <dd className="text-xs text-muted">{t('requests.counters.split', split)}</dd>}
        </div>
      ))}
    </dl>
  );
}

import type { ReputationEventView } from '@skillsync/shared';
import {
  CHALLENGE_PLACE_REASONS,
  REPUTATION_DAILY_MAX,
  REPUTATION_REPEAT_CREDIT_DAYS,
} from '@skillsync/shared/constants';
import { Info, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ErrorState } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useReputation } from '../api/get-reputation.ts';
import { SectionEmpty } from './SectionEmpty.tsx';

const REASONS = [
  'problem-completed',
  'problem-collaborator',
  'project-completed',
  'project-member',
  ...CHALLENGE_PLACE_REASONS,
];
const SOURCE_PATHS: Record<string, string> = { problem: '/problems', project: '/projects', challenge: '/challenges' };

/** What the award was for: its source's title, linking to it, or a note when the viewer may not see it. */
function EventSource({ source }: { source: ReputationEventView['source'] }) {
  const t = useT();
  const base = SOURCE_PATHS[source.type];
  if (source.title === null || !base) {
    return <span className="italic">{t('profile.reputation.sourceHidden', { type: source.type })}</span>;
  }
  return (
    <Link to={`${base}/${source._id}`} className="font-medium break-words text-brand-700 hover:underline">
      {source.title}
    </Link>
  );
}

function ReputationEvent({ event }: { event: ReputationEventView }) {
  const t = useT();
  const { formatRelativeDate } = useFormatting();
  const reason = REASONS.includes(event.reason) ? event.reason : 'other';
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span
        className={`h-fit shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
          event.points > 0 ? 'bg-green-50 text-green-800' : 'bg-slate-100 text-slate-700'
        }`}
      >
        {t('profile.reputation.points', { points: event.points })}
      </span>
      <div className="min-w-0 text-sm">
        <p className="text-slate-700">{t(`profile.reputation.reasons.${reason}`)}</p>
        <p className="mt-0.5">
          <EventSource source={event.source} />
        </p>
        <p className="mt-0.5 text-xs text-muted">
          <time dateTime={event.createdAt}>{formatRelativeDate(event.createdAt)}</time>
        </p>
        {event.limitedBy && (
          <p className="mt-1 flex gap-1.5 text-xs text-amber-800">
            <Info aria-hidden className="mt-px h-3.5 w-3.5 shrink-0" />
            {t(`profile.reputation.limits.${event.limitedBy}`, {
              points: event.points,
              max: REPUTATION_DAILY_MAX,
              days: REPUTATION_REPEAT_CREDIT_DAYS,
            })}
          </p>
        )}
      </div>
    </li>
  );
}

/** The member's reputation score and every award behind it, with the limits that made an award smaller. */
export function ReputationHistory({ userId }: { userId: string }) {
  const t = useT();
  const query = useReputation(userId);
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  const score = query.data?.pages[0]?.score;
  const loadFailed = t('profile.reputation.loadFailed');

  function history() {
    if (query.isPending) {
      return (
        <SkeletonList
          label={t('profile.reputation.loading')}
          count={3}
          className="space-y-3"
          itemClassName="flex gap-3"
          lead="h-5 w-16 rounded-full"
          lines={['h-4 w-3/4', 'h-3 w-1/3']}
        />
      );
    }
    if (query.isError && !query.data) {
      return <ErrorState message={errorMessage(query.error, loadFailed)} onRetry={() => void query.refetch()} />;
    }
    return (
      <>
        <p className="text-sm text-muted">{t('profile.reputation.score', { count: score ?? 0 })}</p>
        {events.length === 0 ? (
          <div className="mt-3">
            <SectionEmpty text={t('profile.reputation.empty')} />
          </div>
        ) : (
          <ul aria-label={t('profile.reputation.historyLabel')} className="mt-3 divide-y divide-line">
            {events.map((event) => (
              <ReputationEvent key={event._id} event={event} />
            ))}
          </ul>
        )}
        <LoadMore query={query} failedMessage={loadFailed} />
      </>
    );
  }

  return (
    <SectionCard id="profile-reputation-title" icon={TrendingUp} title={t('profile.reputation.title')}>
      {history()}
    </SectionCard>
  );
}

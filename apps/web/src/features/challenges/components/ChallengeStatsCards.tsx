import type { ChallengeStats } from '@skillsync/shared';
import { IndianRupee, type LucideIcon, Medal, Users, Zap } from 'lucide-react';
import { Card, Skeleton } from '../../../components/States.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useChallengeStats } from '../api/get-challenge-stats.ts';

type StatName = keyof ChallengeStats;

const STATS: { name: StatName; icon: LucideIcon; tint: string }[] = [
  { name: 'totalPrizePool', icon: IndianRupee, tint: 'bg-amber-50 text-amber-700' },
  { name: 'activeChallenges', icon: Zap, tint: 'bg-green-50 text-green-700' },
  { name: 'totalParticipants', icon: Users, tint: 'bg-sky-50 text-sky-700' },
  { name: 'winnersThisMonth', icon: Medal, tint: 'bg-brand-50 text-brand-700' },
];

/**
 * The four figures above the list, from real data: skeletons while they load; if they fail, the list matters
 * more, so the row says so in one line and the page goes on.
 */
export function ChallengeStatsCards() {
  const t = useT();
  const { formatNumber, formatRupees } = useFormatting();
  const query = useChallengeStats();
  const stats = query.data;
  if (query.isError) return <p className="text-sm text-muted">{t('challenges.stats.failed')}</p>;
  return (
    <section aria-label={t('challenges.stats.label')}>
      <ul aria-busy={!stats} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STATS.map(({ name, icon: Icon, tint }) => (
          <li key={name}>
            <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3">
              <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${tint}`}>
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <span className="block text-sm break-words text-muted">{t(`challenges.stats.${name}`)}</span>
                {stats ? (
                  <span className="block text-xl font-semibold break-words text-ink sm:text-2xl">
                    {name === 'totalPrizePool' ? formatRupees(stats[name]) : formatNumber(stats[name])}
                  </span>
                ) : (
                  <Skeleton className="my-1 h-6 w-16" />
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { ChallengeStats } from '@skillsync/shared';
import { IndianRupee, type LucideIcon, Medal, Users, Zap } from 'lucide-react';
import { StatCards } from '../../../components/StatCards.tsx';
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
    <StatCards
      label={t('challenges.stats.label')}
      stats={STATS.map((stat) => ({
        ...stat,
        label: t(`challenges.stats.${stat.name}`),
        value:
          stats && (stat.name === 'totalPrizePool' ? formatRupees(stats[stat.name]) : formatNumber(stats[stat.name])),
      }))}
    />
  );
}

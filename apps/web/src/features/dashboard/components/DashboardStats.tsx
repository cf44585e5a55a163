import type { Dashboard } from '@skillsync/shared';
import { FileQuestion, FolderKanban, Handshake, type LucideIcon, Trophy } from 'lucide-react';
import { StatCards } from '../../../components/StatCards.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

type StatName = keyof Dashboard['stats'];

const STATS: { name: StatName; icon: LucideIcon; tint: string }[] = [
  { name: 'problemsCreated', icon: FileQuestion, tint: 'bg-brand-50 text-brand-700' },
  { name: 'projectsJoined', icon: FolderKanban, tint: 'bg-sky-50 text-sky-700' },
  { name: 'challengesWon', icon: Trophy, tint: 'bg-amber-50 text-amber-700' },
  { name: 'collaborations', icon: Handshake, tint: 'bg-green-50 text-green-700' },
];

/** Spec §2's four stat cards, from the member's real figures, each saying what it counts; skeletons while they load. */
export function DashboardStats({ stats }: { stats: Dashboard['stats'] | undefined }) {
  const t = useT();
  const { formatNumber } = useFormatting();
  return (
    <StatCards
      label={t('dashboard.stats.label')}
      stats={STATS.map((stat) => ({
        ...stat,
        label: t(`dashboard.stats.${stat.name}`),
        hint: t(`dashboard.stats.${stat.name}Hint`),
        value: stats && formatNumber(stats[stat.name]),
      }))}
    />
  );
}

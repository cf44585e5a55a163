import type { Dashboard } from '@skillsync/shared';
import { FileQuestion, FolderKanban, Handshake, type LucideIcon, Trophy } from 'lucide-react';
import { Card, Skeleton } from '../../../components/States.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

type StatName = keyof Dashboard['stats'];

const STATS: { name: StatName; icon: LucideIcon; tint: string }[] = [
  { name: 'problemsCreated', icon: FileQuestion, tint: 'bg-brand-50 text-brand-700' },
  { name: 'projectsJoined', icon: FolderKanban, tint: 'bg-sky-50 text-sky-700' },
  { name: 'challengesWon', icon: Trophy, tint: 'bg-amber-50 text-amber-700' },
  { name: 'collaborations', icon: Handshake, tint: 'bg-green-50 text-green-700' },
];

/** Spec §2's four stat cards, from the member's real figures; skeletons while they load. */
export function DashboardStats({ stats }: { stats: Dashboard['stats'] | undefined }) {
  const t = useT();
  const { formatNumber } = useFormatting();
  return (
    <section aria-label={t('dashboard.stats.label')}>
      <ul aria-busy={!stats} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STATS.map(({ name, icon: Icon, tint }) => (
          <li key={name}>
            <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3">
              <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${tint}`}>
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <span className="block text-sm break-words text-muted">{t(`dashboard.stats.${name}`)}</span>
                {stats ? (
                  <span className="block text-2xl font-semibold text-ink">{formatNumber(stats[name])}</span>
                ) : (
                  <Skeleton className="my-1 h-6 w-10" />
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { LucideIcon } from 'lucide-react';
import { Card, Skeleton } from './States.tsx';

export type StatCard = {
  name: string;
  label: string;
  /** What the figure counts, when its label alone does not say. */
  hint?: string;
  icon: LucideIcon;
  tint: string;
  value: string | undefined;
};

/** A row of figures (the dashboard's, the challenges page's), each with its icon; a skeleton for one not loaded. */
export function StatCards({ label, stats }: { label: string; stats: StatCard[] }) {
  return (
    <section aria-label={label}>
      <ul
        aria-busy={stats.some((stat) => stat.value === undefined)}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      >
        {stats.map(({ name, label: statLabel, hint, icon: Icon, tint, value }) => (
          <li key={name}>
            <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3">
              <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${tint}`}>
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <span className="block text-sm break-words text-muted">{statLabel}</span>
                {value === undefined ? (
                  <Skeleton className="my-1 h-6 w-12" />
                ) : (
                  <span className="block text-xl font-semibold break-words text-ink sm:text-2xl">{value}</span>
                )}
                {hint && <span className="block text-xs break-words text-muted">{hint}</span>}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

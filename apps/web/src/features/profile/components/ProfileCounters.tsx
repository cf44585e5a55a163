import type { ProfileCounters as Counters } from '@skillsync/shared';
import { Award, CircleCheckBig, FileText, Handshake, Trophy } from 'lucide-react';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

const COUNTERS = [
  { key: 'problemsPosted', icon: FileText },
  { key: 'completed', icon: CircleCheckBig },
  { key: 'collaborations', icon: Handshake },
  { key: 'achievements', icon: Award },
  { key: 'challengesWon', icon: Trophy },
] as const;

/** Spec §2's four counters (Problems Posted, Completed, Collaborations, Achievements) and Challenges Won. */
export function ProfileCounters({ counters }: { counters: Counters }) {
  const t = useT();
  const { formatNumber } = useFormatting();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {COUNTERS.map(({ key, icon: Icon }) => (
        <div
          key={key}
          className="flex flex-col-reverse gap-1 rounded-lg border border-line bg-white p-4 shadow-sm last:col-span-2 sm:last:col-span-1"
        >
          <dt className="text-sm text-muted">{t(`profile.counters.${key}`)}</dt>
          <dd className="flex items-center gap-2 text-2xl font-semibold text-ink">
            <Icon aria-hidden className="h-5 w-5 text-brand-600" />
            {formatNumber(counters[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

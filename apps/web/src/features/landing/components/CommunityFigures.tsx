import type { CommunityStats } from '@skillsync/shared';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCommunityStats } from '../api/get-community-stats.ts';

/** Below this a figure reads as an empty room rather than a community, so it waits until it is worth showing. */
const FIGURE_MIN = 10;

// Catalog ids, translated at render so a change of language relabels the figures.
const FIGURES: { key: keyof CommunityStats; label: string }[] = [
  { key: 'members', label: 'landing.figures.members' },
  { key: 'problems', label: 'landing.figures.problems' },
  { key: 'problemsSolved', label: 'landing.figures.problemsSolved' },
  { key: 'projects', label: 'landing.figures.projects' },
  { key: 'skills', label: 'landing.figures.skills' },
];

/** The community's real size from /api/stats; figures too small to mean much, or not loaded, are left out. */
export function CommunityFigures() {
  const t = useT();
  const { data } = useCommunityStats();
  const shown = data ? FIGURES.filter(({ key }) => data[key] >= FIGURE_MIN) : [];
  if (!data || shown.length === 0) return null;

  return (
    <section aria-label={t('landing.figures.label')} className="bg-brand-700">
      <dl className="mx-auto flex max-w-5xl flex-wrap justify-center gap-x-12 gap-y-8 px-4 py-12 text-center text-white">
        {shown.map(({ key, label }) => (
          <div key={key} className="flex min-w-32 flex-col-reverse">
            <dt className="text-sm text-brand-100">{t(label)}</dt>
            <dd className="text-3xl font-bold">{formatNumber(data[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

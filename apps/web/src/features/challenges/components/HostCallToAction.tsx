import { Lightbulb } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';
import { HostChallengeLink } from './HostChallengeLink.tsx';

/** The invitation under the list: any member can set a challenge for the community. */
export function HostCallToAction() {
  const t = useT();
  return (
    <section
      aria-labelledby="host-cta-title"
      className="flex flex-col items-start gap-4 rounded-lg border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Lightbulb aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <h2 id="host-cta-title" className="text-lg font-semibold text-ink">
            {t('challenges.cta.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('challenges.cta.text')}</p>
        </div>
      </div>
      <HostChallengeLink />
    </section>
  );
}

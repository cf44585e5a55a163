import { CircleCheckBig } from 'lucide-react';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

type CompletionPanelProps = {
  completedAt: string | null;
  notes: string | null;
  /** What to say when the work was completed without a summary. */
  withoutSummary: string;
};

/** A completed problem's or project's closing words, and when it was completed. */
export function CompletionPanel({ completedAt, notes, withoutSummary }: CompletionPanelProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="completion-title"
      className="rounded-lg border border-brand-200 bg-brand-50 p-5 text-brand-800"
    >
      <h2 id="completion-title" className="flex items-center gap-2 font-semibold">
        <CircleCheckBig aria-hidden className="h-5 w-5" /> {t('common.enums.status.Completed')}
        {completedAt && (
          <span className="font-normal">
            · <time dateTime={completedAt}>{formatRelativeDate(completedAt)}</time>
          </span>
        )}
      </h2>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{notes || withoutSummary}</p>
    </section>
  );
}

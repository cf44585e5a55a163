import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ComposerNoticeProps = { icon: LucideIcon; children: ReactNode; tone?: 'waiting' | 'closed' };

const TONES = {
  waiting: 'border-amber-200 bg-amber-50 text-amber-900',
  closed: 'border-line bg-slate-50 text-slate-700',
} as const;

/** Where the composer would be: why the reader cannot write in this conversation, or not yet. */
export function ComposerNotice({ icon: Icon, children, tone = 'closed' }: ComposerNoticeProps) {
  return (
    <p role="status" className={`mt-3 flex items-start gap-2 rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}>
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="min-w-0">{children}</span>
    </p>
  );
}

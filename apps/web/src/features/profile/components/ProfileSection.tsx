import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/States.tsx';

type ProfileSectionProps = { id: string; icon: LucideIcon; title: string; action?: ReactNode; children: ReactNode };

/** One part of a profile: a card with its heading (named by `id`), an optional action beside it, and its content. */
export function ProfileSection({ id, icon: Icon, title, action, children }: ProfileSectionProps) {
  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Icon aria-hidden className="h-5 w-5 text-brand-600" /> {title}
          </h2>
          {action}
        </div>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

/** What a section says when it has nothing to list: a line, and for the owner the next step. */
export function SectionEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
      <p className="text-sm text-muted">{text}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

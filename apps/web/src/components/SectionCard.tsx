import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './States.tsx';

type SectionCardProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  /** One line under the title saying what the section holds (what a dashboard list counts). */
  description?: string;
  action?: ReactNode;
  children: ReactNode;
};

/**
 * One titled part of a page (a dashboard widget, a profile section): a card with its heading (named by `id`),
 * an optional action beside it, and its content.
 */
export function SectionCard({ id, icon: Icon, title, description, action, children }: SectionCardProps) {
  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Icon aria-hidden className="h-5 w-5 text-brand-600" /> {title}
          </h2>
          {action}
        </div>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

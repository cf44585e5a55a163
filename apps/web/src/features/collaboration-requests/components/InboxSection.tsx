import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** A list of one kind of request inside a tab, under its own heading. */
export function InboxSection({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 flex items-center gap-2 text-lg font-semibold text-ink">
        <Icon aria-hidden className="h-5 w-5 text-brand-600" />
        {title}
      </h2>
      {children}
    </section>
  );
}

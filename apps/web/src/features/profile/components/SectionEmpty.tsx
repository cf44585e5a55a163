import type { ReactNode } from 'react';

/** What a section says when it has nothing to list: a line, and for the owner the next step. */
export function SectionEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
      <p className="text-sm text-muted">{text}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

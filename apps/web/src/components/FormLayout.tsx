import type { ReactNode } from 'react';
import { Card } from './States.tsx';

/** A form page: its title, a line about it, and the form (creating or editing a problem or a project). */
export function FormPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** One titled group of a long form's fields, on its own card. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset>
        <legend className="text-lg font-semibold text-ink">{title}</legend>
        <div className="mt-4 space-y-5">{children}</div>
      </fieldset>
    </Card>
  );
}

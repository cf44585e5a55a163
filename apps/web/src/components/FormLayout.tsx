import type { ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClass } from './Button.tsx';
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

type FormActionsProps = {
  cancelTo: string;
  cancelLabel: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** Another action between the two (a problem's "save draft"). */
  children?: ReactNode;
};

/** A form's last row: cancel back where the member came from, and submit (first on a phone, under the thumb). */
export function FormActions({ cancelTo, cancelLabel, submitLabel, isSubmitting, children }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
      <Link to={cancelTo} className={buttonClass('ghost')}>
        {cancelLabel}
      </Link>
      {children}
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** What a page gives a long form that both creates and edits (a project, a challenge). */
export type WorkFormProps<Values extends FieldValues, Body> = {
  defaultValues: Values;
  resolver: Resolver<Values, unknown, Body>;
  submitLabel: string;
  /** Spec §8 text shown when the server gives no message of its own. */
  failureMessage: string;
  cancelTo: string;
  onSubmit: (body: Body) => Promise<void>;
};

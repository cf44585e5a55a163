import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { submitShowingErrors } from '../lib/form-resolver.ts';
import { BasicsSection, type BasicsSectionProps } from './BasicsSection.tsx';
import { FormActions, type WorkFormProps } from './FormLayout.tsx';

type WorkFormFrameProps<Values extends FieldValues, Body> = WorkFormProps<Values, Body> & {
  /** The fields the server may name in its errors, and its names for them where they differ. */
  fields: readonly (keyof Values & string)[];
  fieldOf?: Partial<Record<string, keyof Values & string>>;
  /** The opening section; its texts are the form's (its cancel label too). */
  basics: BasicsSectionProps;
  /** The sections after the basics. */
  children: ReactNode;
};

/**
 * A long form that creates or edits a piece of work (a project, a challenge): the basics, the form's own
 * sections, and cancel and submit; a failed save shows its errors under their fields.
 */
export function WorkFormFrame<Values extends FieldValues, Body>({
  defaultValues,
  resolver,
  submitLabel,
  failureMessage,
  cancelTo,
  onSubmit,
  fields,
  fieldOf,
  basics,
  children,
}: WorkFormFrameProps<Values, Body>) {
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues: defaultValues as DefaultValues<Values> });
  const handleValid = submitShowingErrors(form.setError, {
    onSubmit,
    fields,
    failureMessage,
    ...(fieldOf && { fieldOf }),
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
        <BasicsSection {...basics} />
        {children}
        <FormActions
          cancelTo={cancelTo}
          cancelLabel={basics.texts.text('cancel')}
          submitLabel={submitLabel}
          isSubmitting={form.formState.isSubmitting}
        />
      </form>
    </FormProvider>
  );
}

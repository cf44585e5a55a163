import type { ComponentProps, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { DialogActions } from './DialogActions.tsx';

type DialogFormProps<Values extends FieldValues, Body> = Pick<
  ComponentProps<typeof DialogActions>,
  'cancelLabel' | 'onCancel' | 'confirmLabel' | 'isPending'
> & {
  form: UseFormReturn<Values, unknown, Body>;
  onSubmit: (body: Body) => Promise<void>;
  className?: string;
  children: ReactNode;
};

/** A dialog's form: its fields bound through the form, then cancel and the submit it is for. */
export function DialogForm<Values extends FieldValues, Body>({
  form,
  onSubmit,
  className = 'space-y-4',
  children,
  ...actions
}: DialogFormProps<Values, Body>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className={className}>
        {children}
        <DialogActions {...actions} />
      </form>
    </FormProvider>
  );
}

import type { CreateProblemBody } from '@skillsync/shared';
import { Save } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { FormActions } from '../../../components/FormLayout.tsx';
import { submitShowingErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { PROBLEM_FORM_FIELDS, type ProblemFormValues, problemFormResolver } from '../utils/problem-form-values.ts';
import { ProblemBasicsSection, ProblemLinksSection, ProblemScopeSection } from './ProblemFormSections.tsx';

type ProblemFormProps = {
  defaultValues: ProblemFormValues;
  submitLabel: string;
  /** Spec §8 text shown when the server gives no message of its own. */
  failureMessage: string;
  cancelTo: string;
  onSubmit: (body: CreateProblemBody) => Promise<void>;
  onSaveDraft?: (values: ProblemFormValues) => void;
};

/** The problem form of spec §5, used to post a problem and to edit one. */
export function ProblemForm({
  defaultValues,
  submitLabel,
  failureMessage,
  cancelTo,
  onSubmit,
  onSaveDraft,
}: ProblemFormProps) {
  const form = useForm<ProblemFormValues, unknown, CreateProblemBody>({
    resolver: problemFormResolver,
    defaultValues,
  });
  const { isSubmitting } = form.formState;
  const t = useT();

  const handleValid = submitShowingErrors(form.setError, {
    onSubmit,
    fields: PROBLEM_FORM_FIELDS,
    failureMessage,
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-6">
        <ProblemBasicsSection />
        <ProblemScopeSection />
        <ProblemLinksSection />

        <FormActions
          cancelTo={cancelTo}
          cancelLabel={t('problems.form.cancel')}
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
        >
          {onSaveDraft && (
            <Button variant="secondary" onClick={() => onSaveDraft(form.getValues())} disabled={isSubmitting}>
              <Save aria-hidden className="h-4 w-4" /> {t('problems.form.saveDraft')}
            </Button>
          )}
        </FormActions>
      </form>
    </FormProvider>
  );
}

import { Trans } from '@lingui/react';
import {
  type CreateReportBody,
  type CreateReportInput,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_URGENT_MS,
  type Report,
  type ReportSubjectType,
  URGENT_REPORT_REASONS,
} from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { ApiError, api, errorMessage } from '../lib/api.ts';
import { schemaResolver, showServerErrors } from '../lib/form-resolver.ts';
import { useT } from '../lib/i18n.ts';
import { queryRoots } from '../lib/query-keys.ts';
import { toast } from '../lib/toast.ts';
import { translateText } from '../lib/translate-text.ts';
import { DialogForm } from './DialogForm.tsx';
import { CountedTextAreaField } from './FormFields.tsx';
import { Modal } from './Modal.tsx';
import { FormRefusal } from './States.tsx';

/** What a member can report from its page (or a chat): the thing, its id, and its title, name or text. */
export type ReportTarget = {
  type: Extract<ReportSubjectType, 'problem' | 'project' | 'challenge' | 'member' | 'message' | 'challenge-question'>;
  id: string;
  title: string;
};

type ReportDialogProps = { isOpen: boolean; onClose: () => void; target: ReportTarget };

const URGENT_HOURS = REPORT_URGENT_MS / (60 * 60 * 1000);

/** Reporting something to the moderators: a reason, optional details, and the reference to follow it by. */
export function ReportDialog({ isOpen, onClose, target }: ReportDialogProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t(`reports.dialog.title.${target.type}`)} size="lg">
      <ReportForm target={target} onClose={onClose} />
    </Modal>
  );
}

function ReportForm({ target, onClose }: Omit<ReportDialogProps, 'isOpen'>) {
  const t = useT();
  const queryClient = useQueryClient();
  const sending = useMutation({
    mutationFn: (body: CreateReportBody) => api<Report>('/reports', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryRoots.reports }),
  });
  const form = useForm<CreateReportInput, unknown, CreateReportBody>({
    resolver: schemaResolver((schemas) => schemas.CreateReportBody),
    defaultValues: { subjectType: target.type, subjectId: target.id, details: '' },
  });
  // Why the server refused (already reported, your own, gone): the member is still in the dialog, so it says so here.
  const [refusal, setRefusal] = useState<string | null>(null);

  async function handleSubmit(body: CreateReportBody) {
    setRefusal(null);
    try {
      const report = await sending.mutateAsync(body);
      toast.success(t('reports.dialog.received', { reference: report.reference }));
      onClose();
    } catch (error) {
      showServerErrors(form.setError, error, ['reason', 'details'], { focusFirst: true });
      if (!(error instanceof ApiError && error.errors.length > 0)) {
        setRefusal(errorMessage(error, t('reports.dialog.failed')));
      }
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('reports.dialog.cancel')}
      onCancel={onClose}
      confirmLabel={t('reports.dialog.submit')}
      isPending={sending.isPending}
      className="space-y-5"
    >
      <p className="text-sm text-muted">
        <Trans
          id="reports.dialog.intro"
          values={{ title: target.title }}
          components={{ 0: <span className="font-medium break-words text-ink" /> }}
        />
      </p>
      <ReasonChoices />
      <CountedTextAreaField
        name="details"
        label={t('reports.dialog.details')}
        rows={3}
        maxLength={REPORT_DETAILS_MAX}
        placeholder={t('reports.dialog.detailsPlaceholder')}
        counter={(values) => t('reports.dialog.counter', values)}
      />
      <FormRefusal message={refusal} />
    </DialogForm>
  );
}

/** The seven reasons as a radio group, each with a line saying what it covers; the urgent ones say how soon. */
function ReasonChoices() {
  const t = useT();
  const { register, formState } = useFormContext<CreateReportInput>();
  const error = formState.errors.reason?.message;
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('reports.dialog.reason')}</legend>
      <div className="mt-2 grid gap-2">
        {REPORT_REASONS.map((reason) => {
          const id = `${baseId}-${reason}`;
          return (
            <div
              key={reason}
              className="relative flex gap-3 rounded-lg border border-line px-3 py-2 hover:bg-slate-50 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                {...register('reason')}
                id={id}
                type="radio"
                value={reason}
                aria-describedby={`${id}-text`}
                aria-invalid={error ? true : undefined}
                className="relative z-10 mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
              />
              <div className="min-w-0 text-sm">
                {/* The label covers the whole row, so a tap anywhere on it chooses the reason. */}
                <label htmlFor={id} className="font-medium text-ink after:absolute after:inset-0">
                  {t(`reports.reasons.${reason}.label`)}
                </label>
                <p id={`${id}-text`} className="text-muted">
                  {t(`reports.reasons.${reason}.text`)}
                  {URGENT_REPORT_REASONS.includes(reason) && (
                    <span className="font-medium text-slate-800">
                      {' '}
                      {t('reports.dialog.urgent', { hours: URGENT_HOURS })}
                    </span>
                  )}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-600">
          {translateText(error)}
        </p>
      )}
    </fieldset>
  );
}

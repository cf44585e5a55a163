import { Trans } from '@lingui/react';
import type { AnswerGrievanceBody, ModerationGrievance } from '@skillsync/shared';
import { GRIEVANCE_TEXT_MAX } from '@skillsync/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { CountedTextAreaField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { FormRefusal } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { schemaResolver, showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerGrievance } from '../api/grievances.ts';

type GrievanceAnswerDialogProps = {
  /** The complaint being answered; none while the dialog is closed. */
  grievance: ModerationGrievance | null;
  onClose: () => void;
  /** Where focus goes as the dialog closes: the complaint it was opened from leaves the list once answered. */
  returnFocusTo: () => HTMLElement | null | undefined;
};

/** Asks for the Grievance Officer's answer, which is e-mailed to whoever made the complaint. */
export function GrievanceAnswerDialog({ grievance, onClose, returnFocusTo }: GrievanceAnswerDialogProps) {
  const t = useT();
  return (
    <Modal
      isOpen={grievance !== null}
      onClose={onClose}
      title={t('moderation.grievances.dialog.title')}
      size="lg"
      returnFocusTo={returnFocusTo}
    >
      {grievance && <AnswerForm key={grievance._id} grievance={grievance} onClose={onClose} />}
    </Modal>
  );
}

function AnswerForm({ grievance, onClose }: { grievance: ModerationGrievance; onClose: () => void }) {
  const t = useT();
  const answering = useAnswerGrievance();
  // Why the server refused (answered by another moderator meanwhile): said here, where the moderator looks.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AnswerGrievanceBody>({
    resolver: schemaResolver((schemas) => schemas.AnswerGrievanceBody),
    defaultValues: { answer: '' },
  });

  async function handleSubmit(body: AnswerGrievanceBody) {
    setRefusal(null);
    try {
      await answering.mutateAsync({ id: grievance._id, ...body });
      toast.success(t('messages.grievanceAnswered'));
      onClose();
    } catch (error) {
      showServerErrors(form.setError, error, ['answer'], { focusFirst: true });
      setRefusal(errorMessage(error, t('moderation.grievances.dialog.failed')));
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('moderation.decide.cancel')}
      onCancel={onClose}
      confirmLabel={t('moderation.grievances.dialog.confirm')}
      isPending={answering.isPending}
    >
      <p className="text-sm text-muted">
        <Trans
          id="moderation.grievances.dialog.intro"
          values={{ reference: grievance.reference, email: grievance.email }}
          components={{ 0: <span className="font-medium break-all text-ink" /> }}
        />
      </p>
      <CountedTextAreaField
        name="answer"
        label={t('moderation.grievances.dialog.answer')}
        rows={8}
        maxLength={GRIEVANCE_TEXT_MAX}
        required
        placeholder={t('moderation.grievances.dialog.placeholder')}
        counter={(values) => t('moderation.decide.counter', values)}
      />
      <FormRefusal message={refusal} />
    </DialogForm>
  );
}

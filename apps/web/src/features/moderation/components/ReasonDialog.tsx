import type { DecideCaseBody } from '@skillsync/shared';
import { DECISION_NOTE_MAX } from '@skillsync/shared/constants';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { CountedTextAreaField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { FormRefusal } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { schemaResolver, showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';

/** A moderator's act that needs only a reason (restoring content, deciding an appeal): its words and how it is sent. */
export type ReasonRequest = {
  /** Who and what it is for: a new request starts with an empty reason. */
  key: string;
  title: string;
  /** What will happen, and who is told. */
  intro: ReactNode;
  placeholder: string;
  confirmLabel: string;
  /** The toast once it is done. */
  doneMessage: string;
  send: (body: DecideCaseBody) => Promise<unknown>;
};

type ReasonDialogProps = {
  /** The act being asked for; none while the dialog is closed. */
  request: ReasonRequest | null;
  onClose: () => void;
  /** Where focus goes as the dialog closes, when not back to the opener (which may have left the page). */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** Asks for the reason the member will read, then does the act; a refusal is said in the dialog. */
export function ReasonDialog({ request, onClose, returnFocusTo }: ReasonDialogProps) {
  return (
    <Modal isOpen={request !== null} onClose={onClose} title={request?.title ?? ''} returnFocusTo={returnFocusTo}>
      {request && <ReasonForm key={request.key} request={request} onClose={onClose} />}
    </Modal>
  );
}

function ReasonForm({ request, onClose }: { request: ReasonRequest; onClose: () => void }) {
  const t = useT();
  // Why the server refused (already restored, decided by another moderator meanwhile): said where the moderator looks.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DecideCaseBody>({
    resolver: schemaResolver((schemas) => schemas.DecideCaseBody),
    defaultValues: { note: '' },
  });

  async function handleSubmit(body: DecideCaseBody) {
    setRefusal(null);
    try {
      await request.send(body);
      toast.success(request.doneMessage);
      onClose();
    } catch (error) {
      showServerErrors(form.setError, error, ['note'], { focusFirst: true });
      setRefusal(errorMessage(error, t('moderation.decide.failed')));
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('moderation.decide.cancel')}
      onCancel={onClose}
      confirmLabel={request.confirmLabel}
      isPending={form.formState.isSubmitting}
    >
      <p className="text-sm text-muted">{request.intro}</p>
      <CountedTextAreaField
        name="note"
        label={t('moderation.decide.note')}
        rows={5}
        maxLength={DECISION_NOTE_MAX}
        required
        placeholder={request.placeholder}
        counter={(values) => t('moderation.decide.counter', values)}
      />
      <FormRefusal message={refusal} />
    </DialogForm>
  );
}

import { Trans } from '@lingui/react';
import { DECISION_NOTE_MAX, type DecideCaseBody, type ModerationCase } from '@skillsync/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { CountedTextAreaField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { schemaResolver, showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useDismissCase } from '../api/moderation.ts';

type DismissDialogProps = {
  /** The case being dismissed; none while the dialog is closed. */
  moderationCase: ModerationCase | null;
  onClose: () => void;
  /** Where focus goes as the dialog closes: the case it was opened from may have left the queue. */
  returnFocusTo: () => HTMLElement | null | undefined;
};

/** Asks for the reason the reporters will read, then dismisses every open report about the case. */
export function DismissDialog({ moderationCase, onClose, returnFocusTo }: DismissDialogProps) {
  const t = useT();
  return (
    <Modal
      isOpen={moderationCase !== null}
      onClose={onClose}
      title={t('moderation.dismiss.title')}
      returnFocusTo={returnFocusTo}
    >
      {moderationCase && (
        <DismissForm
          key={`${moderationCase.subject.type}/${moderationCase.subject._id}`}
          moderationCase={moderationCase}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DismissForm({ moderationCase, onClose }: { moderationCase: ModerationCase; onClose: () => void }) {
  const t = useT();
  const dismissal = useDismissCase(moderationCase.subject);
  // Why the server refused (the case decided meanwhile, a case about oneself): said here, where the moderator looks.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DecideCaseBody>({
    resolver: schemaResolver((schemas) => schemas.DecideCaseBody),
    defaultValues: { note: '' },
  });
  const { subject } = moderationCase;

  async function handleSubmit(body: DecideCaseBody) {
    setRefusal(null);
    try {
      await dismissal.mutateAsync(body);
      toast.success(t('messages.caseDismissed'));
      onClose();
    } catch (error) {
      showServerErrors(form.setError, error, ['note'], { focusFirst: true });
      setRefusal(errorMessage(error, t('moderation.dismiss.failed')));
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('moderation.dismiss.cancel')}
      onCancel={onClose}
      confirmLabel={t('moderation.dismiss.confirm')}
      isPending={dismissal.isPending}
    >
      <p className="text-sm text-muted">
        <Trans
          id="moderation.dismiss.intro"
          values={{
            count: moderationCase.reports.length,
            title: subject.title ?? t('moderation.case.unavailable'),
          }}
          components={{ 0: <span className="font-medium break-words text-ink" /> }}
        />
      </p>
      <CountedTextAreaField
        name="note"
        label={t('moderation.dismiss.note')}
        rows={5}
        maxLength={DECISION_NOTE_MAX}
        required
        placeholder={t('moderation.dismiss.notePlaceholder')}
        counter={(values) => t('moderation.dismiss.counter', values)}
      />
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal}
        </p>
      )}
    </DialogForm>
  );
}

import { Trans } from '@lingui/react';
import type { MemberAction, ModerationCase } from '@skillsync/shared';
import { DECISION_NOTE_MAX, SUSPENSION_DAYS_MAX } from '@skillsync/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { CountedTextAreaField, TextField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { FormRefusal } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { schemaResolver, showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideCase } from '../api/moderation.ts';

/** What a moderator may decide about a case: dismiss it, hide its content, or act on its member. */
export type CaseAction = 'dismiss' | 'hide' | MemberAction;

/** A case and the decision the moderator chose for it. */
export type Decision = { moderationCase: ModerationCase; action: CaseAction };

type DecisionDialogProps = {
  /** The decision being made; none while the dialog is closed. */
  decision: Decision | null;
  onClose: () => void;
  /** Where focus goes as the dialog closes: the case it was opened from may have left the queue. */
  returnFocusTo: () => HTMLElement | null | undefined;
};

/** Asks for the reason the reporters and the member will read (and a suspension's days), then decides the case. */
export function DecisionDialog({ decision, onClose, returnFocusTo }: DecisionDialogProps) {
  const t = useT();
  return (
    <Modal
      isOpen={decision !== null}
      onClose={onClose}
      title={decision ? t(`moderation.decide.${decision.action}.title`) : ''}
      returnFocusTo={returnFocusTo}
    >
      {decision && (
        <DecisionForm
          key={`${decision.action}/${decision.moderationCase.subject.type}/${decision.moderationCase.subject._id}`}
          decision={decision}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

type DecisionBody = { note: string; days?: number };

/** The toast once a decision is taken; an action on the member says the member and the reporters will be told. */
const DONE_MESSAGES: Partial<Record<CaseAction, string>> = {
  dismiss: 'messages.caseDismissed',
  hide: 'messages.contentHidden',
};

function DecisionForm({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const t = useT();
  const { moderationCase, action } = decision;
  const deciding = useDecideCase(moderationCase.subject, action);
  // Why the server refused (the case decided meanwhile, a case about oneself): said here, where the moderator looks.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DecisionBody>({
    resolver: schemaResolver((schemas) => (action === 'suspend' ? schemas.SuspendCaseBody : schemas.DecideCaseBody)),
    defaultValues: action === 'suspend' ? { note: '', days: 7 } : { note: '' },
  });
  const { subject, member } = moderationCase;

  async function handleSubmit(body: DecisionBody) {
    setRefusal(null);
    try {
      await deciding.mutateAsync(body);
      toast.success(t(DONE_MESSAGES[action] ?? 'messages.caseActioned'));
      onClose();
    } catch (error) {
      showServerErrors(form.setError, error, ['note', 'days'], { focusFirst: true });
      setRefusal(errorMessage(error, t('moderation.decide.failed')));
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('moderation.decide.cancel')}
      onCancel={onClose}
      confirmLabel={t(`moderation.decide.${action}.confirm`)}
      isPending={deciding.isPending}
    >
      <p className="text-sm text-muted">
        <Trans
          id={`moderation.decide.${action}.intro`}
          values={{
            count: moderationCase.reports.length,
            title: subject.title ?? t('moderation.case.unavailable'),
            name: member?.name ?? '',
          }}
          components={{ 0: <span className="font-medium break-words text-ink" /> }}
        />
      </p>
      {action === 'suspend' && (
        <TextField
          name="days"
          label={t('moderation.decide.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={SUSPENSION_DAYS_MAX}
          required
          rules={{ valueAsNumber: true }}
        />
      )}
      <CountedTextAreaField
        name="note"
        label={t('moderation.decide.note')}
        rows={5}
        maxLength={DECISION_NOTE_MAX}
        required
        placeholder={t(`moderation.decide.${action}.notePlaceholder`)}
        counter={(values) => t('moderation.decide.counter', values)}
      />
      <FormRefusal message={refusal} />
    </DialogForm>
  );
}

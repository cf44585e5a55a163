import { Trans } from '@lingui/react';
import { type CollaborateBody, type CollaborateInput, PROPOSED_ROLES, REQUEST_MESSAGE_MAX } from '@skillsync/shared';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { CountedTextAreaField, SelectField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestCollaboration } from '../api/request-collaboration.ts';

type CollaborateDialogProps = { isOpen: boolean; onClose: () => void; problemId: string; problemTitle: string };

/** Asks the problem's author to join the team, with a proposed role and a short note. */
export function CollaborateDialog({ isOpen, onClose, problemId, problemTitle }: CollaborateDialogProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('problems.collaborate.title')}>
      <CollaborateForm problemId={problemId} problemTitle={problemTitle} onClose={onClose} />
    </Modal>
  );
}

function CollaborateForm({ problemId, problemTitle, onClose }: Omit<CollaborateDialogProps, 'isOpen'>) {
  const collaboration = useRequestCollaboration(problemId);
  const t = useT();
  const form = useForm<CollaborateInput, unknown, CollaborateBody>({
    resolver: schemaResolver((schemas) => schemas.CollaborateBody),
    defaultValues: { proposedRole: 'Collaborator', message: '' },
  });

  async function handleSubmit(body: CollaborateBody) {
    try {
      await collaboration.mutateAsync(body);
      toast.success(t('messages.collaborationRequestSent'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('messages.collaborateFailed')));
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('problems.form.cancel')}
      onCancel={onClose}
      confirmLabel={t('problems.collaborate.send')}
      isPending={collaboration.isPending}
    >
      <p className="text-sm text-muted">
        <Trans
          id="problems.collaborate.intro"
          values={{ title: problemTitle }}
          components={{ 0: <span className="font-medium text-ink" /> }}
        />
      </p>
      <SelectField
        name="proposedRole"
        label={t('problems.collaborate.proposedRole')}
        options={PROPOSED_ROLES}
        optionLabel={(role) => t(`common.enums.proposedRole.${role}`)}
      />
      <CountedTextAreaField
        name="message"
        label={t('problems.collaborate.message')}
        rows={5}
        maxLength={REQUEST_MESSAGE_MAX}
        placeholder={t('problems.collaborate.messagePlaceholder')}
        counter={(values) => t('problems.form.counter', values)}
      />
    </DialogForm>
  );
}

import { type InviteBody, type InviteInput, REQUEST_MESSAGE_MAX } from '@skillsync/shared';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useInviteMember } from '../api/project-writes.ts';

type InviteDialogProps = { isOpen: boolean; onClose: () => void; projectId: string };

/**
 * The owner invites someone by e-mail (the way a private team grows). The answer is the same whether or not the
 * address is registered: a member finds the invitation in their inbox, anyone else gets an e-mail to join first.
 */
export function InviteDialog({ isOpen, onClose, projectId }: InviteDialogProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('projects.invite.title')}>
      <InviteForm projectId={projectId} onClose={onClose} />
    </Modal>
  );
}

function InviteForm({ projectId, onClose }: Omit<InviteDialogProps, 'isOpen'>) {
  const { t, field } = useFieldTexts<InviteInput>((t) => ({
    label: (name) => t(`projects.invite.${name}`),
    text: (key) => t(`projects.form.${key}`),
  }));
  const invitation = useInviteMember(projectId);
  const form = useForm<InviteInput, unknown, InviteBody>({
    resolver: schemaResolver((schemas) => schemas.InviteBody),
    defaultValues: { email: '', message: '' },
  });

  async function handleSubmit(body: InviteBody) {
    try {
      await invitation.mutateAsync(body);
      toast.success(t('projects.invite.sentTo', { email: body.email }));
      onClose();
    } catch (error) {
      // "Already invited", "your own address" and "the team is full" belong under the e-mail field.
      if (error instanceof ApiError && error.status < 500) {
        const message = errorMessage(error, t('projects.invite.failed'));
        form.setError('email', { type: 'server', message }, { shouldFocus: true });
      } else {
        toast.error(errorMessage(error, t('projects.invite.failed')));
      }
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('projects.form.cancel')}
      onCancel={onClose}
      confirmLabel={t('projects.invite.send')}
      isPending={invitation.isPending}
    >
      <p className="text-sm text-muted">{t('projects.invite.intro')}</p>
      <TextField {...field('email')} type="email" autoComplete="off" />
      <TextAreaField {...field('message', { hint: 'optional' })} rows={3} maxLength={REQUEST_MESSAGE_MAX} />
    </DialogForm>
  );
}

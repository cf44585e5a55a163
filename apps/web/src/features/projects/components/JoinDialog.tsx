import { Trans } from '@lingui/react';
import { JoinProjectBody, REQUEST_MESSAGE_MAX, splitCommaList } from '@skillsync/shared';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { CountedTextAreaField, TextField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useJoinProject } from '../api/project-writes.ts';

type JoinDialogProps = { isOpen: boolean; onClose: () => void; projectId: string; projectTitle: string };
type JoinFormValues = { message: string; skills: string };

/** Asks the owner for a place on the team, with a note and the skills the member brings. */
export function JoinDialog({ isOpen, onClose, projectId, projectTitle }: JoinDialogProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('projects.join.title')}>
      <JoinForm projectId={projectId} projectTitle={projectTitle} onClose={onClose} />
    </Modal>
  );
}

function JoinForm({ projectId, projectTitle, onClose }: Omit<JoinDialogProps, 'isOpen'>) {
  const t = useT();
  const joining = useJoinProject(projectId);
  const form = useForm<JoinFormValues>({ defaultValues: { message: '', skills: '' } });

  async function handleSubmit(values: JoinFormValues) {
    const parsed = JoinProjectBody.safeParse({ message: values.message, skills: splitCommaList(values.skills) });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      form.setError(issue?.path[0] === 'message' ? 'message' : 'skills', { message: issue?.message ?? '' });
      return;
    }
    try {
      await joining.mutateAsync(parsed.data);
      toast.success(t('messages.joinRequestSent'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('messages.joinRequestFailed')));
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('projects.form.cancel')}
      onCancel={onClose}
      confirmLabel={t('projects.join.send')}
      isPending={joining.isPending}
    >
      <p className="text-sm text-muted">
        <Trans
          id="projects.join.intro"
          values={{ title: projectTitle }}
          components={{ 0: <span className="font-medium text-ink" /> }}
        />
      </p>
      <CountedTextAreaField
        name="message"
        label={t('projects.join.message')}
        rows={4}
        maxLength={REQUEST_MESSAGE_MAX}
        placeholder={t('projects.join.messagePlaceholder')}
        counter={(values) => t('projects.form.counter', values)}
      />
      <TextField
        name="skills"
        label={t('projects.join.skills')}
        placeholder={t('projects.form.skillsPlaceholder')}
        hint={t('projects.form.commaHint')}
      />
    </DialogForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  CollaborateBody,
  type CollaborateInput,
  MESSAGES,
  PROPOSED_ROLES,
  REQUEST_MESSAGE_MAX,
} from '@skillsync/shared';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/Button.tsx';
import { Select, Textarea } from '../../../components/Field.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useRequestCollaboration } from '../api/request-collaboration.ts';

type CollaborateDialogProps = { isOpen: boolean; onClose: () => void; problemId: string; problemTitle: string };

/** Asks the problem's author to join the team, with a proposed role and a short note. */
export function CollaborateDialog({ isOpen, onClose, problemId, problemTitle }: CollaborateDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Request to collaborate">
      <CollaborateForm problemId={problemId} problemTitle={problemTitle} onClose={onClose} />
    </Modal>
  );
}

function CollaborateForm({ problemId, problemTitle, onClose }: Omit<CollaborateDialogProps, 'isOpen'>) {
  const collaboration = useRequestCollaboration(problemId);
  const form = useForm<CollaborateInput, unknown, CollaborateBody>({
    resolver: zodResolver(CollaborateBody),
    defaultValues: { proposedRole: 'Collaborator', message: '' },
  });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const { errors } = form.formState;

  async function handleSubmit(body: CollaborateBody) {
    try {
      await collaboration.mutateAsync(body);
      toast.success(MESSAGES.collaborationRequestSent);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.collaborateFailed));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-4">
      <p className="text-sm text-muted">
        The author of <span className="font-medium text-ink">{problemTitle}</span> will see your request in their inbox
        and can accept or decline it.
      </p>
      <Select
        label="Proposed role"
        error={errors.proposedRole?.message}
        {...form.register('proposedRole')}
        options={PROPOSED_ROLES}
      />
      <Textarea
        label="Message"
        rows={5}
        maxLength={REQUEST_MESSAGE_MAX}
        placeholder="Tell the author how you can help and what you bring."
        hint={`${message.length}/${REQUEST_MESSAGE_MAX} characters`}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={collaboration.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={collaboration.isPending}>
          Send Request
        </Button>
      </div>
    </form>
  );
}

import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../lib/api.ts';
import { toast } from '../lib/toast.ts';
import { Button, buttonClass } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type ActionText = 'edit' | 'delete' | 'deleteTitle' | 'deleteMessage' | 'deleteConfirm';

type WorkActionsProps = {
  editPath: string;
  /** Where focus can go once an action removes the button that opened its dialog. */
  editLinkRef?: Ref<HTMLAnchorElement>;
  /** The actions' words, from the work's own part of the catalog. */
  text: (key: ActionText) => string;
  deletion: { mutateAsync: () => Promise<unknown>; isPending: boolean };
  /** The list the member lands on once the work is deleted, and what the toasts say. */
  afterDelete: { path: string; done: string; failed: string };
  /** A failed delete closes the dialog (the work may have changed meanwhile) instead of offering it again. */
  closesOnFailure?: boolean;
  canDelete?: boolean;
  /** More actions, between Edit and Delete, and their dialogs. */
  children?: ReactNode;
  dialogs?: ReactNode;
};

/** Edit and delete (after a confirmation) for a problem, project or challenge, offered to its owner only. */
export function WorkActions(props: WorkActionsProps) {
  const { editPath, editLinkRef, text, deletion, afterDelete, canDelete = true, children, dialogs } = props;
  const navigate = useNavigate();
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  async function handleDelete() {
    try {
      // The server's English confirmation is not shown: the reader gets it in their own language.
      await deletion.mutateAsync();
      toast.success(afterDelete.done);
      await navigate(afterDelete.path, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, afterDelete.failed));
      if (props.closesOnFailure) setConfirmOpen(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Link ref={editLinkRef} to={editPath} className={buttonClass('secondary', 'px-3')}>
        <Pencil aria-hidden className="h-4 w-4" /> {text('edit')}
      </Link>
      {children}
      {canDelete && (
        <Button variant="danger-ghost" className="px-3" onClick={() => setConfirmOpen(true)}>
          <Trash2 aria-hidden className="h-4 w-4" /> {text('delete')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => void handleDelete()}
        title={text('deleteTitle')}
        message={text('deleteMessage')}
        confirmLabel={text('deleteConfirm')}
        isPending={deletion.isPending}
      />
      {dialogs}
    </div>
  );
}

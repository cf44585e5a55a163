import type { ProblemDetail } from '@skillsync/shared';
import { CircleCheckBig, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteProblem } from '../api/delete-problem.ts';
import { CompleteProblemDialog } from './CompleteProblemDialog.tsx';

/** Edit, delete and complete: offered to the problem's author only. */
export function AuthorActions({ problem }: { problem: ProblemDetail }) {
  const navigate = useNavigate();
  const t = useT();
  const deletion = useDeleteProblem(problem._id);
  const [openDialog, setOpenDialog] = useState<'delete' | 'complete' | null>(null);
  const closeDialog = () => setOpenDialog(null);
  const editLinkRef = useRef<HTMLAnchorElement>(null);
  // Completing removes the Mark as completed button that opened the dialog; focus goes on to Edit instead.
  const hasCompletedRef = useRef(false);

  async function handleDelete() {
    try {
      // The server's English confirmation is not shown: the reader gets it in their own language.
      await deletion.mutateAsync();
      toast.success(t('messages.problemDeleted'));
      await navigate('/problems', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, t('messages.deleteProblemFailed')));
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Link ref={editLinkRef} to={`/problems/${problem._id}/edit`} className={buttonClass('secondary', 'px-3')}>
        <Pencil aria-hidden className="h-4 w-4" /> {t('problems.authorActions.edit')}
      </Link>
      {problem.status !== 'Completed' && (
        <Button variant="secondary" className="px-3" onClick={() => setOpenDialog('complete')}>
          <CircleCheckBig aria-hidden className="h-4 w-4" /> {t('problems.authorActions.markCompleted')}
        </Button>
      )}
      <Button variant="danger-ghost" className="px-3" onClick={() => setOpenDialog('delete')}>
        <Trash2 aria-hidden className="h-4 w-4" /> {t('problems.authorActions.delete')}
      </Button>
      <ConfirmDialog
        isOpen={openDialog === 'delete'}
        onClose={closeDialog}
        onConfirm={() => void handleDelete()}
        title={t('problems.authorActions.deleteTitle')}
        message={t('problems.authorActions.deleteMessage', { title: problem.title })}
        confirmLabel={t('problems.authorActions.deleteConfirm')}
        isPending={deletion.isPending}
      />
      <CompleteProblemDialog
        isOpen={openDialog === 'complete'}
        onClose={closeDialog}
        problem={problem}
        onComplete={() => {
          hasCompletedRef.current = true;
        }}
        returnFocusTo={() => (hasCompletedRef.current ? editLinkRef.current : null)}
      />
    </div>
  );
}

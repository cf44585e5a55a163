import type { ProblemDetail } from '@skillsync/shared';
import { CircleCheckBig } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { WorkActions } from '../../../components/WorkActions.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDeleteProblem } from '../api/delete-problem.ts';
import { CompleteProblemDialog } from './CompleteProblemDialog.tsx';

/** Edit, delete and complete: offered to the problem's author only. */
export function AuthorActions({ problem }: { problem: ProblemDetail }) {
  const t = useT();
  const deletion = useDeleteProblem(problem._id);
  const [isCompleting, setCompleting] = useState(false);
  const editLinkRef = useRef<HTMLAnchorElement>(null);
  // Completing removes the Mark as completed button that opened the dialog; focus goes on to Edit instead.
  const hasCompletedRef = useRef(false);

  return (
    <WorkActions
      editPath={`/problems/${problem._id}/edit`}
      editLinkRef={editLinkRef}
      text={(key) => t(`problems.authorActions.${key}`, { title: problem.title })}
      deletion={deletion}
      afterDelete={{
        path: '/problems',
        done: t('messages.problemDeleted'),
        failed: t('messages.deleteProblemFailed'),
      }}
      dialogs={
        <CompleteProblemDialog
          isOpen={isCompleting}
          onClose={() => setCompleting(false)}
          problem={problem}
          onComplete={() => {
            hasCompletedRef.current = true;
          }}
          returnFocusTo={() => (hasCompletedRef.current ? editLinkRef.current : null)}
        />
      }
    >
      {problem.status !== 'Completed' && (
        <Button variant="secondary" className="px-3" onClick={() => setCompleting(true)}>
          <CircleCheckBig aria-hidden className="h-4 w-4" /> {t('problems.authorActions.markCompleted')}
        </Button>
      )}
    </WorkActions>
  );
}

import { Trans } from '@lingui/react';
import type { CompletionBody, ProblemDetail } from '@skillsync/shared';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { CompletionDialog } from '../../teams/index.ts';
import { useCompleteProblem } from '../api/complete-problem.ts';
import { enumLabel } from '../utils/enum-label.ts';

type CompleteProblemDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  problem: ProblemDetail;
  onComplete?: (problem: ProblemDetail) => void;
  /** Where focus goes once the dialog closes, when the button that opened it is gone (see Modal). */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** The author closes a problem, summarises it and credits the collaborators who helped (spec §4). */
export function CompleteProblemDialog({
  isOpen,
  onClose,
  problem,
  onComplete,
  returnFocusTo,
}: CompleteProblemDialogProps) {
  const t = useT();
  const completion = useCompleteProblem(problem._id);

  async function handleSubmit(body: CompletionBody) {
    try {
      const completed = await completion.mutateAsync(body);
      toast.success(t('messages.problemCompleted'));
      onComplete?.(completed);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t('messages.completeProblemFailed')));
      return false;
    }
  }

  return (
    <CompletionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('problems.complete.title')}
      intro={
        <Trans
          id="problems.complete.intro"
          values={{ title: problem.title }}
          components={{ 0: <span className="font-medium text-ink" /> }}
        />
      }
      team={problem.collaborators.map(({ user, role }) => ({
        user,
        roleLabel: enumLabel(`common.enums.proposedRole.${role}`, role),
      }))}
      submitLabel={t('problems.complete.submit')}
      isPending={completion.isPending}
      onSubmit={handleSubmit}
      returnFocusTo={returnFocusTo}
    />
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react';
import {
  COMPLETION_NOTES_MAX,
  CompletionBody,
  type CompletionInput,
  type ProblemDetail,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
} from '@skillsync/shared';
import { Award } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Textarea } from '../../../components/Field.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
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
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('problems.complete.title')}
      size="lg"
      returnFocusTo={returnFocusTo}
    >
      <CompleteProblemForm problem={problem} onClose={onClose} onComplete={onComplete} />
    </Modal>
  );
}

function CompleteProblemForm({
  problem,
  onClose,
  onComplete,
}: Omit<CompleteProblemDialogProps, 'isOpen' | 'returnFocusTo'>) {
  const completion = useCompleteProblem(problem._id);
  const t = useT();
  const form = useForm<CompletionInput, unknown, CompletionBody>({
    resolver: zodResolver(CompletionBody),
    defaultValues: {
      completionNotes: '',
      acknowledgedCollaborators: problem.collaborators.map((collaborator) => collaborator.user.id),
    },
  });
  const notes = useWatch({ control: form.control, name: 'completionNotes' }) ?? '';
  const { errors } = form.formState;

  async function handleSubmit(body: CompletionBody) {
    try {
      const completed = await completion.mutateAsync(body);
      toast.success(t('messages.problemCompleted'));
      onComplete?.(completed);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('messages.completeProblemFailed')));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-5">
      <p className="text-sm text-muted">
        <Trans
          id="problems.complete.intro"
          values={{ title: problem.title }}
          components={{ 0: <span className="font-medium text-ink" /> }}
        />
      </p>
      <Textarea
        label={t('problems.complete.summary')}
        rows={4}
        maxLength={COMPLETION_NOTES_MAX}
        placeholder={t('problems.complete.summaryPlaceholder')}
        hint={t('problems.form.counter', { length: notes.length, max: COMPLETION_NOTES_MAX })}
        error={errors.completionNotes?.message}
        {...form.register('completionNotes')}
      />
      {problem.collaborators.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('problems.complete.acknowledge')}</legend>
          <Controller
            control={form.control}
            name="acknowledgedCollaborators"
            render={({ field }) => {
              const selected = new Set(field.value ?? []);
              return (
                <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
                  {problem.collaborators.map(({ user, role }) => (
                    <li key={user.id}>
                      <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                          checked={selected.has(user.id)}
                          onChange={(event) => {
                            const next = new Set(selected);
                            if (event.target.checked) next.add(user.id);
                            else next.delete(user.id);
                            field.onChange([...next]);
                          }}
                        />
                        <Avatar name={user.name} src={user.avatar} size="sm" />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-sm font-medium text-ink">{user.name}</span>
                          <span className="block text-xs text-muted">
                            {enumLabel(`common.enums.proposedRole.${role}`, role)}
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              );
            }}
          />
        </fieldset>
      )}
      <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-800">
        <Award aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {t('problems.complete.reward', {
            completer: REPUTATION_FOR_COMPLETER,
            collaborator: REPUTATION_FOR_COLLABORATOR,
          })}
        </span>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={completion.isPending}>
          {t('problems.form.cancel')}
        </Button>
        <Button type="submit" isLoading={completion.isPending}>
          {t('problems.complete.submit')}
        </Button>
      </div>
    </form>
  );
}

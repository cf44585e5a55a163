import {
  COMPLETION_NOTES_MAX,
  type CompletionBody,
  type CompletionInput,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
  type UserSummary,
} from '@skillsync/shared';
import { Award, TriangleAlert } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Avatar } from '../../../components/Avatar.tsx';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { CountedTextAreaField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';

/** One member of the team the completer may credit, with their role already in the reader's language. */
export type CreditableMember = { user: UserSummary; roleLabel: string };

type CompletionDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  team: CreditableMember[];
  submitLabel: string;
  isPending: boolean;
  /**
   * What is still open ("2 tasks and 1 milestone are still open."), when something is: the dialog says so and asks
   * the completer to confirm before it sends anything.
   */
  openWork?: string;
  /** Sends the completion; resolves true when it was done (the dialog then closes). */
  onSubmit: (body: CompletionBody) => Promise<boolean>;
  /** Where focus goes once the dialog closes, when the button that opened it is gone (see Modal). */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** Closing a problem or a project (spec §4): a summary, and the team members to credit with reputation. */
export function CompletionDialog({ isOpen, onClose, title, returnFocusTo, ...formProps }: CompletionDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} size="lg" returnFocusTo={returnFocusTo}>
      <CompletionForm onClose={onClose} {...formProps} />
    </Modal>
  );
}

/** The warning about open work, and the box that confirms completing anyway. */
function OpenWorkConfirmation({
  openWork,
  isConfirmed,
  onChange,
  error,
  inputRef,
}: {
  openWork: string;
  isConfirmed: boolean;
  onChange: (isConfirmed: boolean) => void;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const errorId = useId();
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {openWork} {t('teamwork.completion.openWorkStays')}
        </span>
      </p>
      <label className="mt-2 flex cursor-pointer items-start gap-2">
        <input
          ref={inputRef}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
          checked={isConfirmed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('teamwork.completion.confirmOpenWork')}</span>
      </label>
      {error && (
        <p id={errorId} className="mt-1 pl-6 text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function CompletionForm({
  onClose,
  intro,
  team,
  submitLabel,
  isPending,
  openWork,
  onSubmit,
}: Omit<CompletionDialogProps, 'isOpen' | 'title' | 'returnFocusTo'>) {
  const t = useT();
  const [isConfirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const confirmRef = useRef<HTMLInputElement>(null);
  const form = useForm<CompletionInput, unknown, CompletionBody>({
    resolver: schemaResolver((schemas) => schemas.CompletionBody),
    defaultValues: { completionNotes: '', acknowledgedCollaborators: team.map((member) => member.user.id) },
  });

  async function handleSubmit(body: CompletionBody) {
    // Open work is asked about first: nothing is sent until the completer confirms.
    if (openWork && !isConfirmed) {
      setConfirmError(t('teamwork.completion.confirmOpenWorkRequired'));
      confirmRef.current?.focus();
      return;
    }
    if (await onSubmit(body)) onClose();
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      className="space-y-5"
      cancelLabel={t('teamwork.completion.cancel')}
      onCancel={onClose}
      confirmLabel={submitLabel}
      isPending={isPending}
    >
      <p className="text-sm text-muted">{intro}</p>
      {openWork && (
        <OpenWorkConfirmation
          openWork={openWork}
          isConfirmed={isConfirmed}
          onChange={(checked) => {
            setConfirmed(checked);
            if (checked) setConfirmError(undefined);
          }}
          error={confirmError}
          inputRef={confirmRef}
        />
      )}
      <CountedTextAreaField
        name="completionNotes"
        label={t('teamwork.completion.summary')}
        rows={4}
        maxLength={COMPLETION_NOTES_MAX}
        placeholder={t('teamwork.completion.summaryPlaceholder')}
        counter={(values) => t('teamwork.completion.counter', values)}
      />
      {team.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('teamwork.completion.acknowledge')}</legend>
          <Controller
            control={form.control}
            name="acknowledgedCollaborators"
            render={({ field }) => {
              const selected = new Set(field.value ?? []);
              return (
                <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
                  {team.map(({ user, roleLabel }) => (
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
                          <span className="block text-xs text-muted">{roleLabel}</span>
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
          {t('teamwork.completion.reward', {
            completer: REPUTATION_FOR_COMPLETER,
            collaborator: REPUTATION_FOR_COLLABORATOR,
          })}
        </span>
      </p>
    </DialogForm>
  );
}

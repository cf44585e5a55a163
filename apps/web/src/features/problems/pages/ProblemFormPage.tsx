import type { CreateProblemBody } from '@skillsync/shared';
import { FileClock } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { EditWorkPage, useSaveThenOpen } from '../../../components/EditWorkPage.tsx';
import { FormPage } from '../../../components/FormLayout.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateProblem } from '../api/create-problem.ts';
import { useProblem } from '../api/get-problem.ts';
import { useUpdateProblem } from '../api/update-problem.ts';
import { ProblemDetailSkeleton } from '../components/ProblemDetailSkeleton.tsx';
import { ProblemForm } from '../components/ProblemForm.tsx';
import { ProblemNotFound } from '../components/ProblemNotFound.tsx';
import { clearProblemDraft, loadProblemDraft, saveProblemDraft } from '../utils/problem-draft.ts';
import { EMPTY_PROBLEM_FORM, type ProblemFormValues, toProblemFormValues } from '../utils/problem-form-values.ts';

function CreateProblem({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const creation = useCreateProblem();
  const [draft, setDraft] = useState(() => loadProblemDraft(userId));
  // A new key remounts the form, which is how discarding a restored draft empties it.
  const [formKey, setFormKey] = useState(0);
  const t = useT();
  useDocumentTitle(t('problems.create.title'));

  async function handleSubmit(body: CreateProblemBody) {
    const problem = await creation.mutateAsync(body);
    clearProblemDraft(userId);
    toast.success(t('problems.create.posted'));
    await navigate(`/problems/${problem._id}`);
  }

  function handleSaveDraft(values: ProblemFormValues) {
    try {
      saveProblemDraft(userId, values);
      toast.success(t('messages.draftSaved'));
    } catch {
      toast.error(t('problems.create.draftNotSaved'));
    }
  }

  function handleDiscardDraft() {
    clearProblemDraft(userId);
    setDraft(null);
    setFormKey((key) => key + 1);
  }

  return (
    <FormPage title={t('problems.create.title')} subtitle={t('problems.create.subtitle')}>
      {draft && (
        <div
          role="status"
          className="mb-6 flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-2">
            <FileClock aria-hidden className="h-4 w-4 shrink-0" /> {t('problems.create.draftRestored')}
          </p>
          <Button variant="ghost" className="px-3 py-1.5 text-sky-900" onClick={handleDiscardDraft}>
            {t('problems.create.discardDraft')}
          </Button>
        </div>
      )}
      <ProblemForm
        key={formKey}
        defaultValues={draft ?? EMPTY_PROBLEM_FORM}
        submitLabel={t('problems.postProblem')}
        failureMessage={t('messages.createProblemFailed')}
        cancelTo="/problems"
        onSubmit={handleSubmit}
        onSaveDraft={handleSaveDraft}
      />
    </FormPage>
  );
}

function EditProblem({ id }: { id: string }) {
  const query = useProblem(id);
  const update = useUpdateProblem(id);
  const t = useT();
  const handleSubmit = useSaveThenOpen(update.mutateAsync, t('problems.edit.updated'), () => `/problems/${id}`);

  return (
    <EditWorkPage
      query={query}
      title={t('problems.edit.title')}
      notFoundTitle={t('problems.notFound.title')}
      loadFailed={t('messages.loadProblemFailed')}
      skeleton={<ProblemDetailSkeleton />}
      notFound={<ProblemNotFound />}
    >
      {(problem) =>
        // Only the author may edit; anyone else is sent to the problem itself.
        problem.viewer.isAuthor ? (
          <FormPage title={t('problems.edit.title')} subtitle={t('problems.edit.subtitle')}>
            <ProblemForm
              defaultValues={toProblemFormValues(problem)}
              submitLabel={t('problems.edit.saveChanges')}
              failureMessage={t('messages.updateProblemFailed')}
              cancelTo={`/problems/${id}`}
              onSubmit={handleSubmit}
            />
          </FormPage>
        ) : (
          <Navigate to={`/problems/${id}`} replace />
        )
      }
    </EditWorkPage>
  );
}

/** /problems/create and /problems/:id/edit (both behind RequireAuth). */
export function ProblemFormPage() {
  const { id } = useParams();
  const userId = useAuthStore((state) => state.user?.id);
  if (!userId) return null;
  return id ? <EditProblem id={id} /> : <CreateProblem userId={userId} />;
}

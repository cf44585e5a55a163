import { type CreateProblemBody, MESSAGES } from '@skillsync/shared';
import { FileClock } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { ErrorState } from '../../../components/States.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateProblem } from '../api/create-problem.ts';
import { useProblem } from '../api/get-problem.ts';
import { useUpdateProblem } from '../api/update-problem.ts';
import { ProblemDetailSkeleton } from '../components/ProblemDetailSkeleton.tsx';
import { ProblemForm } from '../components/ProblemForm.tsx';
import { ProblemNotFound } from '../components/ProblemNotFound.tsx';
import { clearProblemDraft, loadProblemDraft, saveProblemDraft } from '../utils/problem-draft.ts';
import { EMPTY_PROBLEM_FORM, type ProblemFormValues, toProblemFormValues } from '../utils/problem-form-values.ts';

function PageShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

function CreateProblem({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const creation = useCreateProblem();
  const [draft, setDraft] = useState(() => loadProblemDraft(userId));
  // A new key remounts the form, which is how discarding a restored draft empties it.
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle('Post a Problem');

  async function handleSubmit(body: CreateProblemBody) {
    const problem = await creation.mutateAsync(body);
    clearProblemDraft(userId);
    toast.success('Problem posted!');
    await navigate(`/problems/${problem._id}`);
  }

  function handleSaveDraft(values: ProblemFormValues) {
    try {
      saveProblemDraft(userId, values);
      toast.success(MESSAGES.draftSaved);
    } catch {
      toast.error('Your browser did not let us save the draft. Check that site storage is allowed.');
    }
  }

  function handleDiscardDraft() {
    clearProblemDraft(userId);
    setDraft(null);
    setFormKey((key) => key + 1);
  }

  return (
    <PageShell
      title="Post a Problem"
      subtitle="Describe a real-world challenge and find people with the skills to solve it."
    >
      {draft && (
        <div
          role="status"
          className="mb-6 flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-2">
            <FileClock aria-hidden className="h-4 w-4 shrink-0" /> We restored the draft you saved earlier.
          </p>
          <Button variant="ghost" className="px-3 py-1.5 text-sky-900" onClick={handleDiscardDraft}>
            Discard draft
          </Button>
        </div>
      )}
      <ProblemForm
        key={formKey}
        defaultValues={draft ?? EMPTY_PROBLEM_FORM}
        submitLabel="Post Problem"
        failureMessage={MESSAGES.createProblemFailed}
        cancelTo="/problems"
        onSubmit={handleSubmit}
        onSaveDraft={handleSaveDraft}
      />
    </PageShell>
  );
}

function EditProblem({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useProblem(id);
  const update = useUpdateProblem(id);
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(isNotFound ? 'Problem Not Found' : 'Edit Problem');

  if (query.isPending) return <ProblemDetailSkeleton />;
  if (query.isError) {
    if (isNotFound) return <ProblemNotFound />;
    return (
      <PageShell title="Edit Problem">
        <ErrorState message={MESSAGES.loadProblemFailed} onRetry={() => void query.refetch()} />
      </PageShell>
    );
  }
  // Only the author may edit; anyone else is sent to the problem itself.
  if (!query.data.viewer.isAuthor) return <Navigate to={`/problems/${id}`} replace />;

  async function handleSubmit(body: CreateProblemBody) {
    await update.mutateAsync(body);
    toast.success('Problem updated successfully!');
    await navigate(`/problems/${id}`);
  }

  return (
    <PageShell title="Edit Problem" subtitle="Keep the problem up to date for the people who want to help.">
      <ProblemForm
        defaultValues={toProblemFormValues(query.data)}
        submitLabel="Save Changes"
        failureMessage={MESSAGES.updateProblemFailed}
        cancelTo={`/problems/${id}`}
        onSubmit={handleSubmit}
      />
    </PageShell>
  );
}

/** /problems/create and /problems/:id/edit (both behind RequireAuth). */
export function ProblemFormPage() {
  const { id } = useParams();
  const userId = useAuthStore((state) => state.user?.id);
  if (!userId) return null;
  return id ? <EditProblem id={id} /> : <CreateProblem userId={userId} />;
}

import type { CreateProjectBody, UpdateProjectBody } from '@skillsync/shared';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FormPage } from '../../../components/FormLayout.tsx';
import { ErrorState } from '../../../components/States.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProject } from '../api/get-project.ts';
import { useCreateProject, useUpdateProject } from '../api/project-writes.ts';
import { ProjectDetailSkeleton } from '../components/ProjectDetailSkeleton.tsx';
import { ProjectForm } from '../components/ProjectForm.tsx';
import { ProjectNotFound } from '../components/ProjectNotFound.tsx';
import {
  createProjectResolver,
  EMPTY_PROJECT_FORM,
  toProjectFormValues,
  updateProjectResolver,
} from '../utils/project-form-values.ts';

function CreateProject() {
  const navigate = useNavigate();
  const creation = useCreateProject();
  const t = useT();
  useDocumentTitle(t('projects.createPage.title'));

  async function handleSubmit(body: CreateProjectBody) {
    const project = await creation.mutateAsync(body);
    toast.success(t('projects.createPage.created'));
    await navigate(`/projects/${project._id}`);
  }

  return (
    <FormPage title={t('projects.createPage.title')} subtitle={t('projects.createPage.subtitle')}>
      <ProjectForm
        mode="create"
        defaultValues={EMPTY_PROJECT_FORM}
        resolver={createProjectResolver}
        submitLabel={t('projects.createPage.submit')}
        failureMessage={t('messages.createProjectFailed')}
        cancelTo="/projects"
        onSubmit={handleSubmit}
      />
    </FormPage>
  );
}

function EditProject({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useProject(id);
  const update = useUpdateProject(id);
  const t = useT();
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(isNotFound ? t('projects.notFound.title') : t('projects.editPage.title'));

  if (query.isPending) return <ProjectDetailSkeleton />;
  if (query.isError) {
    if (isNotFound) return <ProjectNotFound />;
    return (
      <FormPage title={t('projects.editPage.title')}>
        <ErrorState message={t('messages.loadProjectFailed')} onRetry={() => void query.refetch()} />
      </FormPage>
    );
  }
  // Only the owner may edit (spec §2); anyone else is sent to the projects list.
  if (!query.data.viewer.isOwner) return <Navigate to="/projects" replace />;

  async function handleSubmit(body: UpdateProjectBody) {
    await update.mutateAsync(body);
    toast.success(t('messages.projectUpdated'));
    await navigate(`/projects/${id}`);
  }

  return (
    <FormPage title={t('projects.editPage.title')} subtitle={t('projects.editPage.subtitle')}>
      <ProjectForm
        mode="edit"
        defaultValues={toProjectFormValues(query.data)}
        resolver={updateProjectResolver}
        submitLabel={t('projects.editPage.submit')}
        failureMessage={t('messages.updateProjectFailed')}
        cancelTo={`/projects/${id}`}
        onSubmit={handleSubmit}
      />
    </FormPage>
  );
}

/** /projects/create and /projects/:id/edit (both behind RequireAuth). */
export function ProjectFormPage() {
  const { id } = useParams();
  return id ? <EditProject id={id} /> : <CreateProject />;
}

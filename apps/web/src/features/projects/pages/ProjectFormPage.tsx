import { Navigate, useParams } from 'react-router';
import { EditWorkPage, useSaveThenOpen } from '../../../components/EditWorkPage.tsx';
import { FormPage } from '../../../components/FormLayout.tsx';
import { useT } from '../../../lib/i18n.ts';
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
  const creation = useCreateProject();
  const t = useT();
  useDocumentTitle(t('projects.createPage.title'));
  const handleSubmit = useSaveThenOpen(
    creation.mutateAsync,
    t('projects.createPage.created'),
    (project) => `/projects/${project._id}`,
  );

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
  const query = useProject(id);
  const update = useUpdateProject(id);
  const t = useT();
  const handleSubmit = useSaveThenOpen(update.mutateAsync, t('messages.projectUpdated'), () => `/projects/${id}`);

  return (
    <EditWorkPage
      query={query}
      title={t('projects.editPage.title')}
      notFoundTitle={t('projects.notFound.title')}
      loadFailed={t('messages.loadProjectFailed')}
      skeleton={<ProjectDetailSkeleton />}
      notFound={<ProjectNotFound />}
    >
      {(project) =>
        // Only the owner may edit (spec §2); anyone else is sent to the projects list.
        project.viewer.isOwner ? (
          <FormPage title={t('projects.editPage.title')} subtitle={t('projects.editPage.subtitle')}>
            <ProjectForm
              mode="edit"
              defaultValues={toProjectFormValues(project)}
              resolver={updateProjectResolver}
              submitLabel={t('projects.editPage.submit')}
              failureMessage={t('messages.updateProjectFailed')}
              cancelTo={`/projects/${id}`}
              onSubmit={handleSubmit}
            />
          </FormPage>
        ) : (
          <Navigate to="/projects" replace />
        )
      }
    </EditWorkPage>
  );
}

/** /projects/create and /projects/:id/edit (both behind RequireAuth). */
export function ProjectFormPage() {
  const { id } = useParams();
  return id ? <EditProject id={id} /> : <CreateProject />;
}

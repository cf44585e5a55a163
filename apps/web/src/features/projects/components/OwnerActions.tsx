import { Trans } from '@lingui/react';
import type { CompletionBody, ProjectDetail } from '@skillsync/shared';
import { CircleCheckBig, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { CompletionDialog } from '../../teams/index.ts';
import { useCompleteProject, useDeleteProject } from '../api/project-writes.ts';
import { InviteDialog } from './InviteDialog.tsx';

/** What completing would leave open, in words ("2 tasks and 1 milestone are still open."), or nothing. */
function useOpenWork({ progress }: ProjectDetail) {
  const t = useT();
  const tasks = progress.tasksTotal - progress.tasksDone;
  const milestones = progress.milestonesTotal - progress.milestonesDone;
  if (tasks > 0 && milestones > 0) return t('projects.complete.openTasksAndMilestones', { tasks, milestones });
  if (tasks > 0) return t('projects.complete.openTasks', { tasks });
  if (milestones > 0) return t('projects.complete.openMilestones', { milestones });
  return undefined;
}

/** Edit, invite, complete and delete: offered to the project's owner only. */
export function OwnerActions({ project }: { project: ProjectDetail }) {
  const navigate = useNavigate();
  const t = useT();
  const deletion = useDeleteProject(project._id);
  const completion = useCompleteProject(project._id);
  const [openDialog, setOpenDialog] = useState<'delete' | 'complete' | 'invite' | null>(null);
  const closeDialog = () => setOpenDialog(null);
  const editLinkRef = useRef<HTMLAnchorElement>(null);
  const isCompleted = project.status === 'Completed';
  const openWork = useOpenWork(project);

  async function handleDelete() {
    try {
      await deletion.mutateAsync();
      toast.success(t('messages.projectDeleted'));
      await navigate('/projects', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, t('messages.deleteProjectFailed')));
    }
  }

  async function handleComplete(body: CompletionBody) {
    try {
      await completion.mutateAsync(body);
      toast.success(t('projects.complete.done'));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t('projects.complete.failed')));
      return false;
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Link ref={editLinkRef} to={`/projects/${project._id}/edit`} className={buttonClass('secondary', 'px-3')}>
        <Pencil aria-hidden className="h-4 w-4" /> {t('projects.ownerActions.edit')}
      </Link>
      {!isCompleted && (
        <>
          <Button variant="secondary" className="px-3" onClick={() => setOpenDialog('invite')}>
            <UserPlus aria-hidden className="h-4 w-4" /> {t('projects.ownerActions.invite')}
          </Button>
          <Button variant="secondary" className="px-3" onClick={() => setOpenDialog('complete')}>
            <CircleCheckBig aria-hidden className="h-4 w-4" /> {t('projects.ownerActions.markCompleted')}
          </Button>
          <Button variant="danger-ghost" className="px-3" onClick={() => setOpenDialog('delete')}>
            <Trash2 aria-hidden className="h-4 w-4" /> {t('projects.ownerActions.delete')}
          </Button>
        </>
      )}
      <ConfirmDialog
        isOpen={openDialog === 'delete'}
        onClose={closeDialog}
        onConfirm={() => void handleDelete()}
        title={t('projects.ownerActions.deleteTitle')}
        message={t('projects.ownerActions.deleteMessage', { title: project.title })}
        confirmLabel={t('projects.ownerActions.deleteConfirm')}
        isPending={deletion.isPending}
      />
      <InviteDialog isOpen={openDialog === 'invite'} onClose={closeDialog} projectId={project._id} />
      <CompletionDialog
        isOpen={openDialog === 'complete'}
        onClose={closeDialog}
        title={t('projects.complete.title')}
        intro={
          <Trans
            id="projects.complete.intro"
            values={{ title: project.title }}
            components={{ 0: <span className="font-medium text-ink" /> }}
          />
        }
        team={project.members.map(({ user, role }) => ({ user, roleLabel: role }))}
        submitLabel={t('projects.complete.submit')}
        openWork={openWork}
        isPending={completion.isPending}
        onSubmit={handleComplete}
        // Completing removes the buttons that opened the dialog; focus goes on to Edit instead.
        returnFocusTo={() => editLinkRef.current}
      />
    </div>
  );
}

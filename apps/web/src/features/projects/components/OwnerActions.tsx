import { Trans } from '@lingui/react';
import type { CompletionBody, ProjectDetail } from '@skillsync/shared';
import { CircleCheckBig, UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { WorkActions } from '../../../components/WorkActions.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { CompletionDialog } from '../../teams/index.ts';
import { useCompleteProject, useDeleteProject } from '../api/project-writes.ts';
import { InviteDialog } from './InviteDialog.tsx';

// The project's title in the intro stands out from the sentence around it.
const INTRO_PARTS = { 0: <span className="font-medium text-ink" /> };

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
  const t = useT();
  const deletion = useDeleteProject(project._id);
  const completion = useCompleteProject(project._id);
  const [openDialog, setOpenDialog] = useState<'complete' | 'invite' | null>(null);
  const closeDialog = () => setOpenDialog(null);
  const editLinkRef = useRef<HTMLAnchorElement>(null);
  const isCompleted = project.status === 'Completed';
  const openWork = useOpenWork(project);

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

  const dialogs = (
    <>
      <InviteDialog isOpen={openDialog === 'invite'} onClose={closeDialog} projectId={project._id} />
      <CompletionDialog
        isOpen={openDialog === 'complete'}
        onClose={closeDialog}
        title={t('projects.complete.title')}
        intro={<Trans id="projects.complete.intro" values={{ title: project.title }} components={INTRO_PARTS} />}
        team={project.members.map(({ user, role }) => ({ user, roleLabel: role }))}
        submitLabel={t('projects.complete.submit')}
        openWork={openWork}
        isPending={completion.isPending}
        onSubmit={handleComplete}
        // Completing removes the buttons that opened the dialog; focus goes on to Edit instead.
        returnFocusTo={() => editLinkRef.current}
      />
    </>
  );

  return (
    <WorkActions
      editPath={`/projects/${project._id}/edit`}
      editLinkRef={editLinkRef}
      text={(key) => t(`projects.ownerActions.${key}`, { title: project.title })}
      deletion={deletion}
      afterDelete={{
        path: '/projects',
        done: t('messages.projectDeleted'),
        failed: t('messages.deleteProjectFailed'),
      }}
      canDelete={!isCompleted}
      dialogs={dialogs}
    >
      {!isCompleted && (
        <>
          <Button variant="secondary" className="px-3" onClick={() => setOpenDialog('invite')}>
            <UserPlus aria-hidden className="h-4 w-4" /> {t('projects.ownerActions.invite')}
          </Button>
          <Button variant="secondary" className="px-3" onClick={() => setOpenDialog('complete')}>
            <CircleCheckBig aria-hidden className="h-4 w-4" /> {t('projects.ownerActions.markCompleted')}
          </Button>
        </>
      )}
    </WorkActions>
  );
}

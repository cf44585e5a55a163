import type { Milestone, ProjectDetail } from '@skillsync/shared';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from '@skillsync/shared/constants';
import { CalendarDays, Flag, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Card } from '../../../components/States.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { formatDay, formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateMilestone, useDeleteMilestone, useUpdateMilestone } from '../api/work-writes.ts';

type MilestoneFormValues = { title: string; description: string; dueDate: string };

function MilestoneForm({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t, field } = useFieldTexts<MilestoneFormValues>((t) => ({
    label: (name) => t(`projects.milestones.${name}`),
    text: (key) => t(`projects.form.${key}`),
  }));
  const creation = useCreateMilestone(projectId);
  const form = useForm<MilestoneFormValues>({ defaultValues: { title: '', description: '', dueDate: '' } });
  const { isSubmitting } = form.formState;

  async function handleSubmit(values: MilestoneFormValues) {
    try {
      await creation.mutateAsync({ ...values, dueDate: values.dueDate || null });
      toast.success(t('projects.milestones.added'));
      onClose();
    } catch (error) {
      for (const item of error instanceof ApiError ? error.errors : []) {
        if (item.param === 'title' || item.param === 'description' || item.param === 'dueDate') {
          form.setError(item.param, { type: 'server', message: item.msg });
        }
      }
      toast.error(errorMessage(error, t('projects.milestones.failed')));
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('projects.form.cancel')}
      onCancel={onClose}
      confirmLabel={t('projects.milestones.add')}
      isPending={isSubmitting}
    >
      <TextField
        {...field('title', { label: 'titleField' })}
        maxLength={TASK_TITLE_MAX}
        rules={{ validate: (value) => value.trim() !== '' || t('messages.milestoneTitleRequired') }}
      />
      <TextAreaField {...field('description', { hint: 'optional' })} rows={3} maxLength={TASK_DESCRIPTION_MAX} />
      <TextField {...field('dueDate', { hint: 'optional' })} type="date" />
    </DialogForm>
  );
}

function MilestoneItem({
  project,
  milestone,
  canEdit,
}: {
  project: ProjectDetail;
  milestone: Milestone;
  canEdit: boolean;
}) {
  const t = useT();
  const update = useUpdateMilestone(project._id);
  const deletion = useDeleteMilestone(project._id);

  async function handleToggle() {
    try {
      await update.mutateAsync({ milestoneId: milestone._id, completed: !milestone.completed });
    } catch (error) {
      toast.error(errorMessage(error, t('projects.milestones.failed')));
    }
  }

  async function handleDelete() {
    try {
      await deletion.mutateAsync(milestone._id);
      toast.success(t('messages.milestoneDeleted'));
    } catch (error) {
      toast.error(errorMessage(error, t('projects.milestones.failed')));
    }
  }

  return (
    <li className="flex items-start gap-3 py-3">
      {canEdit ? (
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 rounded border-slate-300 accent-brand-600"
          checked={milestone.completed}
          disabled={update.isPending}
          onChange={() => void handleToggle()}
          aria-label={t('projects.milestones.reachedLabel', { title: milestone.title })}
        />
      ) : (
        <Flag
          aria-hidden
          className={`mt-1 h-4 w-4 shrink-0 ${milestone.completed ? 'text-brand-600' : 'text-slate-400'}`}
        />
      )}
      <div className="min-w-0 flex-1">
        <p
          className={`text-sm font-medium break-words ${milestone.completed ? 'text-muted line-through' : 'text-ink'}`}
        >
          {milestone.title}
        </p>
        {milestone.description && (
          <p className="mt-0.5 text-sm whitespace-pre-line text-slate-700">{milestone.description}</p>
        )}
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
          {milestone.dueDate && (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="h-3.5 w-3.5" />
              {t('projects.milestones.due', { date: formatDay(milestone.dueDate) })}
            </span>
          )}
          {milestone.completedAt && (
            <span>{t('projects.milestones.reachedOn', { date: formatRelativeDate(milestone.completedAt) })}</span>
          )}
        </p>
      </div>
      {canEdit && (
        <Button
          variant="ghost"
          className="px-2 py-1"
          onClick={() => void handleDelete()}
          disabled={deletion.isPending}
          aria-label={t('projects.milestones.deleteLabel', { title: milestone.title })}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      )}
    </li>
  );
}

/** The project's milestones: the owner adds them and ticks them off as they are reached. */
export function Milestones({ project }: { project: ProjectDetail }) {
  const t = useT();
  const [isAdding, setAdding] = useState(false);
  const canEdit = project.viewer.isOwner && project.status !== 'Completed';
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{t('projects.milestones.title')}</h2>
        {canEdit && (
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-4 w-4" /> {t('projects.milestones.addButton')}
          </Button>
        )}
      </div>
      {project.milestones.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('projects.milestones.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {project.milestones.map((milestone) => (
            <MilestoneItem key={milestone._id} project={project} milestone={milestone} canEdit={canEdit} />
          ))}
        </ul>
      )}
      <Modal isOpen={isAdding} onClose={() => setAdding(false)} title={t('projects.milestones.newTitle')}>
        <MilestoneForm projectId={project._id} onClose={() => setAdding(false)} />
      </Modal>
    </Card>
  );
}

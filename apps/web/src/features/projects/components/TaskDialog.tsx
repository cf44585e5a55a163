import type { ProjectDetail, Task } from '@skillsync/shared';
import { TASK_DESCRIPTION_MAX, TASK_PRIORITIES, TASK_STATUSES, TASK_TITLE_MAX } from '@skillsync/shared/constants';
import { Trash2 } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateTask, useDeleteTask, useUpdateTask } from '../api/work-writes.ts';

type TaskFormValues = {
  title: string;
  description: string;
  status: string;
  priority: string;
  assignedTo: string;
  dueDate: string;
};
const TASK_FIELDS = ['title', 'description', 'status', 'priority', 'assignedTo', 'dueDate'] as const;

type TaskFormProps = { project: ProjectDetail; task: Task | null; onClose: () => void };
type TaskDialogProps = TaskFormProps & { isOpen: boolean };

/** Adds a task to the board, or edits one: what, who, by when, how urgent, and where it stands. */
export function TaskDialog({ isOpen, project, task, onClose }: TaskDialogProps) {
  const t = useT();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={task ? t('projects.task.editTitle') : t('projects.task.newTitle')}
      size="lg"
    >
      <TaskForm key={task?._id ?? 'new'} project={project} task={task} onClose={onClose} />
    </Modal>
  );
}

function TaskForm({ project, task, onClose }: TaskFormProps) {
  const { t, field } = useFieldTexts<TaskFormValues>((t) => ({
    label: (name) => t(`projects.task.${name}`),
    text: (key) => t(`projects.form.${key}`),
  }));
  const creation = useCreateTask(project._id);
  const update = useUpdateTask(project._id);
  const deletion = useDeleteTask(project._id);
  const form = useForm<TaskFormValues>({
    defaultValues: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      status: task?.status ?? 'Todo',
      priority: task?.priority ?? 'Medium',
      assignedTo: task?.assignedTo?.id ?? '',
      dueDate: task?.dueDate ?? '',
    },
  });
  const { isSubmitting } = form.formState;
  const team = [project.owner, ...project.members.map((member) => member.user)];

  async function handleSubmit(values: TaskFormValues) {
    const body = {
      title: values.title,
      description: values.description,
      status: values.status as Task['status'],
      priority: values.priority as Task['priority'],
      assignedTo: values.assignedTo || null,
      dueDate: values.dueDate || null,
    };
    try {
      if (task) await update.mutateAsync({ taskId: task._id, ...body });
      else await creation.mutateAsync(body);
      toast.success(task ? t('projects.task.saved') : t('projects.task.added'));
      onClose();
    } catch (error) {
      showServerErrors(form.setError, error, TASK_FIELDS);
      toast.error(errorMessage(error, t('projects.task.failed')));
    }
  }

  async function handleDelete() {
    if (!task) return;
    try {
      await deletion.mutateAsync(task._id);
      toast.success(t('messages.taskDeleted'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('projects.task.failed')));
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-4">
        <TextField
          {...field('title')}
          maxLength={TASK_TITLE_MAX}
          rules={{ validate: (value) => value.trim() !== '' || t('messages.taskTitleRequired') }}
        />
        <TextAreaField {...field('description', { hint: 'optional' })} rows={3} maxLength={TASK_DESCRIPTION_MAX} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...field('status')}
            options={TASK_STATUSES}
            optionLabel={(status) => t(`common.enums.taskStatus.${status}`)}
          />
          <SelectField
            {...field('priority')}
            options={TASK_PRIORITIES}
            optionLabel={(priority) => t(`common.enums.taskPriority.${priority}`)}
          />
          <SelectField
            {...field('assignedTo', { label: 'assignee' })}
            options={team.map((member) => member.id)}
            optionLabel={(id) => team.find((member) => member.id === id)?.name ?? id}
            emptyOption={t('projects.task.nobody')}
          />
          <TextField {...field('dueDate', { hint: 'optional' })} type="date" />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {task && (
            <Button variant="danger-ghost" onClick={() => void handleDelete()} isLoading={deletion.isPending}>
              <Trash2 aria-hidden className="h-4 w-4" /> {t('projects.task.delete')}
            </Button>
          )}
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              {t('projects.form.cancel')}
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {task ? t('projects.task.save') : t('projects.task.add')}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

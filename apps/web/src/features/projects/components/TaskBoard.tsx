import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ProjectDetail, Task, TaskStatus } from '@skillsync/shared';
import { TASK_STATUSES } from '@skillsync/shared/constants';
import { CalendarDays, GripVertical, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useMoveTask } from '../api/work-writes.ts';
import { TaskDialog } from './TaskDialog.tsx';

const PRIORITY_TONES = { High: 'danger', Medium: 'warning', Low: 'neutral' } as const satisfies Record<
  Task['priority'],
  BadgeTone
>;

const isTaskStatus = (value: unknown): value is TaskStatus => TASK_STATUSES.includes(value as TaskStatus);

/**
 * Arrow keys move a picked-up task one column left or right (dnd-kit's default moves it a few pixels). The
 * column it is in is read from where the task is now, not from the last collision, so quick presses add up.
 */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const { x, y } = currentCoordinates;
  const isIn = (status: TaskStatus) => {
    const rect = context.droppableRects.get(status);
    return rect !== undefined && x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom;
  };
  const from = TASK_STATUSES.findIndex(isIn);
  const current = from >= 0 ? from : TASK_STATUSES.indexOf(context.active?.data.current?.status as TaskStatus);
  const next = TASK_STATUSES[Math.min(TASK_STATUSES.length - 1, Math.max(0, current + step))];
  const rect = next && context.droppableRects.get(next);
  return rect ? { x: rect.left + 8, y: rect.top + 8 } : undefined;
};

function TaskCardBody({ task }: { task: Task }) {
  const t = useT();
  return (
    <>
      <p className="text-sm font-medium break-words text-ink">{task.title}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
        <Badge tone={PRIORITY_TONES[task.priority]}>{t(`common.enums.taskPriority.${task.priority}`)}</Badge>
        {task.dueDate && (
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="h-3.5 w-3.5" />
            <time dateTime={task.dueDate}>{formatDay(task.dueDate)}</time>
          </span>
        )}
        {task.assignedTo && (
          <span className="ml-auto inline-flex min-w-0 items-center gap-1">
            <Avatar name={task.assignedTo.name} src={task.assignedTo.avatar} size="xs" isDecorative />
            <span className="truncate">{task.assignedTo.name}</span>
          </span>
        )}
      </div>
    </>
  );
}

/** A task a member can drag to another column, pick up with the keyboard, or open to edit. */
function DraggableTask({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: task._id,
    data: { status: task.status },
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`flex gap-1 rounded-md border border-line bg-white p-2 shadow-sm ${isDragging ? 'relative z-10 shadow-lg ring-2 ring-brand-500' : ''}`}
    >
      <button
        type="button"
        className="shrink-0 cursor-grab touch-none rounded p-1 text-slate-400 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('projects.board.moveLabel', { title: task.title })}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
      <button
        type="button"
        onClick={() => onOpen(task)}
        className="min-w-0 flex-1 rounded p-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {/* Named by what it shows (the task), with what it does said first to screen readers. */}
        <span className="sr-only">{t('projects.board.edit')} </span>
        <TaskCardBody task={task} />
      </button>
    </li>
  );
}

function Column({ status, tasks, children }: { status: TaskStatus; tasks: Task[]; children: ReactNode }) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-label={t('projects.board.columnLabel', {
        status: t(`common.enums.taskStatus.${status}`),
        count: tasks.length,
      })}
      className={`flex min-w-0 flex-col rounded-lg bg-slate-50 p-3 ring-inset ${isOver ? 'ring-2 ring-brand-400' : 'ring-1 ring-line'}`}
    >
      <h3 className="flex items-center justify-between text-sm font-semibold text-slate-700">
        {t(`common.enums.taskStatus.${status}`)}
        <span className="rounded-full bg-white px-2 text-xs font-medium text-muted ring-1 ring-line">
          {tasks.length}
        </span>
      </h3>
      <ul className="mt-3 flex min-h-16 flex-col gap-2">{children}</ul>
    </section>
  );
}

/**
 * The task board by status (spec §2): members move tasks by dragging, by keyboard (Space to pick up, arrows to
 * move between columns, Space to drop) or from the task's own dialog; everyone else sees it read-only.
 */
export function TaskBoard({ project }: { project: ProjectDetail }) {
  const t = useT();
  const canEdit = project.viewer.isMember && project.status !== 'Completed';
  const move = useMoveTask(project._id);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const titleOf = (id: string | number) => project.tasks.find((task) => task._id === id)?.title ?? '';
  const statusName = (id: string | number | undefined) =>
    isTaskStatus(id) ? t(`common.enums.taskStatus.${id}`) : t('projects.board.noColumn');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('projects.board.pickedUp', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      t('projects.board.over', { title: titleOf(active.id), status: statusName(over?.id) }),
    onDragEnd: ({ active, over }) =>
      t('projects.board.dropped', { title: titleOf(active.id), status: statusName(over?.id) }),
    onDragCancel: ({ active }) => t('projects.board.cancelled', { title: titleOf(active.id) }),
  };

  async function handleDragEnd({ active, over }: DragEndEvent) {
    const task = project.tasks.find((item) => item._id === active.id);
    if (!task || !over || !isTaskStatus(over.id) || over.id === task.status) return;
    try {
      await move.mutateAsync({ taskId: task._id, status: over.id });
    } catch (error) {
      toast.error(errorMessage(error, t('projects.board.moveFailed')));
    }
  }

  const columns = TASK_STATUSES.map((status) => ({
    status,
    tasks: project.tasks.filter((task) => task.status === status),
  }));
  const board = (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {columns.map(({ status, tasks }) => (
        <Column key={status} status={status} tasks={tasks}>
          {tasks.map((task) =>
            canEdit ? (
              <DraggableTask key={task._id} task={task} onOpen={setEditing} />
            ) : (
              <li key={task._id} className="rounded-md border border-line bg-white p-3 shadow-sm">
                <TaskCardBody task={task} />
              </li>
            ),
          )}
        </Column>
      ))}
    </div>
  );

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{t('projects.board.title')}</h2>
        {canEdit && (
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="h-4 w-4" /> {t('projects.board.addTask')}
          </Button>
        )}
      </div>
      {canEdit && <p className="mt-1 text-sm text-muted">{t('projects.board.hint')}</p>}
      <div className="mt-4">
        {project.tasks.length === 0 && !canEdit ? (
          <p className="text-sm text-muted">{t('projects.board.empty')}</p>
        ) : canEdit ? (
          <DndContext
            sensors={sensors}
            onDragEnd={(event) => void handleDragEnd(event)}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('projects.board.instructions') },
            }}
          >
            {board}
          </DndContext>
        ) : (
          board
        )}
      </div>
      {canEdit && (
        <TaskDialog
          isOpen={editing !== null}
          project={project}
          task={editing === 'new' || editing === null ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

import { z } from 'zod';
import { TASK_PRIORITIES, TASK_STATUSES } from './enums.ts';
import { optionalDate, optionalText } from './fields.schemas.ts';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { UserSummary } from './problems.schemas.ts';
import { text } from './text.schemas.ts';

// A Build Room's work: its tasks and milestones (spec §3).

// ---- Paths ----

export const TaskParams = z.object({
  id: z.uuid({ error: MESSAGES.projectNotFound }),
  taskId: z.uuid({ error: MESSAGES.taskNotFound }),
});
export type TaskParams = z.infer<typeof TaskParams>;

export const MilestoneParams = z.object({
  id: z.uuid({ error: MESSAGES.projectNotFound }),
  milestoneId: z.uuid({ error: MESSAGES.milestoneNotFound }),
});
export type MilestoneParams = z.infer<typeof MilestoneParams>;

// ---- Bodies ----

const taskFields = {
  title: text({ error: MESSAGES.taskTitleRequired })
    .trim()
    .min(1, MESSAGES.taskTitleRequired)
    .max(TASK_TITLE_MAX, MESSAGES.titleTooLong),
  description: optionalText(TASK_DESCRIPTION_MAX),
  status: z.enum(TASK_STATUSES),
  /** A member of the project, or null for nobody. */
  assignedTo: z.uuid({ error: MESSAGES.assigneeNotMember }).nullable(),
  dueDate: optionalDate,
  priority: z.enum(TASK_PRIORITIES),
};

export const CreateTaskBody = z.object({
  ...taskFields,
  status: taskFields.status.default('Todo'),
  assignedTo: taskFields.assignedTo.default(null),
  priority: taskFields.priority.default('Medium'),
});
export type CreateTaskBody = z.infer<typeof CreateTaskBody>;
export type CreateTaskInput = z.input<typeof CreateTaskBody>;

export const UpdateTaskBody = z.object(taskFields).partial();
export type UpdateTaskBody = z.infer<typeof UpdateTaskBody>;
export type UpdateTaskInput = z.input<typeof UpdateTaskBody>;

const milestoneFields = {
  title: text({ error: MESSAGES.milestoneTitleRequired })
    .trim()
    .min(1, MESSAGES.milestoneTitleRequired)
    .max(TASK_TITLE_MAX, MESSAGES.titleTooLong),
  description: optionalText(TASK_DESCRIPTION_MAX),
  dueDate: optionalDate,
  completed: z.boolean(),
};

export const CreateMilestoneBody = z.object({
  ...milestoneFields,
  completed: milestoneFields.completed.default(false),
});
export type CreateMilestoneBody = z.infer<typeof CreateMilestoneBody>;
export type CreateMilestoneInput = z.input<typeof CreateMilestoneBody>;

export const UpdateMilestoneBody = z.object(milestoneFields).partial();
export type UpdateMilestoneBody = z.infer<typeof UpdateMilestoneBody>;
export type UpdateMilestoneInput = z.input<typeof UpdateMilestoneBody>;

// ---- Answers ----

export const Task = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  assignedTo: UserSummary.nullable(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof Task>;

export const Milestone = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Milestone = z.infer<typeof Milestone>;

/** How far the team is: done tasks and reached milestones out of all of them. */
export const ProjectProgress = z.object({
  tasksDone: z.number().int(),
  tasksTotal: z.number().int(),
  milestonesDone: z.number().int(),
  milestonesTotal: z.number().int(),
  /**
   * 0–100, rounded down: (done tasks + reached milestones) / (tasks + milestones), also once completed (a project
   * completed with work still open says so, never 100% beside '1 of 3 tasks done').
   */
  percent: z.number().int(),
});
export type ProjectProgress = z.infer<typeof ProjectProgress>;

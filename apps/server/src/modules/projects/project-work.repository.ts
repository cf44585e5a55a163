import { aliasedTable, and, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { projectMilestones, projectTasks, users } from '../../db/schema/index.ts';
import { userSummaryColumns } from '../users/index.ts';

// ---- Tasks and milestones ----

const assignees = aliasedTable(users, 'assignees');

/** Tasks with their assignee (if any), in one query (not run yet). */
function selectTasks(db: Queryable) {
  return db
    .select({ task: projectTasks, assignee: userSummaryColumns(assignees) })
    .from(projectTasks)
    .leftJoin(assignees, eq(assignees.id, projectTasks.assigneeId));
}

export async function findTaskWithAssignee(db: Queryable, projectId: string, taskId: string) {
  const [row] = await selectTasks(db).where(and(eq(projectTasks.projectId, projectId), eq(projectTasks.id, taskId)));
  return row;
}
export type TaskWithAssignee = NonNullable<Awaited<ReturnType<typeof findTaskWithAssignee>>>;

export async function countTasks(db: Queryable, projectId: string) {
  const [row] = await db.select({ total: count() }).from(projectTasks).where(eq(projectTasks.projectId, projectId));
  return row?.total ?? 0;
}

export async function insertTask(db: Queryable, values: typeof projectTasks.$inferInsert) {
  const [row] = await db.insert(projectTasks).values(values).returning({ id: projectTasks.id });
  if (!row) throw new Error('task insert returned nothing');
  return row;
}

/** Changes a task of this project; false when the project has no such task. */
export async function updateTask(
  db: Queryable,
  projectId: string,
  taskId: string,
  changes: Partial<typeof projectTasks.$inferInsert>,
) {
  const rows = await db
    .update(projectTasks)
    .set(changes)
    .where(and(eq(projectTasks.projectId, projectId), eq(projectTasks.id, taskId)))
    .returning({ id: projectTasks.id });
  return rows.length > 0;
}

export async function deleteTask(db: Queryable, projectId: string, taskId: string) {
  const rows = await db
    .delete(projectTasks)
    .where(and(eq(projectTasks.projectId, projectId), eq(projectTasks.id, taskId)))
    .returning({ id: projectTasks.id });
  return rows.length > 0;
}

export async function findMilestone(db: Queryable, projectId: string, milestoneId: string) {
  const [row] = await db
    .select()
    .from(projectMilestones)
    .where(and(eq(projectMilestones.projectId, projectId), eq(projectMilestones.id, milestoneId)));
  return row;
}

export async function countMilestones(db: Queryable, projectId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId));
  return row?.total ?? 0;
}

export async function insertMilestone(db: Queryable, values: typeof projectMilestones.$inferInsert) {
  const [row] = await db.insert(projectMilestones).values(values).returning();
  if (!row) throw new Error('milestone insert returned nothing');
  return row;
}

export async function updateMilestone(
  db: Queryable,
  projectId: string,
  milestoneId: string,
  changes: Partial<typeof projectMilestones.$inferInsert>,
) {
  const [row] = await db
    .update(projectMilestones)
    .set(changes)
    .where(and(eq(projectMilestones.projectId, projectId), eq(projectMilestones.id, milestoneId)))
    .returning();
  return row;
}

export async function deleteMilestone(db: Queryable, projectId: string, milestoneId: string) {
  const rows = await db
    .delete(projectMilestones)
    .where(and(eq(projectMilestones.projectId, projectId), eq(projectMilestones.id, milestoneId)))
    .returning({ id: projectMilestones.id });
  return rows.length > 0;
}

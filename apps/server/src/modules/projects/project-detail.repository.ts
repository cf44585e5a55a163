import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { projects, type projectTasks, users } from '../../db/schema/index.ts';
import { dateOrNull, jsonTimestamp, removalFor, withJoinDates } from '../../db/sql.ts';
import { type UserSummaryRow, userSummaryColumns } from '../users/index.ts';
import type { JoinRequestParts } from './project-requests.repository.ts';
import type { TaskWithAssignee } from './project-work.repository.ts';
import { type JoinRequestRow, type MemberRow, type MilestoneRow, projectColumns } from './projects.repository.ts';

// A project's page as one prepared query: the project and its owner as columns, its team, board, milestones and
// join requests as JSON arrays in the same row. Timestamps cross the JSON as `jsonTimestamp` text (UTC, to the
// millisecond, as the drivers give a timestamp column) and are turned back into Dates here.

const viewerId = sql.placeholder('viewerId');

type TeamMemberJson = Omit<MemberRow, 'projectId' | 'joinedAt'> & { joinedAt: string };

/** The whole team, earliest first (as findMembers orders it). */
const team = sql<TeamMemberJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', member.id, 'name', member.name, 'avatar', member.avatar, 'reputationScore', member.reputation_score,
    'role', m.role, 'skills', m.skills, 'joinedAt', ${jsonTimestamp(sql`m.joined_at`)}
  ) ORDER BY m.joined_at, m.user_id), '[]'::json)
  FROM project_members m
  JOIN users member ON member.id = m.user_id
  WHERE m.project_id = ${projects.id}
)`.mapWith((members: TeamMemberJson[]) => withJoinDates(members));

type TaskRow = typeof projectTasks.$inferSelect;
type TaskJson = {
  task: Omit<TaskRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
  assignee: UserSummaryRow | null;
};

/** The board with each task's assignee (or null), oldest task first. */
const tasks = sql<TaskJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'task', json_build_object(
      'id', t.id, 'projectId', t.project_id, 'title', t.title, 'description', t.description, 'status', t.status,
      'priority', t.priority, 'assigneeId', t.assignee_id, 'dueDate', t.due_date, 'createdBy', t.created_by,
      'createdAt', ${jsonTimestamp(sql`t.created_at`)}, 'updatedAt', ${jsonTimestamp(sql`t.updated_at`)}
    ),
    'assignee', CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object(
      'id', a.id, 'name', a.name, 'avatar', a.avatar, 'reputationScore', a.reputation_score
    ) END
  ) ORDER BY t.created_at, t.id), '[]'::json)
  FROM project_tasks t
  LEFT JOIN users a ON a.id = t.assignee_id
  WHERE t.project_id = ${projects.id}
)`.mapWith((rows: TaskJson[]): TaskWithAssignee[] =>
  rows.map(({ task, assignee }) => ({
    task: { ...task, createdAt: new Date(task.createdAt), updatedAt: new Date(task.updatedAt) },
    assignee,
  })),
);

type MilestoneJson = Omit<MilestoneRow, 'createdAt' | 'completedAt'> & {
  createdAt: string;
  completedAt: string | null;
};

/** The milestones, oldest first. */
const milestones = sql<MilestoneJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', s.id, 'projectId', s.project_id, 'title', s.title, 'description', s.description, 'dueDate', s.due_date,
    'completed', s.completed, 'completedAt', ${jsonTimestamp(sql`s.completed_at`)},
    'createdAt', ${jsonTimestamp(sql`s.created_at`)}
  ) ORDER BY s.created_at, s.id), '[]'::json)
  FROM project_milestones s
  WHERE s.project_id = ${projects.id}
)`.mapWith((rows: MilestoneJson[]): MilestoneRow[] =>
  rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), completedAt: dateOrNull(row.completedAt) })),
);

/**
 * The viewer's unanswered request to join, or invitation, as findPendingJoinRequestOf picks it: a member may hold
 * both, and the invitation comes first, since it is theirs to answer.
 */
const viewerPending = <T>(columns: SQL) => sql<T>`(
  SELECT ${columns} FROM project_join_requests p
  WHERE p.project_id = ${projects.id} AND p.user_id = ${viewerId}::uuid AND p.status = 'Pending'
  ORDER BY p.kind, p.created_at
  LIMIT 1
)`;

const pendingRequest = viewerPending<Pick<JoinRequestRow, 'id' | 'kind'> | null>(
  sql`json_build_object('id', p.id, 'kind', p.kind)`,
);

type JoinRequestJson = Omit<JoinRequestParts, 'request'> & {
  request: Omit<JoinRequestRow, 'createdAt' | 'respondedAt'> & { createdAt: string; respondedAt: string | null };
};

/**
 * The requests the page shows, oldest first: all pending ones to the owner; to anyone else their own pending
 * request (spec §2's 'Request Pending' reads it here), unless an invitation of theirs comes before it.
 */
const joinRequests = sql<JoinRequestJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'request', json_build_object(
      'id', r.id, 'projectId', r.project_id, 'userId', r.user_id, 'inviteeEmail', r.invitee_email, 'kind', r.kind,
      'status', r.status, 'message', r.message, 'skills', r.skills,
      'createdAt', ${jsonTimestamp(sql`r.created_at`)}, 'respondedAt', ${jsonTimestamp(sql`r.responded_at`)}
    ),
    'user', CASE WHEN j.id IS NULL THEN NULL ELSE json_build_object('id', j.id, 'name', j.name, 'avatar', j.avatar) END,
    'project', json_build_object('id', ${projects.id}, 'title', ${projects.title}),
    'owner', json_build_object('id', ${users.id}, 'name', ${users.name})
  ) ORDER BY r.created_at, r.id), '[]'::json)
  FROM project_join_requests r
  LEFT JOIN users j ON j.id = r.user_id
  WHERE r.project_id = ${projects.id} AND r.status = 'Pending'
    AND (${projects.ownerId} = ${viewerId}::uuid OR (r.kind = 'request' AND r.id = ${viewerPending<string | null>(sql`p.id`)}))
)`.mapWith((rows: JoinRequestJson[]): JoinRequestParts[] =>
  rows.map(({ request, ...people }) => ({
    ...people,
    request: { ...request, createdAt: new Date(request.createdAt), respondedAt: dateOrNull(request.respondedAt) },
  })),
);

/**
 * A project with its owner, whole team, board, milestones, the viewer's (null for a visitor) pending request or
 * invitation, and the join requests the viewer may see: one prepared query for the whole page.
 */
export async function findProjectDetail(db: Queryable, id: string, viewer: string | null) {
  const statement = prepared(db, 'project_detail', (db, name) =>
    db
      .select({
        project: projectColumns,
        owner: { ...userSummaryColumns(users), bio: users.bio },
        members: team,
        tasks,
        milestones,
        pendingRequest,
        joinRequests,
        removal: removalFor('project', projects, projects.ownerId, viewerId),
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(eq(projects.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = await statement.execute({ id, viewerId: viewer });
  return row;
}

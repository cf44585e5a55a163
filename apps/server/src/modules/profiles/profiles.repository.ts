import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  avatars,
  challengeSubmissions,
  challenges,
  portfolioItems,
  portfolioLikes,
  problemCollaborators,
  problems,
  projectMembers,
  projects,
  reputationEvents,
  userAchievements,
  users,
} from '../../db/schema/index.ts';
import { isListedFor, isUnhiddenFor, queryRows, removalFor } from '../../db/sql.ts';
import { type Cursor, cursorTextOf, isAfterCursor, newestFirst } from '../../lib/pagination.ts';
import { isVisibleTo, teamSize } from '../teams/index.ts';

/** How many problems and projects a profile lists (newest first); the Problem Wall and Projects page hold the rest. */
const PROFILE_LIST_MAX = 20;
/** How many of each a dashboard lists. */
const DASHBOARD_LIST_MAX = 5;

export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'title'
    | 'location'
    | 'bio'
    | 'skills'
    | 'experience'
    | 'education'
    | 'github'
    | 'linkedin'
    | 'website'
    | 'avatar'
  >
>;

export async function updateUserProfile(db: Queryable, userId: string, changes: ProfileChanges, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

const completedCount = (userId: string) => sql<number>`(
  (SELECT count(*) FROM ${problems} p WHERE p.status = 'Completed' AND (p.author_id = ${userId}
    OR EXISTS (SELECT 1 FROM ${problemCollaborators} c WHERE c.problem_id = p.id AND c.user_id = ${userId})))
  + (SELECT count(*) FROM ${projects} j WHERE j.status = 'Completed' AND (j.owner_id = ${userId}
    OR EXISTS (SELECT 1 FROM ${projectMembers} m WHERE m.project_id = j.id AND m.user_id = ${userId})))
)::int`;

const problemsPostedBy = (userId: string) =>
  sql<number>`(SELECT count(*) FROM ${problems} WHERE author_id = ${userId})::int`;
const problemPlacesOf = (userId: string) =>
  sql<number>`(SELECT count(*) FROM ${problemCollaborators} WHERE user_id = ${userId})::int`;
/**
 * The problem teams a member is on: as a collaborator, or as the author of a problem with at least one collaborator
 * (a team of one is not a collaboration).
 */
const problemTeamsOf = (userId: string) =>
  sql<number>`((SELECT count(*) FROM ${problemCollaborators} WHERE user_id = ${userId})
    + (SELECT count(*) FROM ${problems} p WHERE p.author_id = ${userId}
        AND EXISTS (SELECT 1 FROM ${problemCollaborators} c WHERE c.problem_id = p.id)))::int`;
const projectPlacesOf = (userId: string) =>
  sql<number>`(SELECT count(*) FROM ${projectMembers} WHERE user_id = ${userId})::int`;
/** Challenges the member placed among the winners of (challenge_submissions_winner_idx). */
const challengesWonBy = (userId: string) =>
  sql<number>`(SELECT count(*) FROM ${challengeSubmissions} WHERE user_id = ${userId} AND is_winner)::int`;

/** The profile's counters, each an indexed count of the member's own rows. */
export async function countProfile(db: Queryable, userId: string) {
  const [row] = await queryRows<{
    problemsPosted: number;
    completed: number;
    problemCollaborations: number;
    projectMemberships: number;
    achievements: number;
    challengesWon: number;
  }>(
    db,
    sql`SELECT
    ${problemsPostedBy(userId)} AS "problemsPosted",
    ${challengesWonBy(userId)} AS "challengesWon",
    ${completedCount(userId)} AS "completed",
    ${problemPlacesOf(userId)} AS "problemCollaborations",
    ${projectPlacesOf(userId)} AS "projectMemberships",
    (SELECT count(*) FROM ${userAchievements} WHERE user_id = ${userId})::int AS "achievements"`,
  );
  if (!row) throw new Error('count query returned no row');
  return row;
}

const likesOf = sql<number>`(SELECT count(*) FROM ${portfolioLikes} l WHERE l.item_id = ${portfolioItems.id})::int`;
const isLikedBy = (viewerId: string | undefined) =>
  viewerId
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${portfolioLikes} l WHERE l.item_id = ${portfolioItems.id} AND l.user_id = ${viewerId})`
    : sql<boolean>`false`;

/** Why moderators hid a portfolio item, for its owner. */
const portfolioRemovalFor = (viewerId: string | undefined) =>
  removalFor('portfolio-item', portfolioItems, portfolioItems.userId, viewerId ?? null);

/** A member's portfolio as the viewer is shown it: what moderators removed only to its owner (with why). */
export async function listPortfolio(db: Queryable, userId: string, viewerId: string | undefined) {
  return db
    .select({
      item: portfolioItems,
      likes: likesOf,
      isLiked: isLikedBy(viewerId),
      removal: portfolioRemovalFor(viewerId),
    })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.userId, userId), isListedFor(portfolioItems, portfolioItems.userId, viewerId ?? null)))
    .orderBy(...newestFirst(portfolioItems.createdAt, portfolioItems.id));
}

export async function findPortfolioItem(db: Queryable, userId: string, itemId: string, viewerId?: string) {
  const [row] = await db
    .select({
      item: portfolioItems,
      likes: likesOf,
      isLiked: isLikedBy(viewerId),
      removal: portfolioRemovalFor(viewerId),
    })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.id, itemId), eq(portfolioItems.userId, userId)));
  return row;
}

export async function countPortfolio(db: Queryable, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(portfolioItems)
    .where(eq(portfolioItems.userId, userId));
  return row?.count ?? 0;
}

export async function insertPortfolioItem(db: Queryable, values: typeof portfolioItems.$inferInsert) {
  const [row] = await db.insert(portfolioItems).values(values).returning();
  if (!row) throw new Error('portfolio insert returned no row');
  return row;
}

export async function updatePortfolioItem(
  db: Queryable,
  userId: string,
  itemId: string,
  changes: Partial<typeof portfolioItems.$inferInsert>,
) {
  const rows = await db
    .update(portfolioItems)
    .set(changes)
    .where(and(eq(portfolioItems.id, itemId), eq(portfolioItems.userId, userId)))
    .returning({ id: portfolioItems.id });
  return rows.length > 0;
}

export async function deletePortfolioItem(db: Queryable, userId: string, itemId: string) {
  const rows = await db
    .delete(portfolioItems)
    .where(and(eq(portfolioItems.id, itemId), eq(portfolioItems.userId, userId)))
    .returning({ id: portfolioItems.id });
  return rows.length > 0;
}

export async function insertPortfolioLike(db: Queryable, itemId: string, userId: string) {
  await db.insert(portfolioLikes).values({ itemId, userId }).onConflictDoNothing();
}

export async function deletePortfolioLike(db: Queryable, itemId: string, userId: string) {
  await db.delete(portfolioLikes).where(and(eq(portfolioLikes.itemId, itemId), eq(portfolioLikes.userId, userId)));
}

export async function listAchievements(db: Queryable, userId: string) {
  return db
    .select()
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.earnedAt));
}

const problemListColumns = {
  id: problems.id,
  title: problems.title,
  description: problems.description,
  category: problems.category,
  difficulty: problems.difficulty,
  status: problems.status,
  skillsNeeded: problems.skillsNeeded,
  createdAt: problems.createdAt,
};

const projectListColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  category: projects.category,
  difficulty: projects.difficulty,
  status: projects.status,
  skillsNeeded: projects.skillsNeeded,
  teamSize,
  maxMembers: projects.maxMembers,
  createdAt: projects.createdAt,
};

/** A member's problems as the viewer is shown them (what moderators removed only to its author). */
export async function listAuthoredProblems(db: Queryable, userId: string, viewerId: string | undefined) {
  return db
    .select(problemListColumns)
    .from(problems)
    .where(and(eq(problems.authorId, userId), isListedFor(problems, problems.authorId, viewerId ?? null)))
    .orderBy(...newestFirst(problems.createdAt, problems.id))
    .limit(PROFILE_LIST_MAX);
}

export async function listOwnedProjectsFor(db: Queryable, userId: string, viewerId: string | undefined) {
  return db
    .select(projectListColumns)
    .from(projects)
    .where(
      and(
        eq(projects.ownerId, userId),
        isVisibleTo(viewerId),
        isListedFor(projects, projects.ownerId, viewerId ?? null),
      ),
    )
    .orderBy(...newestFirst(projects.createdAt, projects.id))
    .limit(PROFILE_LIST_MAX);
}

/** The dashboard's figures for its member. */
export async function countDashboard(db: Queryable, userId: string) {
  const [row] = await queryRows<{
    problemsCreated: number;
    projectsJoined: number;
    challengesWon: number;
    collaborations: number;
  }>(
    db,
    sql`SELECT
      ${problemsPostedBy(userId)} AS "problemsCreated",
      ${challengesWonBy(userId)} AS "challengesWon",
      ${projectPlacesOf(userId)} AS "projectsJoined",
      ${problemTeamsOf(userId)} AS "collaborations"`,
  );
  if (!row) throw new Error('count query returned no row');
  return row;
}

/**
 * The newest problems the member wrote: what 'Problems Created' counts (problems they only work on are their
 * collaborations, listed by the Active Collaborations widget).
 */
export async function listRecentProblems(db: Queryable, userId: string) {
  return db
    .select(problemListColumns)
    .from(problems)
    .where(eq(problems.authorId, userId))
    .orderBy(...newestFirst(problems.createdAt, problems.id))
    .limit(DASHBOARD_LIST_MAX);
}

/** Projects under way that the member owns or is on, newest first. */
export async function listActiveProjects(db: Queryable, userId: string) {
  return db
    .select(projectListColumns)
    .from(projects)
    .where(
      and(
        ne(projects.status, 'Completed'),
        ne(projects.status, 'Cancelled'),
        or(
          eq(projects.ownerId, userId),
          sql`${projects.id} IN (SELECT project_id FROM ${projectMembers} WHERE user_id = ${userId})`,
        ),
        // The member's own teams: a block does not break them, but what moderators removed leaves.
        isUnhiddenFor(projects, projects.ownerId, userId),
      ),
    )
    .orderBy(...newestFirst(projects.createdAt, projects.id))
    .limit(DASHBOARD_LIST_MAX);
}

/**
 * A member's reputation events, newest first, with the title of what earned them: a problem's, a challenge's, or a
 * project's when the viewer may see it (reputation_events_user_created_at_idx).
 */
export async function listReputationEvents(
  db: Queryable,
  userId: string,
  viewerId: string | undefined,
  page: { after: Cursor | null; limit: number },
) {
  return db
    .select({
      event: reputationEvents,
      cursorAt: cursorTextOf(reputationEvents.createdAt),
      title: sql<string | null>`CASE ${reputationEvents.sourceType}
        WHEN 'problem' THEN (SELECT p.title FROM ${problems} p WHERE p.id = ${reputationEvents.sourceId}
          AND (p.hidden_at IS NULL OR p.author_id = ${viewerId ?? null}::uuid))
        WHEN 'project' THEN (SELECT ${projects.title} FROM ${projects}
          WHERE ${projects.id} = ${reputationEvents.sourceId} AND ${isVisibleTo(viewerId)}
            AND (${projects.hiddenAt} IS NULL OR ${projects.ownerId} = ${viewerId ?? null}::uuid))
        WHEN 'challenge' THEN (SELECT c.title FROM ${challenges} c WHERE c.id = ${reputationEvents.sourceId}
          AND (c.hidden_at IS NULL OR c.host_id = ${viewerId ?? null}::uuid))
      END`,
    })
    .from(reputationEvents)
    .where(
      and(
        eq(reputationEvents.userId, userId),
        page.after ? isAfterCursor(reputationEvents.createdAt, reputationEvents.id, page.after) : undefined,
      ),
    )
    .orderBy(...newestFirst(reputationEvents.createdAt, reputationEvents.id))
    .limit(page.limit + 1);
}

export async function findAvatar(db: Queryable, userId: string) {
  const [row] = await db.select().from(avatars).where(eq(avatars.userId, userId));
  return row;
}

export async function saveAvatar(db: Queryable, values: typeof avatars.$inferInsert) {
  await db
    .insert(avatars)
    .values(values)
    .onConflictDoUpdate({
      target: avatars.userId,
      set: { image: values.image, version: values.version, updatedAt: values.updatedAt ?? new Date() },
    });
}

export async function deleteAvatar(db: Queryable, userId: string) {
  await db.delete(avatars).where(eq(avatars.userId, userId));
}

/** A member's picture, portfolio and the likes they gave, for their data export. */
export async function findProfileDataOf(db: Queryable, userId: string) {
  const [avatar, portfolio, likesGiven] = await Promise.all([
    db.select({ image: avatars.image, updatedAt: avatars.updatedAt }).from(avatars).where(eq(avatars.userId, userId)),
    db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId)),
    db.select().from(portfolioLikes).where(eq(portfolioLikes.userId, userId)),
  ]);
  return { avatar: avatar[0], portfolio, portfolioLikesGiven: likesGiven };
}

/** An erased member's picture, portfolio and likes go. */
export async function deleteProfileDataOf(tx: Queryable, userId: string) {
  await tx.delete(avatars).where(eq(avatars.userId, userId));
  await tx.delete(portfolioItems).where(eq(portfolioItems.userId, userId));
  await tx.delete(portfolioLikes).where(eq(portfolioLikes.userId, userId));
}

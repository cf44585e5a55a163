import { createHmac } from 'node:crypto';
import {
  type CompletionBody,
  type CreateProblemBody,
  type CurrentUser,
  type ListProblemsQuery,
  MESSAGES,
  type PageQuery,
  type ProblemDetail,
  type ProblemList,
  type SupportResponse,
  splitCommaList,
  type UpdateProblemBody,
} from '@skillsync/shared';
import { findUser, type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, gone, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { toPrefixQuery } from '../../lib/search.ts';
import { recordActivity } from '../follows/index.ts';
import { admitPost, refuseEarlyLinks } from '../limits/index.ts';
import { notify } from '../notifications/index.ts';
import { announceCompletion, awardCompletion, loadProblemFor } from '../teams/index.ts';
import { grantAchievements, rememberSkills } from '../users/index.ts';
import { countProblemView, unwrittenViews } from './problem-views.ts';
import { presentProblemDetail, presentProblemSummary } from './problems.presenter.ts';
import {
  addToSupportersCount,
  deleteProblemById,
  deleteSupporter,
  findCollaborators,
  findProblemDetail,
  findProblems,
  findProblemsByAuthor,
  insertProblem,
  insertSupporter,
  type ProblemSummaryPageRow,
  updateProblemById,
} from './problems.repository.ts';

const MAX_SKILL_FILTERS = 20;

const problemCursor = (row: ProblemSummaryPageRow) => ({ createdAt: row.cursor, id: row.problem.id });

/** The Problem Wall: newest first, a page at a time, without the signed-in member's own problems. */
export async function listProblems(
  ctx: AppContext,
  requester: Requester,
  query: ListProblemsQuery,
): Promise<ProblemList> {
  const viewer = findUser(requester);
  const skills = [...new Set(splitCommaList(query.skills ?? '').map((skill) => skill.toLowerCase()))];
  const filters = {
    category: query.category,
    difficulty: query.difficulty,
    status: query.status,
    skills: skills.slice(0, MAX_SKILL_FILTERS),
    searchQuery: toPrefixQuery(query.search),
    viewerId: viewer?.id ?? null,
  };
  const { items, nextCursor } = await readPage(
    query,
    (page) => findProblems(ctx.db, { ...filters, ...page }),
    problemCursor,
  );
  return { problems: items.map(presentProblemSummary), nextCursor };
}

/** The signed-in member's own problems, newest first, a page at a time. */
export async function listPostedProblems(
  ctx: AppContext,
  requester: Requester,
  query: PageQuery,
): Promise<ProblemList> {
  const user = requireUser(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => findProblemsByAuthor(ctx.db, user.id, page),
    problemCursor,
  );
  // The whole team: the author's list is where the completion dialog credits it.
  const teams = await findCollaborators(
    ctx.db,
    items.map((row) => row.problem.id),
  );
  const byProblem = Map.groupBy(teams, (member) => member.problemId);
  const problems = items.map((row) =>
    presentProblemSummary({ ...row, collaborators: byProblem.get(row.problem.id) ?? [] }),
  );
  return { problems, nextCursor };
}

/** A problem with its author, newest supporters, team and what the viewer has done here. */
async function loadProblemDetail(ctx: AppContext, id: string, viewer: CurrentUser | null): Promise<ProblemDetail> {
  const found = await findProblemDetail(ctx.db, id, viewer?.id ?? null);
  if (!found) throw notFound(MESSAGES.problemNotFound);
  // Moderators removed it: gone for everyone but its author, who reads why (and moderators, who review appeals).
  if (found.problem.hiddenAt && viewer?.id !== found.problem.authorId && viewer?.role !== 'moderator') throw gone();
  const { isSupporter, pendingRequestId, ...parts } = found;
  return presentProblemDetail({
    ...parts,
    viewer: {
      isAuthor: viewer?.id === found.problem.authorId,
      isSupporter,
      isCollaborator: found.collaborators.some((collaborator) => collaborator.id === viewer?.id),
      pendingRequestId,
    },
  });
}

/**
 * Counts a view once per viewer per (UTC) day: a member by id, a visitor by a keyed hash of their address and
 * the day, so the stored key can be neither reversed to an address nor linked across days.
 */
function countView(ctx: AppContext, problemId: string, viewer: CurrentUser | null, ip: string) {
  const day = ctx.clock().toISOString().slice(0, 10);
  const viewerKey = viewer?.id ?? createHmac('sha256', ctx.secrets.viewerKey).update(`${day} ${ip}`).digest('hex');
  countProblemView(ctx, { problemId, viewerKey, day });
}

/** A visitor's view of a problem whose page they were served without asking the API (a page kept for visitors). */
export const countVisitorView = (ctx: AppContext, problemId: string, ip: string) => countView(ctx, problemId, null, ip);

export async function getProblem(ctx: AppContext, requester: Requester, id: string): Promise<ProblemDetail> {
  const viewer = findUser(requester);
  const detail = await loadProblemDetail(ctx, id, viewer);
  countView(ctx, id, viewer, requester.ip);
  return { ...detail, views: detail.views + unwrittenViews(ctx, id) };
}

/** What a problem's author writes that may hold a link (the limits refuse one on an account's first day). */
const writtenFields = (body: UpdateProblemBody) => ({
  title: body.title,
  description: body.description,
  githubRepo: body.githubRepo,
  projectLinks: body.projectLinks,
  additionalResources: body.additionalResources,
});

export async function createProblem(ctx: AppContext, requester: Requester, body: CreateProblemBody) {
  const user = requireUser(requester);
  const problem = await ctx.db.transaction(async (tx) => {
    await admitPost(ctx, tx, user, { kind: 'problem', fields: writtenFields(body), text: body.description });
    const row = await insertProblem(tx, {
      ...body,
      authorId: user.id,
      estimatedTime: body.estimatedTime ?? null,
      githubRepo: body.githubRepo ?? null,
      additionalResources: body.additionalResources || null,
      projectType: body.projectType ?? null,
    });
    await grantAchievements(tx, [{ userId: user.id, kind: 'first-problem' }], row.createdAt);
    await rememberSkills(tx, body.skillsNeeded);
    await recordActivity(
      tx,
      { kind: 'problem-posted', actorId: user.id, subject: { problemId: row.id } },
      row.createdAt,
    );
    return row;
  });
  return loadProblemDetail(ctx, problem.id, user);
}

const asAuthor = { as: 'author', forbidden: MESSAGES.notProblemAuthor } as const;

export async function updateProblem(ctx: AppContext, requester: Requester, id: string, body: UpdateProblemBody) {
  const user = requireUser(requester);
  const { additionalResources, ...changes } = body;
  await ctx.db.transaction(async (tx) => {
    await loadProblemFor(tx, user, id, asAuthor);
    await refuseEarlyLinks(ctx, tx, user, writtenFields(body));
    if (changes.skillsNeeded) await rememberSkills(tx, changes.skillsNeeded);
    await updateProblemById(tx, id, {
      ...changes,
      ...(additionalResources !== undefined && { additionalResources: additionalResources || null }),
      updatedAt: ctx.clock(),
    });
  });
  return loadProblemDetail(ctx, id, user);
}

/** The author removes a problem that is still open; a completed one is part of its team's record. */
export async function deleteProblem(ctx: AppContext, requester: Requester, id: string) {
  const user = requireUser(requester);
  await ctx.db.transaction(async (tx) => {
    const problem = await loadProblemFor(tx, user, id, asAuthor);
    if (problem.status === 'Completed') throw conflict(MESSAGES.completedProblemUndeletable);
    await deleteProblemById(tx, id);
  });
  return { message: MESSAGES.problemDeleted };
}

/**
 * Supports or withdraws support; authors cannot support their own problem. The count moves only by a change
 * this transaction really made, so concurrent clicks leave it equal to the number of supporters.
 */
export async function toggleSupport(ctx: AppContext, requester: Requester, id: string): Promise<SupportResponse> {
  const user = requireUser(requester);
  return ctx.db.transaction(async (tx) => {
    const problem = await loadProblemFor(tx, user, id, { as: 'not-author', forbidden: MESSAGES.ownProblemSupport });
    if (await deleteSupporter(tx, id, user.id)) {
      return { isSupported: false, supportersCount: await addToSupportersCount(tx, id, -1) };
    }
    await insertSupporter(tx, id, user.id);
    const notice = { kind: 'problem-supported', actorId: user.id, subject: { problemId: id } } as const;
    await notify(tx, [{ ...notice, userId: problem.authorId, groupKey: `problem-supported:${id}` }], ctx.clock());
    return { isSupported: true, supportersCount: await addToSupportersCount(tx, id, 1) };
  });
}

/** Marks a problem completed once and awards reputation to its author and acknowledged collaborators. */
export async function completeProblem(ctx: AppContext, requester: Requester, id: string, body: CompletionBody) {
  const user = requireUser(requester);
  const completion = await ctx.db.transaction(async (tx) => {
    // The row lock makes a concurrent accept wait: the team is final once the problem is completed.
    const problem = await loadProblemFor(tx, user, id, asAuthor);
    if (problem.status === 'Completed') throw conflict(MESSAGES.problemAlreadyCompleted);
    const now = ctx.clock();
    await updateProblemById(tx, id, {
      status: 'Completed',
      completionNotes: body.completionNotes || null,
      completedAt: now,
      updatedAt: now,
    });
    const change = { kind: 'status-changed', actorId: user.id, subject: { problemId: id } } as const;
    await recordActivity(tx, { ...change, detail: { status: 'Completed' } }, now);
    return awardCompletion(tx, now, { kind: 'collaboration', id }, user.id, body.acknowledgedCollaborators);
  });
  announceCompletion(ctx, completion);
  return loadProblemDetail(ctx, id, user);
}

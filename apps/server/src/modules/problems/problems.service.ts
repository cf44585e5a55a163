import { createHmac } from 'node:crypto';
import {
  type CompleteProblemBody,
  type CreateProblemBody,
  type CurrentUser,
  type ListProblemsQuery,
  MESSAGES,
  type ProblemDetail,
  type ProblemList,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
  SUPPORTERS_SHOWN,
  type SupportResponse,
  splitCommaList,
  type UpdateProblemBody,
} from '@skillsync/shared';
import type { z } from 'zod';
import { findUser, type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { type PageParams, readPageQuery, toPage } from '../../lib/pagination.ts';
import { findPendingRequestId } from '../collaboration-requests/collaboration-requests.repository.ts';
import { awardReputation } from '../users/reputation.service.ts';
import { presentProblemDetail, presentProblemSummary } from './problems.presenter.ts';
import {
  addToSupportersCount,
  deleteProblemById,
  deleteSupporter,
  findCollaboratorIdsAmong,
  findCollaborators,
  findProblemById,
  findProblemForUpdate,
  findProblems,
  findProblemsByAuthor,
  findProblemWithAuthor,
  findRecentSupporters,
  findSupportersCount,
  incrementProblemViews,
  insertProblem,
  insertProblemView,
  insertSupporter,
  isSupporter,
  type ProblemRow,
  type ProblemSummaryPageRow,
  updateProblemById,
} from './problems.repository.ts';

type ListProblemsParams = z.output<typeof ListProblemsQuery>;

const MAX_SEARCH_WORDS = 8;
const MAX_SKILL_FILTERS = 20;
// Letters (with the combining marks of Indic scripts) and digits; everything else could be tsquery syntax.
const SEARCH_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Turns what a visitor typed into a prefix tsquery (`solar:* & pum:*`), or null when no word is left. */
export function toPrefixQuery(search: string | undefined): string | null {
  const words = search?.toLowerCase().match(SEARCH_WORD)?.slice(0, MAX_SEARCH_WORDS) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

const problemCursor = (row: ProblemSummaryPageRow) => ({ createdAt: row.cursor, id: row.problem.id });

/** The Problem Wall: newest first, a page at a time, without the signed-in member's own problems. */
export async function listProblems(
  ctx: AppContext,
  requester: Requester,
  query: ListProblemsParams,
): Promise<ProblemList> {
  const viewer = findUser(requester);
  const skills = [...new Set(splitCommaList(query.skills ?? '').map((skill) => skill.toLowerCase()))];
  const page = readPageQuery(query);
  const rows = await findProblems(ctx.db, {
    category: query.category,
    difficulty: query.difficulty,
    status: query.status,
    skills: skills.slice(0, MAX_SKILL_FILTERS),
    searchQuery: toPrefixQuery(query.search),
    excludeAuthorId: viewer?.id ?? null,
    ...page,
  });
  const { items, nextCursor } = toPage(rows, page.limit, problemCursor);
  return { problems: items.map(presentProblemSummary), nextCursor };
}

/** The signed-in member's own problems, newest first, a page at a time. */
export async function listPostedProblems(
  ctx: AppContext,
  requester: Requester,
  query: PageParams,
): Promise<ProblemList> {
  const user = requireUser(requester);
  const page = readPageQuery(query);
  const rows = await findProblemsByAuthor(ctx.db, user.id, page);
  const { items, nextCursor } = toPage(rows, page.limit, problemCursor);
  return { problems: items.map(presentProblemSummary), nextCursor };
}

/** A problem with its author, newest supporters, team and what the viewer has done here. */
async function loadProblemDetail(ctx: AppContext, id: string, viewer: CurrentUser | null): Promise<ProblemDetail> {
  const found = await findProblemWithAuthor(ctx.db, id);
  if (!found) throw notFound(MESSAGES.problemNotFound);
  const [supporters, collaborators, isSupporting, pendingRequestId] = await Promise.all([
    findRecentSupporters(ctx.db, id, SUPPORTERS_SHOWN),
    findCollaborators(ctx.db, [id]),
    viewer ? isSupporter(ctx.db, id, viewer.id) : false,
    viewer ? findPendingRequestId(ctx.db, id, viewer.id) : null,
  ]);
  return presentProblemDetail({
    ...found,
    supporters,
    collaborators,
    viewer: {
      isAuthor: viewer?.id === found.problem.authorId,
      isSupporter: isSupporting,
      isCollaborator: collaborators.some((collaborator) => collaborator.id === viewer?.id),
      pendingRequestId,
    },
  });
}

/**
 * Counts a view once per viewer per (UTC) day: a member by id, a visitor by a keyed hash of their address and
 * the day, so the stored key can be neither reversed to an address nor linked across days.
 */
async function countView(ctx: AppContext, problemId: string, viewer: CurrentUser | null, ip: string) {
  const day = ctx.clock().toISOString().slice(0, 10);
  const viewerKey = viewer?.id ?? createHmac('sha256', ctx.secrets.viewerKey).update(`${day} ${ip}`).digest('hex');
  await ctx.db.transaction(async (tx) => {
    if (await insertProblemView(tx, problemId, viewerKey, day)) await incrementProblemViews(tx, problemId);
  });
}

export async function getProblem(ctx: AppContext, requester: Requester, id: string): Promise<ProblemDetail> {
  const viewer = findUser(requester);
  if (!isUuid(id)) throw notFound(MESSAGES.problemNotFound);
  await countView(ctx, id, viewer, requester.ip);
  return loadProblemDetail(ctx, id, viewer);
}

export async function createProblem(ctx: AppContext, requester: Requester, body: CreateProblemBody) {
  const user = requireUser(requester);
  const problem = await insertProblem(ctx.db, {
    ...body,
    authorId: user.id,
    estimatedTime: body.estimatedTime ?? null,
    githubRepo: body.githubRepo ?? null,
    additionalResources: body.additionalResources || null,
    projectType: body.projectType ?? null,
  });
  return loadProblemDetail(ctx, problem.id, user);
}

/** The problem, if the member wrote it: 404 for an unknown id, 403 for anyone else. */
async function findOwnProblem(ctx: AppContext, user: CurrentUser, id: string): Promise<ProblemRow> {
  const problem = isUuid(id) ? await findProblemById(ctx.db, id) : undefined;
  if (!problem) throw notFound(MESSAGES.problemNotFound);
  if (problem.authorId !== user.id) throw forbidden(MESSAGES.notProblemAuthor);
  return problem;
}

export async function updateProblem(ctx: AppContext, requester: Requester, id: string, body: UpdateProblemBody) {
  const user = requireUser(requester);
  await findOwnProblem(ctx, user, id);
  const { additionalResources, ...changes } = body;
  await updateProblemById(ctx.db, id, {
    ...changes,
    ...(additionalResources !== undefined && { additionalResources: additionalResources || null }),
    updatedAt: ctx.clock(),
  });
  return loadProblemDetail(ctx, id, user);
}

export async function deleteProblem(ctx: AppContext, requester: Requester, id: string) {
  const user = requireUser(requester);
  await findOwnProblem(ctx, user, id);
  await deleteProblemById(ctx.db, id);
  return { message: MESSAGES.problemDeleted };
}

/**
 * Supports or withdraws support. The count moves only by a change this transaction really made,
 * so concurrent clicks leave it equal to the number of supporters.
 */
export async function toggleSupport(ctx: AppContext, requester: Requester, id: string): Promise<SupportResponse> {
  const user = requireUser(requester);
  if (!isUuid(id) || !(await findProblemById(ctx.db, id))) throw notFound(MESSAGES.problemNotFound);
  return ctx.db.transaction(async (tx) => {
    if (await deleteSupporter(tx, id, user.id)) {
      return { isSupported: false, supportersCount: await addToSupportersCount(tx, id, -1) };
    }
    if (await insertSupporter(tx, id, user.id)) {
      return { isSupported: true, supportersCount: await addToSupportersCount(tx, id, 1) };
    }
    // A concurrent click of the same member added the row first; report the state as it is.
    return { isSupported: true, supportersCount: await findSupportersCount(tx, id) };
  });
}

/** Marks a problem completed once and awards reputation to its author and acknowledged collaborators. */
export async function completeProblem(ctx: AppContext, requester: Requester, id: string, body: CompleteProblemBody) {
  const user = requireUser(requester);
  if (!isUuid(id)) throw notFound(MESSAGES.problemNotFound);
  await ctx.db.transaction(async (tx) => {
    // Lock the row first so two completions cannot both find the problem still open.
    const problem = await findProblemForUpdate(tx, id);
    if (!problem) throw notFound(MESSAGES.problemNotFound);
    if (problem.authorId !== user.id) throw forbidden(MESSAGES.notProblemAuthor);
    if (problem.status === 'Completed') throw conflict(MESSAGES.problemAlreadyCompleted);
    const now = ctx.clock();
    await updateProblemById(tx, id, {
      status: 'Completed',
      completionNotes: body.completionNotes || null,
      completedAt: now,
      updatedAt: now,
    });
    // Only real team members earn points; other ids in the list are ignored.
    const acknowledged = await findCollaboratorIdsAmong(tx, id, body.acknowledgedCollaborators.filter(isUuid));
    const source = { sourceType: 'problem', sourceId: id };
    await awardReputation(tx, [
      { ...source, userId: user.id, points: REPUTATION_FOR_COMPLETER, reason: 'problem-completed' },
      ...acknowledged.map((userId) => ({
        ...source,
        userId,
        points: REPUTATION_FOR_COLLABORATOR,
        reason: 'problem-collaborator',
      })),
    ]);
  });
  return loadProblemDetail(ctx, id, user);
}

import {
  DAY_MS,
  describeMatchReason,
  type MatchReason,
  MESSAGES,
  RECOMMENDATIONS_MAX,
  type Recommendation,
  type Recommendations,
} from '@skillsync/shared';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { presentUserHit } from '../users/index.ts';
import {
  type CandidateRow,
  countSkillHolders,
  findActiveMembers,
  findCandidatesByIds,
  findOpenWorkOf,
  findProblemNeeds,
  findProjectNeeds,
  findSkillHolders,
  findWorkNeeding,
  findWorkOfOwnersNeeding,
  type NeedRow,
  type WorkNeeds,
} from './matching.repository.ts';

const RECENT_DAYS = 7;
const SKILLS_NAMED = 3;

/**
 * The parts of a match's score, out of 100: covering the skills still missing (rare ones weigh more), being
 * needed back (reciprocity), bringing different skills rather than the same ones, reputation, recent
 * activity, and being online now.
 */
const WEIGHT = { coverage: 45, reciprocity: 20, complement: 10, reputation: 10, recent: 5, online: 10 };
const REPUTATION_FULL = 200;
const REPUTATION_NAMED = 50;

const lower = (skills: readonly string[]) => skills.map((skill) => skill.toLowerCase());
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** The weight of the skills (`keys`, with `weights` in the same order) that a member who has `has` covers. */
const coveredWeight = (keys: readonly string[], weights: readonly number[], has: ReadonlySet<string>) =>
  sum(keys.map((key, i) => (has.has(key) ? (weights[i] ?? 0) : 0)));

/** Skills as their work names them, without repeats in any letter case. */
function distinctSkills(skills: readonly string[]) {
  const byKey = new Map<string, string>();
  for (const skill of skills) if (!byKey.has(skill.toLowerCase())) byKey.set(skill.toLowerCase(), skill);
  return byKey;
}

/** Inverse document frequency: a skill few members have counts more than one everyone has. */
async function skillWeights(ctx: AppContext, keys: string[]) {
  const { holders, members } = await countSkillHolders(ctx.db, keys);
  return keys.map((key) => Math.log((members + 1) / ((holders.get(key) ?? 0) + 1)) + 1);
}

type Scored = { candidate: CandidateRow; score: number; details: MatchReason[] };

function finishReasons(
  candidate: CandidateRow,
  online: Set<string>,
  now: Date,
): { score: number; details: MatchReason[] } {
  const details: MatchReason[] = [];
  let score = WEIGHT.reputation * Math.min(1, candidate.reputationScore / REPUTATION_FULL);
  if (candidate.reputationScore >= REPUTATION_NAMED)
    details.push({ code: 'reputation', score: candidate.reputationScore });
  if (online.has(candidate.id)) {
    score += WEIGHT.online + WEIGHT.recent;
    details.push({ code: 'onlineNow' });
  } else if (
    candidate.lastActiveAt &&
    now.getTime() - new Date(candidate.lastActiveAt).getTime() < RECENT_DAYS * DAY_MS
  ) {
    score += WEIGHT.recent;
    details.push({ code: 'recentlyActive' });
  }
  return { score, details };
}

function present(scored: Scored[], online: Set<string>): Recommendations {
  const best = scored.sort((a, b) => b.score - a.score || b.candidate.reputationScore - a.candidate.reputationScore);
  return {
    emptyReason: null,
    recommendations: best.slice(0, RECOMMENDATIONS_MAX).map(
      ({ candidate, score, details }): Recommendation => ({
        user: presentUserHit(candidate),
        score: Math.round(score * 10) / 10,
        reasons: details.map(describeMatchReason),
        details,
        isOnline: online.has(candidate.id),
      }),
    ),
  };
}

/** The work the candidate has open that needs skills the viewer has: the other half of a good match. */
function reciprocity(need: NeedRow | undefined, viewerSkills: Set<string>): MatchReason | undefined {
  if (!need) return undefined;
  const skills = need.skillsNeeded.filter((skill) => viewerSkills.has(skill.toLowerCase())).slice(0, SKILLS_NAMED);
  if (skills.length === 0) return undefined;
  return { code: 'needsYourSkills', skills, work: { type: need.type, _id: need.id, title: need.title } };
}

/** Which of the candidates are online now. */
const onlineAmong = async (ctx: AppContext, candidates: { id: string }[]) =>
  new Set(await ctx.realtime.onlineAmong(candidates.map((candidate) => candidate.id)));

/** Members who cover what a problem's or project's team still lacks, for its owner. */
async function recommendForWork(
  ctx: AppContext,
  requester: Requester,
  needs: WorkNeeds | undefined,
  messages: { notFound: string; notOwner: string },
) {
  const viewer = requireUser(requester);
  if (!needs || (needs.isPrivate && needs.ownerId !== viewer.id)) throw notFound(messages.notFound);
  if (needs.ownerId !== viewer.id) throw forbidden(messages.notOwner);
  const team = new Set(needs.teamSkills);
  const missing = [...distinctSkills(needs.skillsNeeded)].filter(([key]) => !team.has(key));
  if (missing.length === 0 || needs.status === 'Completed') return { recommendations: [], emptyReason: null };
  const keys = missing.map(([key]) => key);
  const weights = await skillWeights(ctx, keys);
  const totalWeight = sum(weights);
  const candidates = await findSkillHolders(ctx.db, viewer.id, keys, weights, needs.excluded);
  const viewerSkills = new Set(lower(viewer.skills));
  const [online, theirNeeds] = await Promise.all([
    onlineAmong(ctx, candidates),
    viewerSkills.size > 0
      ? findWorkOfOwnersNeeding(
          ctx.db,
          [...viewerSkills],
          candidates.map((candidate) => candidate.id).filter((id) => id !== viewer.id),
        )
      : Promise.resolve([]),
  ]);
  const needByOwner = new Map(theirNeeds.map((need) => [need.ownerId, need]));
  const now = ctx.clock();
  const scored = candidates.map((candidate): Scored => {
    const has = new Set(lower(candidate.skills));
    const covered = missing.filter(([key]) => has.has(key));
    const fresh = candidate.skills.filter((skill) => !team.has(skill.toLowerCase()));
    const base = finishReasons(candidate, online, now);
    const details: MatchReason[] = [
      {
        code: 'coversSkills',
        skills: covered.slice(0, SKILLS_NAMED).map(([, name]) => name),
        covered: covered.length,
        needed: missing.length,
      },
    ];
    let score = WEIGHT.coverage * (coveredWeight(keys, weights, has) / totalWeight) + base.score;
    score += WEIGHT.complement * (has.size > 0 ? fresh.length / has.size : 0);
    const back = reciprocity(needByOwner.get(candidate.id), viewerSkills);
    if (back) {
      score += WEIGHT.reciprocity;
      details.push(back);
    }
    return { candidate, score, details: [...details, ...base.details] };
  });
  return present(scored, online);
}

export async function recommendForProblem(ctx: AppContext, requester: Requester, id: string) {
  return recommendForWork(ctx, requester, await findProblemNeeds(ctx.db, id), {
    notFound: MESSAGES.problemNotFound,
    notOwner: MESSAGES.notProblemAuthor,
  });
}

export async function recommendForProject(ctx: AppContext, requester: Requester, id: string) {
  return recommendForWork(ctx, requester, await findProjectNeeds(ctx.db, id), {
    notFound: MESSAGES.projectNotFound,
    notOwner: MESSAGES.notProjectOwner,
  });
}

/**
 * People for the signed-in member to work with: those who cover what the member's open work needs, those
 * whose open work needs what the member knows (best when both), and otherwise active members whose skills
 * differ from the member's. A member with no skills yet gets nobody, and the reason.
 */
export async function recommendPeople(ctx: AppContext, requester: Requester): Promise<Recommendations> {
  const viewer = requireUser(requester);
  const mySkills = new Set(lower(viewer.skills));
  // Without skills every match would rest on reputation and activity alone (a 16% "match" with anyone active).
  if (mySkills.size === 0) return { recommendations: [], emptyReason: 'noSkills' };
  const openWork = await findOpenWorkOf(ctx.db, viewer.id);
  // What my open work needs that I do not know myself, with the first piece of work that needs it.
  const needed = new Map<string, { name: string; work: (typeof openWork)[number] }>();
  for (const work of openWork) {
    for (const skill of work.skillsNeeded) {
      const key = skill.toLowerCase();
      if (!mySkills.has(key) && !needed.has(key)) needed.set(key, { name: skill, work });
    }
  }
  const keys = [...needed.keys()];
  const weights = keys.length > 0 ? await skillWeights(ctx, keys) : [];
  const totalWeight = sum(weights);
  const excluded = [viewer.id];
  const [holders, needingMe] = await Promise.all([
    keys.length > 0 ? findSkillHolders(ctx.db, viewer.id, keys, weights, excluded) : Promise.resolve([]),
    mySkills.size > 0 ? findWorkNeeding(ctx.db, viewer.id, [...mySkills], excluded) : Promise.resolve([]),
  ]);
  const needByOwner = new Map(needingMe.map((need) => [need.ownerId, need]));
  const known = new Set(holders.map((candidate) => candidate.id));
  const others = await findCandidatesByIds(
    ctx.db,
    needingMe.map((need) => need.ownerId).filter((id) => !known.has(id)),
  );
  let candidates = [...holders, ...others];
  if (candidates.length === 0)
    candidates = await findActiveMembers(ctx.db, viewer.id, excluded, new Date(ctx.clock().getTime() - 30 * DAY_MS));
  const online = await onlineAmong(ctx, candidates);
  const now = ctx.clock();
  const scored = candidates.map((candidate): Scored => {
    const has = new Set(lower(candidate.skills));
    const base = finishReasons(candidate, online, now);
    const details: MatchReason[] = [];
    let score = base.score;
    const covered = keys.filter((key) => has.has(key));
    if (covered.length > 0) {
      score += WEIGHT.coverage * (coveredWeight(keys, weights, has) / totalWeight);
      details.push({
        code: 'coversSkills',
        skills: covered.slice(0, SKILLS_NAMED).map((key) => needed.get(key)?.name ?? key),
        covered: covered.length,
        needed: keys.length,
      });
    }
    const back = reciprocity(needByOwner.get(candidate.id), mySkills);
    if (back) {
      score += WEIGHT.reciprocity;
      details.push(back);
    }
    const fresh = candidate.skills.filter((skill) => !mySkills.has(skill.toLowerCase()));
    if (has.size > 0) score += WEIGHT.complement * (fresh.length / has.size);
    if (fresh.length > 0 && covered.length === 0) {
      details.push({ code: 'complementsSkills', skills: fresh.slice(0, SKILLS_NAMED) });
    }
    return { candidate, score, details: [...details, ...base.details] };
  });
  return present(scored, online);
}

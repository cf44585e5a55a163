import {
  type AchievementKind,
  CHALLENGE_PLACE_POINTS,
  CHALLENGE_PLACE_REASONS,
  REPUTATION_ACHIEVEMENTS,
  REPUTATION_DAILY_MAX,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
  REPUTATION_REPEAT_CREDIT_DAYS,
  type ReputationLimit,
  startOfIndiaDay,
} from '@skillsync/shared';
import type { ChallengePlan } from './challenge-plans.ts';
import { type Community, DAY_MS, type MemberPlan } from './community.ts';
import type { ProblemPlan } from './problem-plans.ts';
import type { ProjectPlan } from './project-plans.ts';

type Award = {
  member: MemberPlan;
  points: number;
  reason: string;
  sourceType: 'problem' | 'project' | 'challenge';
  sourceId: string;
  creditedBy: MemberPlan | null;
  at: number;
};

/** A team's finished work: the lead's completion and each acknowledged teammate's credit, as completion awards. */
function teamAwards(
  source: Pick<Award, 'sourceType' | 'sourceId' | 'at'>,
  lead: MemberPlan,
  teammates: MemberPlan[],
  [completed, teammate]: [string, string],
): Award[] {
  return [
    { ...source, member: lead, points: REPUTATION_FOR_COMPLETER, reason: completed, creditedBy: null },
    ...teammates.map((member) => ({
      ...source,
      member,
      points: REPUTATION_FOR_COLLABORATOR,
      reason: teammate,
      creditedBy: lead,
    })),
  ];
}

/** The daily and repeat-credit limits, applied award by award in time order, as `awardReputation` applies them. */
function createLimits() {
  const daily = new Map<string, number>();
  const lastCredit = new Map<string, number>();
  return (award: Award) => {
    let points = award.points;
    let limitedBy: ReputationLimit | null = null;
    const pair = award.creditedBy ? `${award.member.index}:${award.creditedBy.index}` : null;
    const credited = pair === null ? undefined : lastCredit.get(pair);
    if (credited !== undefined && credited >= award.at - REPUTATION_REPEAT_CREDIT_DAYS * DAY_MS) {
      points = 0;
      limitedBy = 'repeat-credit';
    }
    const dayKey = `${award.member.index}:${startOfIndiaDay(new Date(award.at)).getTime()}`;
    const allowance = Math.max(0, REPUTATION_DAILY_MAX - (daily.get(dayKey) ?? 0));
    if (points > allowance) {
      points = allowance;
      limitedBy = 'daily-limit';
    }
    daily.set(dayKey, (daily.get(dayKey) ?? 0) + points);
    if (pair !== null && points > 0) lastCredit.set(pair, award.at);
    return { points, limitedBy };
  };
}

/**
 * The community's reputation history and achievements, as `awardReputation` and the services would have recorded
 * them had every completion and result happened live: the same points, the same daily and repeat-credit limits,
 * and each member's score the sum of their events.
 */
export function createLedger(community: Community) {
  const awards: Award[] = [];
  const earned = new Map<string, { member: MemberPlan; kind: AchievementKind; at: number }>();
  const earn = (member: MemberPlan, kind: AchievementKind, at: number) => {
    const key = `${member.index}:${kind}`;
    const known = earned.get(key);
    if (!known || at < known.at) earned.set(key, { member, kind, at });
  };

  function addProblem(plan: ProblemPlan) {
    earn(plan.author, 'first-problem', plan.createdAt);
    for (const collaborator of plan.collaborators)
      earn(collaborator.member, 'first-collaboration', collaborator.joinedAt);
    if (plan.completedAt === null) return;
    const source = { sourceType: 'problem', sourceId: plan.id, at: plan.completedAt } as const;
    awards.push(...teamAwards(source, plan.author, plan.acknowledged, ['problem-completed', 'problem-collaborator']));
  }

  function addProject(plan: ProjectPlan) {
    earn(plan.owner, 'first-project', plan.createdAt);
    for (const member of plan.members) earn(member.member, 'first-collaboration', member.joinedAt);
    if (plan.completedAt === null) return;
    const source = { sourceType: 'project', sourceId: plan.id, at: plan.completedAt } as const;
    const members = plan.members.map(({ member }) => member);
    awards.push(...teamAwards(source, plan.owner, members, ['project-completed', 'project-member']));
  }

  function addChallenge(plan: ChallengePlan) {
    if (plan.resultsPublishedAt === null) return;
    for (const { member, submission } of plan.participants) {
      if (!submission?.isWinner || submission.rank === null) continue;
      const place = submission.rank - 1;
      awards.push({
        member,
        points: CHALLENGE_PLACE_POINTS[place] ?? 0,
        reason: CHALLENGE_PLACE_REASONS[place] ?? 'challenge-third-place',
        sourceType: 'challenge',
        sourceId: plan.id,
        creditedBy: plan.host,
        at: plan.resultsPublishedAt,
      });
    }
  }

  /** Applies the limits in time order and returns the events, each member's score and what they earned. */
  function settle() {
    awards.sort((a, b) => a.at - b.at || a.member.index - b.member.index || a.reason.localeCompare(b.reason));
    const scores = new Map<number, number>();
    const limit = createLimits();
    const events = awards.map((award) => {
      const kind: AchievementKind = award.sourceType === 'challenge' ? 'first-challenge-win' : 'first-completion';
      earn(award.member, kind, award.at);
      const { points, limitedBy } = limit(award);
      const before = scores.get(award.member.index) ?? 0;
      scores.set(award.member.index, before + points);
      for (const milestone of REPUTATION_ACHIEVEMENTS) {
        if (before + points >= milestone.score) earn(award.member, milestone.kind, award.at);
      }
      return {
        id: community.source.uuid(
          'reputation',
          `${award.sourceType}:${award.sourceId}:${award.reason}:${award.member.index}`,
        ),
        userId: award.member.id,
        points,
        reason: award.reason,
        sourceType: award.sourceType,
        sourceId: award.sourceId,
        creditedBy: award.creditedBy?.id ?? null,
        limitedBy,
        createdAt: new Date(award.at),
      };
    });
    const achievements = [...earned.values()].map(({ member, kind, at }) => ({
      userId: member.id,
      kind,
      earnedAt: new Date(at),
    }));
    return { events, scores, achievements };
  }

  return { addProblem, addProject, addChallenge, settle };
}

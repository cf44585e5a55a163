import { REPUTATION_FOR_COLLABORATOR, REPUTATION_FOR_COMPLETER, type ReputationChangedEvent } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUuid } from '../../lib/ids.ts';
import { notify } from '../notifications/index.ts';
import { announceReputation, awardReputation } from '../users/index.ts';
import { findCollaboratorIdsAmong, findMemberIdsAmong, type Team } from './team-access.repository.ts';

/** What finished work earns, by the kind of team: the reasons its history shows. */
const KINDS = {
  collaboration: { sourceType: 'problem', completer: 'problem-completed', teammate: 'problem-collaborator' },
  project: { sourceType: 'project', completer: 'project-completed', teammate: 'project-member' },
} as const;

export type Completion = { awarded: { userId: string; points: number }[]; source: ReputationChangedEvent };

/**
 * Awards a team's finished work, in the completing transaction: REPUTATION_FOR_COMPLETER to the one who completes
 * it, REPUTATION_FOR_COLLABORATOR to each teammate they acknowledge. Only real teammates earn points; other ids
 * in the list are ignored. Tell the members with `announceCompletion` once the transaction commits.
 */
export async function awardCompletion(
  tx: Queryable,
  now: Date,
  team: Team,
  completerId: string,
  acknowledgedIds: string[],
): Promise<Completion> {
  const kind = KINDS[team.kind];
  const source = { sourceType: kind.sourceType, sourceId: team.id };
  const findTeammates = team.kind === 'project' ? findMemberIdsAmong : findCollaboratorIdsAmong;
  const acknowledged = await findTeammates(tx, team.id, acknowledgedIds.filter(isUuid));
  const awarded = await awardReputation(tx, now, [
    { ...source, userId: completerId, points: REPUTATION_FOR_COMPLETER, reason: kind.completer },
    ...acknowledged.map((userId) => ({
      ...source,
      userId,
      points: REPUTATION_FOR_COLLABORATOR,
      reason: kind.teammate,
      creditedBy: completerId,
    })),
  ]);
  // The teammates credited hear of it, with what it earned them (a limit may have made it less, or nothing).
  const subject = team.kind === 'project' ? { projectId: team.id } : { problemId: team.id };
  const pointsOf = new Map(awarded.map((award) => [award.userId, award.points]));
  const notices = acknowledged.map((userId) => ({
    userId,
    kind: 'work-completed' as const,
    actorId: completerId,
    subject,
    detail: { points: pointsOf.get(userId) ?? 0 },
  }));
  await notify(tx, notices, now);
  return { awarded, source };
}

/** Tells each member awarded that their reputation changed; call it after the completion commits. */
export function announceCompletion(ctx: AppContext, completion: Completion) {
  announceReputation(ctx, completion.awarded, completion.source);
}

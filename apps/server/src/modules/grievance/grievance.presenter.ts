import type { ModerationGrievance } from '@skillsync/shared';
import type { GrievanceRow } from './grievance.repository.ts';

/** What a complainant quotes: G-1001. */
export const referenceOf = (number: number) => `G-${number}`;

export function presentGrievance(row: GrievanceRow): ModerationGrievance {
  return {
    _id: row.id,
    reference: referenceOf(row.number),
    name: row.name,
    email: row.email,
    about: row.about,
    details: row.details,
    member: row.userId && row.memberName !== null ? { _id: row.userId, name: row.memberName } : null,
    receivedAt: row.verifiedAt.toISOString(),
    decideBy: row.decideBy.toISOString(),
    isOverdue: row.isOverdue,
  };
}

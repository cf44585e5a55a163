import type { BlockedMember } from '@skillsync/shared';
import { presentUserSummary } from '../users/index.ts';
import type { BlockedRow } from './blocks.repository.ts';

export function presentBlockedMember(row: BlockedRow): BlockedMember {
  return { _id: row.user.id, user: presentUserSummary(row.user), blockedAt: row.blockedAt.toISOString() };
}

import type { DbOrTx } from '../../db/client.ts';
import { addReputationPoints, insertReputationEvents, type ReputationEvent } from './users.repository.ts';

/**
 * Gives each award once: the event row is the proof, and points are added only for rows that were
 * actually inserted, so a repeated or concurrent award never counts twice. Run it inside the caller's transaction.
 */
export async function awardReputation(tx: DbOrTx, awards: ReputationEvent[]) {
  const inserted = await insertReputationEvents(tx, awards);
  const byPoints = new Map<number, string[]>();
  for (const row of inserted) byPoints.set(row.points, [...(byPoints.get(row.points) ?? []), row.userId]);
  for (const [points, userIds] of byPoints) await addReputationPoints(tx, userIds, points);
}

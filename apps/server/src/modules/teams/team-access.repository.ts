import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, sqlArray } from '../../db/client.ts';

/** A team's conversation: a project's, or a problem's (its collaboration chat). */
export type Team = { kind: 'project' | 'collaboration'; id: string };

/**
 * Which of these members are still on these teams, in one query for any number (the realtime link's periodic
 * check of every socket): a project's owner or member, a problem's author or collaborator, the rule
 * `authorizeTeam` applies to one. Answers the claims that hold, by index.
 */
export async function findClaimsThatHold(db: DbOrTx, claims: { team: Team; userId: string }[]) {
  if (claims.length === 0) return new Set<number>();
  const rows = await queryRows<{ index: number }>(
    db,
    sql`SELECT t.index::int AS index
      FROM unnest(${sqlArray(
        claims.map((claim) => claim.team.kind),
        'text',
      )}, ${sqlArray(
        claims.map((claim) => claim.team.id),
        'uuid',
      )}, ${sqlArray(
        claims.map((claim) => claim.userId),
        'uuid',
      )}) WITH ORDINALITY AS t(kind, team_id, user_id, index)
      WHERE (t.kind = 'project' AND (
          EXISTS (SELECT 1 FROM projects j WHERE j.id = t.team_id AND j.owner_id = t.user_id)
          OR EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = t.team_id AND m.user_id = t.user_id)))
        OR (t.kind = 'collaboration' AND (
          EXISTS (SELECT 1 FROM problems p WHERE p.id = t.team_id AND p.author_id = t.user_id)
          OR EXISTS (SELECT 1 FROM problem_collaborators c WHERE c.problem_id = t.team_id AND c.user_id = t.user_id)))`,
  );
  // WITH ORDINALITY counts from 1.
  return new Set(rows.map((row) => row.index - 1));
}

import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { queryRows } from '../sql.ts';
import { DEMO_EMAIL_DOMAIN } from './community.ts';

/** Addresses a newcomer can sign in with to see each side of the demo community. */
export type DemoAccounts = {
  /** Posted problems, owns a project and is on other teams: the busiest member. */
  member: string | undefined;
  /** Hosts a challenge that is open now or about to be (the host's view: edit, then judge). */
  host: string | undefined;
  /** Has joined a challenge and submitted to it. */
  participant: string | undefined;
};

/** Picks one demo member for each part, the same ones every time for the same community. */
export async function findDemoAccounts(db: Database): Promise<DemoAccounts> {
  const demo = `%@${DEMO_EMAIL_DOMAIN}`;
  const [row] = await queryRows<DemoAccounts>(
    db,
    sql`SELECT
      (SELECT u.email FROM users u
         WHERE u.email LIKE ${demo} AND u.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM problems p WHERE p.author_id = u.id)
           AND EXISTS (SELECT 1 FROM projects p WHERE p.owner_id = u.id)
         ORDER BY u.reputation_score DESC, u.email LIMIT 1) AS member,
      (SELECT u.email FROM challenges c JOIN users u ON u.id = c.host_id
         WHERE u.email LIKE ${demo} ORDER BY c.ends_at DESC, u.email LIMIT 1) AS host,
      (SELECT u.email FROM challenge_submissions s JOIN users u ON u.id = s.user_id
         WHERE u.email LIKE ${demo} ORDER BY s.submitted_at DESC, u.email LIMIT 1) AS participant`,
  );
  return { member: row?.member ?? undefined, host: row?.host ?? undefined, participant: row?.participant ?? undefined };
}

import type { ChallengeList, ProblemList, ProjectList, ReputationHistory } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { useTestApp } from '../../test/test-app.ts';
import { queryRows } from '../sql.ts';
import { DEMO_EMAIL_DOMAIN } from './community.ts';
import { findDemoAccounts } from './demo-accounts.ts';
import { OtherCommunityError, type SeedReport, seedCommunity } from './seed.ts';

const PASSWORD = 'Demo-community-1';
const MEMBERS = 60;

/** Rows the query finds: each invariant query lists what breaks it, so a failure shows the offending rows. */
const broken = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(testApp.app.ctx.db, query);
/** No row breaks the rule the query looks for. */
const expectNoneBroken = async (query: ReturnType<typeof sql>) => expect(await broken(query)).toEqual([]);

const testApp = useTestApp();
let passwordHash = '';
let first: SeedReport;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  first = await seedCommunity(testApp.app.ctx.db, { members: MEMBERS, seed: 'test', passwordHash });
});

describe('the demo community', () => {
  it('names a member, a challenge host and a participant a newcomer can sign in as', async () => {
    const accounts = await findDemoAccounts(testApp.app.ctx.db);
    for (const email of [accounts.member, accounts.host, accounts.participant]) {
      expect(email).toMatch(new RegExp(`@${DEMO_EMAIL_DOMAIN}$`));
      const login = await testApp.request('POST', '/api/auth/login', { payload: { email, password: PASSWORD } });
      expect(login.statusCode).toBe(200);
    }
    const host = await testApp.request('POST', '/api/auth/login', {
      payload: { email: accounts.host, password: PASSWORD },
    });
    const hosted = await queryRows<{ n: number }>(
      testApp.app.ctx.db,
      sql`SELECT count(*)::int AS n FROM challenges WHERE host_id = ${host.json().user.id}`,
    );
    expect(hosted[0]?.n).toBeGreaterThan(0);
  });

  it('shows a visitor problems, projects and challenges in every state', async () => {
    const problems = (await testApp.request('GET', '/api/problems')).json<ProblemList>();
    const projects = (await testApp.request('GET', '/api/projects')).json<ProjectList>();
    expect(problems.problems.length).toBeGreaterThan(0);
    expect(projects.projects.length).toBeGreaterThan(0);
    for (const status of ['Upcoming', 'Active', 'Completed'] as const) {
      const list = (await testApp.request('GET', `/api/challenges?status=${status}`)).json<ChallengeList>();
      expect(list.challenges.length, status).toBeGreaterThan(0);
    }
    const [published] = await broken(
      sql`SELECT count(*)::int AS n FROM challenges WHERE results_published_at IS NOT NULL`,
    );
    expect(published?.n).toBeGreaterThan(0);
  });

  it('holds requests and invitations in every state', async () => {
    const states = await queryRows<{ state: string }>(
      testApp.app.ctx.db,
      sql`SELECT DISTINCT 'problem ' || status AS state FROM collaboration_requests
          UNION SELECT DISTINCT kind || ' ' || status FROM project_join_requests ORDER BY 1`,
    );
    expect(states.map((row) => row.state)).toEqual([
      'invitation Accepted',
      'invitation Pending',
      'invitation Rejected',
      'problem accepted',
      'problem pending',
      'problem rejected',
      'request Accepted',
      'request Pending',
      'request Rejected',
    ]);
  });

  it('lets a demo member sign in with the printed password', async () => {
    const [member] = await queryRows<{ email: string }>(
      testApp.app.ctx.db,
      sql`SELECT email FROM users WHERE email LIKE ${`%@${DEMO_EMAIL_DOMAIN}`} ORDER BY email LIMIT 1`,
    );
    const response = await testApp.request('POST', '/api/auth/login', {
      payload: { email: member?.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives every member the sum of their reputation events as their score', async () => {
    await expectNoneBroken(sql`
        SELECT u.id, u.reputation_score, coalesce(sum(e.points), 0) AS total FROM users u
        LEFT JOIN reputation_events e ON e.user_id = u.id
        GROUP BY u.id HAVING u.reputation_score <> coalesce(sum(e.points), 0)`);
    const [top] = await queryRows<{ id: string; score: number }>(
      testApp.app.ctx.db,
      sql`SELECT id, reputation_score AS score FROM users ORDER BY reputation_score DESC LIMIT 1`,
    );
    expect(top?.score).toBeGreaterThan(0);
    const history = (
      await testApp.request('GET', `/api/users/${top?.id}/reputation?limit=50`)
    ).json<ReputationHistory>();
    expect(history.score).toBe(top?.score);
    expect(history.events.reduce((total, event) => total + event.points, 0)).toBe(top?.score);
  });

  it('keeps the teams as the app keeps them', async () => {
    // Owners are not their own members, teams fit, authors neither join nor support their own problems.
    await expectNoneBroken(
      sql`SELECT * FROM project_members m JOIN projects p ON p.id = m.project_id WHERE m.user_id = p.owner_id`,
    );
    await expectNoneBroken(sql`SELECT p.id FROM projects p JOIN project_members m ON m.project_id = p.id
        GROUP BY p.id HAVING count(*) + 1 > max(p.max_members)`);
    await expectNoneBroken(
      sql`SELECT * FROM problem_collaborators c JOIN problems p ON p.id = c.problem_id WHERE c.user_id = p.author_id`,
    );
    await expectNoneBroken(
      sql`SELECT * FROM problem_supporters s JOIN problems p ON p.id = s.problem_id WHERE s.user_id = p.author_id`,
    );
    await expectNoneBroken(sql`SELECT p.id FROM problems p WHERE supporters_count <>
        (SELECT count(*) FROM problem_supporters s WHERE s.problem_id = p.id)`);
    // Every accepted request is a place on the team, and nobody on a team still waits for an answer.
    await expectNoneBroken(sql`SELECT r.id FROM project_join_requests r LEFT JOIN project_members m
        ON m.project_id = r.project_id AND m.user_id = r.user_id
        WHERE (r.status = 'Accepted') <> (m.user_id IS NOT NULL)`);
    await expectNoneBroken(sql`SELECT r.id FROM collaboration_requests r LEFT JOIN problem_collaborators c
        ON c.problem_id = r.problem_id AND c.user_id = r.requester_id
        WHERE (r.status = 'accepted') <> (c.user_id IS NOT NULL)`);
    await expectNoneBroken(
      sql`SELECT r.id FROM project_join_requests r JOIN projects p ON p.id = r.project_id WHERE p.visibility = 'Private' AND r.kind = 'request'`,
    );
    // Tasks are assigned to the team, and messages come from it.
    await expectNoneBroken(sql`SELECT t.id FROM project_tasks t JOIN projects p ON p.id = t.project_id
        WHERE t.assignee_id IS NOT NULL AND t.assignee_id <> p.owner_id AND NOT EXISTS
        (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.user_id = t.assignee_id)`);
    await expectNoneBroken(sql`SELECT c.id FROM chat_messages c
        LEFT JOIN projects p ON p.id = c.project_id LEFT JOIN problems q ON q.id = c.problem_id
        WHERE c.sender_id <> coalesce(p.owner_id, q.author_id)
          AND NOT EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = c.project_id AND m.user_id = c.sender_id)
          AND NOT EXISTS (SELECT 1 FROM problem_collaborators m WHERE m.problem_id = c.problem_id AND m.user_id = c.sender_id)`);
  });

  it('ranks published challenges as publishing would, and never lets the host join', async () => {
    await expectNoneBroken(
      sql`SELECT * FROM challenge_participants p JOIN challenges c ON c.id = p.challenge_id WHERE p.user_id = c.host_id`,
    );
    await expectNoneBroken(sql`SELECT s.id FROM challenge_submissions s JOIN challenges c ON c.id = s.challenge_id
        WHERE c.results_published_at IS NOT NULL AND (s.rank IS DISTINCT FROM
          (SELECT 1 + count(*) FROM challenge_submissions o WHERE o.challenge_id = s.challenge_id AND o.total_score > s.total_score)
          OR s.is_winner <> (s.rank <= 3 AND s.total_score > 0))`);
    await expectNoneBroken(
      sql`SELECT id FROM challenge_submissions WHERE total_score IS DISTINCT FROM (SELECT sum(x)::int FROM unnest(scores) x)`,
    );
    // Prizes by place add up to the pool (issue 30).
    await expectNoneBroken(
      sql`SELECT id FROM challenges WHERE prize_amount <> (SELECT coalesce(sum(p), 0) FROM unnest(prizes) p)`,
    );
  });

  it('names every skill it uses in the skills list', async () => {
    await expectNoneBroken(sql`SELECT DISTINCT lower(s) AS skill FROM (
          SELECT unnest(skills) AS s FROM users UNION ALL SELECT unnest(skills_needed) FROM problems
          UNION ALL SELECT unnest(skills_needed) FROM projects UNION ALL SELECT unnest(technologies) FROM challenges) used
        WHERE NOT EXISTS (SELECT 1 FROM skills k WHERE k.key = lower(used.s))`);
  });

  it('adds nothing when it runs again, and refuses a second community', async () => {
    const again = await seedCommunity(testApp.app.ctx.db, { members: MEMBERS, seed: 'test', passwordHash });
    expect(again.tables.map((table) => [table.table, table.inserted])).toEqual(
      first.tables.map((table) => [table.table, 0]),
    );
    expect(first.tables.every((table) => table.inserted === table.rows)).toBe(true);
    await expect(seedCommunity(testApp.app.ctx.db, { members: MEMBERS, seed: 'other', passwordHash })).rejects.toThrow(
      OtherCommunityError,
    );
  });
});

import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import {
  challengeParticipants,
  challengeSubmissions,
  challenges,
  chatMessages,
  chatSequences,
  collaborationRequests,
  portfolioItems,
  portfolioLikes,
  problemCollaborators,
  problemSupporters,
  problems,
  projectJoinRequests,
  projectMembers,
  projectMilestones,
  projects,
  projectTasks,
  reputationEvents,
  skills,
  userAchievements,
  users,
} from '../schema/index.ts';
import { queryRows } from '../sql.ts';
import { challengeCount, challengeRow, challengeSubmissionRows, planChallenge } from './challenge-plans.ts';
import { type Community, DEMO_EMAIL_DOMAIN, memberAt, planCommunity } from './community.ts';
import { portfolioRows, userRow } from './member-rows.ts';
import { planProblem, problemCount, problemRow } from './problem-plans.ts';
import { planProject, projectCount, projectMilestoneRows, projectRow, projectTaskRows } from './project-plans.ts';
import { createLedger } from './reputation.ts';
import { chatSequenceRows, problemTeamRows, projectTeamRows } from './team-rows.ts';

export type SeedOptions = {
  members: number;
  seed: string;
  /** One argon2 hash of the demo password, shared by every demo member (hashing each would take an hour at 100k). */
  passwordHash: string;
  /** The moment the community is built up to (its past ends at the start of this India day). */
  now?: Date;
  onProgress?: (line: string) => void;
};

export type SeedReport = { tables: { table: string; rows: number; inserted: number }[] };

// PostgreSQL takes at most 65,535 parameters in one statement.
const MAX_PARAMETERS = 60_000;
// Problems, projects or members planned and written per round: enough rows for full batches, little memory.
const ROUND = 2000;

export class OtherCommunityError extends Error {}

/**
 * Fills the database with the demo community of `seed` and `members`: deterministic ids, every insert
 * `ON CONFLICT DO NOTHING`, so a second run adds nothing and rows it did not make are never touched.
 */
export async function seedCommunity(db: Database, options: SeedOptions): Promise<SeedReport> {
  const community = planCommunity(options.seed, options.members, options.now ?? new Date());
  await refuseOtherCommunity(db, community);
  const log = options.onProgress ?? (() => {});
  const counts = new Map<string, { rows: number; inserted: number }>();
  const write: Write = async (table, rows) => {
    const name = getTableName(table);
    const count = counts.get(name) ?? { rows: 0, inserted: 0 };
    count.rows += rows.length;
    count.inserted += await insertRows(db, table, rows);
    counts.set(name, count);
  };
  const progress = (what: string, done: number, total: number) =>
    log(`${what}: ${Math.min(done, total).toLocaleString('en')} of ${total.toLocaleString('en')}`);
  const totals = {
    problems: problemCount(options.members),
    projects: projectCount(options.members),
    challenges: challengeCount(options.members),
  };
  const ledger = settleReputation(community, totals);
  const seeding: Seeding = { community, write, progress, totals };

  await writeMembers(seeding, ledger, options.passwordHash);
  await writeProblems(seeding);
  await writeProjects(seeding);
  await writeChallenges(seeding);
  await writePortfolios(seeding);
  await write(reputationEvents, ledger.events);
  await write(userAchievements, ledger.achievements);
  progress('reputation events', ledger.events.length, ledger.events.length);

  return { tables: [...counts].map(([table, count]) => ({ table, ...count })) };
}

type Write = <T extends PgTable>(table: T, rows: PgInsertValue<T>[]) => Promise<void>;
type Totals = { problems: number; projects: number; challenges: number };
/** What every step of a seeding shares: the plan, the writer that counts rows, the progress log. */
type Seeding = {
  community: Community;
  write: Write;
  progress: (what: string, done: number, total: number) => void;
  totals: Totals;
};

async function writeMembers(
  { community, write, progress }: Seeding,
  ledger: ReturnType<typeof settleReputation>,
  passwordHash: string,
) {
  for (let start = 0; start < community.members.length; start += ROUND) {
    const round = community.members.slice(start, start + ROUND);
    await write(
      users,
      round.map((member) => userRow(community, member, ledger.scores.get(member.index) ?? 0, passwordHash)),
    );
    progress('members', start + ROUND, community.members.length);
  }
  await write(
    skills,
    [...ledger.skillNames].map(([key, name]) => ({ key, name })),
  );
}

async function writeProblems({ community, write, progress, totals }: Seeding) {
  for (let start = 0; start < totals.problems; start += ROUND) {
    const plans = range(start, Math.min(totals.problems, start + ROUND)).map((index) => planProblem(community, index));
    await write(
      problems,
      plans.map((plan) => problemRow(community, plan)),
    );
    const teams = plans.map((plan) => problemTeamRows(community, plan));
    await write(
      problemSupporters,
      teams.flatMap((team) => team.supporters),
    );
    await write(
      problemCollaborators,
      teams.flatMap((team) => team.collaborators),
    );
    await write(
      collaborationRequests,
      teams.flatMap((team) => team.requests),
    );
    await write(
      chatMessages,
      teams.flatMap((team) => team.chat),
    );
    await write(chatSequences, chatSequenceRows(teams.map((team) => team.chat)));
    progress('problems', start + ROUND, totals.problems);
  }
}

async function writeProjects({ community, write, progress, totals }: Seeding) {
  for (let start = 0; start < totals.projects; start += ROUND) {
    const plans = range(start, Math.min(totals.projects, start + ROUND)).map((index) => planProject(community, index));
    await write(
      projects,
      plans.map((plan) => projectRow(community, plan)),
    );
    const teams = plans.map((plan) => projectTeamRows(community, plan));
    await write(
      projectMembers,
      teams.flatMap((team) => team.members),
    );
    await write(
      projectJoinRequests,
      teams.flatMap((team) => team.requests),
    );
    await write(
      projectTasks,
      plans.flatMap((plan) => projectTaskRows(community, plan)),
    );
    await write(
      projectMilestones,
      plans.flatMap((plan) => projectMilestoneRows(community, plan)),
    );
    await write(
      chatMessages,
      teams.flatMap((team) => team.chat),
    );
    await write(chatSequences, chatSequenceRows(teams.map((team) => team.chat)));
    progress('projects', start + ROUND, totals.projects);
  }
}

async function writeChallenges({ community, write, progress, totals }: Seeding) {
  const challengePlans = range(0, totals.challenges).map((index) => planChallenge(community, index));
  await write(
    challenges,
    challengePlans.map((plan) => challengeRow(community, plan)),
  );
  await write(
    challengeParticipants,
    challengePlans.flatMap((plan) =>
      plan.participants.map(({ member, joinedAt }) => ({
        challengeId: plan.id,
        userId: member.id,
        joinedAt: new Date(joinedAt),
      })),
    ),
  );
  await write(
    challengeSubmissions,
    challengePlans.flatMap((plan) => challengeSubmissionRows(community, plan)),
  );
  progress('challenges', totals.challenges, totals.challenges);
}

async function writePortfolios({ community, write, progress }: Seeding) {
  for (let start = 0; start < community.members.length; start += ROUND) {
    const portfolios = community.members.slice(start, start + ROUND).map((member) => portfolioRows(community, member));
    await write(
      portfolioItems,
      portfolios.flatMap((portfolio) => portfolio.items),
    );
    await write(
      portfolioLikes,
      portfolios.flatMap((portfolio) => portfolio.likes),
    );
  }
  progress('portfolios', community.members.length, community.members.length);
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, n) => from + n);

/**
 * Everything reputation needs before the members are written (their score is on their row): every completion
 * and published result, with the limits applied; and the skills every profile, problem, project and challenge names.
 */
function settleReputation(community: Community, totals: Totals) {
  const ledger = createLedger(community);
  const skillNames = new Map<string, string>();
  const remember = (names: readonly string[]) => {
    for (const name of names) if (!skillNames.has(name.toLowerCase())) skillNames.set(name.toLowerCase(), name);
  };
  for (const member of community.members) remember(member.skills);
  for (const index of range(0, totals.problems)) {
    const plan = planProblem(community, index);
    ledger.addProblem(plan);
    remember(plan.topic.skills);
  }
  for (const index of range(0, totals.projects)) {
    const plan = planProject(community, index);
    ledger.addProject(plan);
    remember(plan.topic.skills);
  }
  for (const index of range(0, totals.challenges)) {
    const plan = planChallenge(community, index);
    ledger.addChallenge(plan);
    remember(plan.topic.technologies);
  }
  return { ...ledger.settle(), skillNames };
}

type RawClient = {
  query: (text: string, params: unknown[]) => Promise<{ rowCount?: number | null; affectedRows?: number }>;
};

/**
 * Inserts in batches under PostgreSQL's parameter limit, skipping rows already there; returns how many were new.
 * The statement is written here and sent through the driver's own client (a pg pool or PGlite, both answer
 * `query(text, params)`): drizzle's builder spent more time assembling 60,000-parameter inserts than the database
 * spent running them.
 */
async function insertRows<T extends PgTable>(db: Database, table: T, rows: PgInsertValue<T>[]) {
  const first = rows[0];
  if (!first) return 0;
  const client = (db as unknown as { $client: RawClient }).$client;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return `"${column.name}"`;
  });
  const head = `INSERT INTO "${getTableName(table)}" (${names.join(', ')}) VALUES `;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / keys.length));
  let inserted = 0;
  for (let start = 0; start < rows.length; start += size) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + size).map((row) => {
      const values = row as Record<string, unknown>;
      const slots = keys.map((key) => {
        const value = values[key];
        if (value === undefined) return 'DEFAULT';
        params.push(value instanceof Date ? value.toISOString() : value);
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    const result = await client.query(`${head}${tuples.join(', ')} ON CONFLICT DO NOTHING`, params);
    inserted += result.rowCount ?? result.affectedRows ?? 0;
  }
  return inserted;
}

/**
 * The ids depend on the seed and the member count: a demo community made with other options is another
 * community whose e-mails may collide with this one's. One demo community per database: refuse a second.
 */
async function refuseOtherCommunity(db: Database, community: Community) {
  const first = memberAt(community, 0);
  const [row] = await queryRows<{ isOurs: boolean; isAny: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM ${users} WHERE id = ${first.id}) AS "isOurs",
               EXISTS (SELECT 1 FROM ${users} WHERE lower(email) LIKE ${`%@${DEMO_EMAIL_DOMAIN}`}) AS "isAny"`,
  );
  if (row?.isAny && !row.isOurs) {
    throw new OtherCommunityError(
      'This database already holds a demo community made with another --members or --seed. Use the same options, or a fresh database.',
    );
  }
}

import { randomBytes } from 'node:crypto';
import {
  type ChallengeDetail,
  DELETED_MEMBER_NAME,
  type JoinRequestList,
  type PasskeyOptions,
  type ProjectDetail,
  type SearchResults,
} from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/sql.ts';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { createPasskey } from '../../test/soft-authenticator.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

/** Typed by the leaving member into every field they can fill; nothing of it may outlive the account, but… */
const MARK = `zqx${randomBytes(4).toString('hex')}`;
const PHONE = '98765 43210';

/**
 * …what the design keeps on purpose, for the teams and participants who rely on it: their own problems, projects
 * (with their milestones), the tasks they wrote on a team's board, their chat messages and the challenge they host.
 */
const KEPT_ON_PURPOSE = [
  'challenges.search_vector',
  'challenges.title',
  'chat_messages.content',
  'chat_messages.search_vector',
  'problems.search_vector',
  'problems.title',
  'project_milestones.title',
  'project_tasks.title',
  'projects.search_vector',
  'projects.title',
];

async function ok<T>(response: Promise<{ statusCode: number; body: string; json: <U = unknown>() => U }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json<T>();
}

/** Every text column of every table (text, varchar, text[], jsonb, tsvector) that holds `needle`, as table.column. */
async function columnsHolding(needle: string) {
  const columns = await queryRows<{ table: string; column: string }>(
    t.app.ctx.db,
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = 'public'
        AND (data_type IN ('text', 'character varying', 'jsonb', 'tsvector')
          OR (data_type = 'ARRAY' AND udt_name IN ('_text', '_varchar')))
      ORDER BY table_name, column_name`,
  );
  expect(columns.length).toBeGreaterThan(60);
  const holding: string[] = [];
  for (const { table, column } of columns) {
    const [row] = await queryRows<{ found: boolean }>(
      t.app.ctx.db,
      sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)}
        WHERE ${sql.identifier(column)}::text ILIKE ${`%${needle}%`}) AS found`,
    );
    if (row?.found) holding.push(`${table}.${column}`);
  }
  return holding;
}

/** A challenge of someone else's that the member entered, judged and published (the clock passes its deadline). */
async function enterPublishedChallenge(leaving: TestMember) {
  const host = await build.registerMember();
  const challenge = await build.hostChallenge(host);
  await build.joinChallenge(leaving, challenge._id);
  const entry = await build.submitEntry(leaving, challenge._id, {
    repositoryUrl: `https://github.com/${MARK}/entry`,
    demoUrl: `https://${MARK}.example.in`,
    notes: `Call me on ${PHONE} ${MARK}`,
  });
  t.advanceClock(Math.max(0, Date.parse(challenge.endsAt) - Date.now()) + 60_000);
  const judge = await build.signInAgain(host);
  await ok(
    t.request('PUT', `/api/challenges/${challenge._id}/submissions/${entry._id}/score`, {
      as: judge,
      payload: { scores: [7, 8, 9], feedback: 'Good work' },
    }),
  );
  await ok(t.request('POST', `/api/challenges/${challenge._id}/results`, { as: judge }));
  return challenge._id;
}

/** Everything else the member can fill in: profile, a passkey's name, portfolio, own work, requests, answers, teams, entries. */
async function fillEverything(leaving: TestMember) {
  const sendAsLeaving = <T>(method: 'POST' | 'PUT', url: string, payload: object) =>
    ok<T>(t.request(method, url, { as: leaving, payload }));
  await sendAsLeaving('PUT', '/api/users/me', {
    name: `${MARK} Name`,
    title: `${MARK} title`,
    location: `${MARK} town`,
    bio: `${MARK} bio`,
    skills: [`Private Phone ${PHONE}`, `${MARK}skill`],
    experience: `${MARK} experience`,
    education: `${MARK} education`,
    github: `https://github.com/${MARK}`,
    linkedin: `https://www.linkedin.com/in/${MARK}`,
    website: `https://${MARK}.example.in`,
  });
  const { credential } = createPasskey(
    await sendAsLeaving<PasskeyOptions>('POST', '/api/auth/passkeys/options', { password: leaving.password }),
  );
  await sendAsLeaving('POST', '/api/auth/passkeys', { name: `${MARK} phone`, credential });
  await sendAsLeaving('POST', '/api/users/me/portfolio', {
    title: `${MARK} portfolio`,
    description: `${MARK} description`,
    technologies: [`${MARK}tech`],
    githubUrl: `https://github.com/${MARK}/repo`,
    liveUrl: `https://${MARK}.example.in/live`,
  });

  // Their own problem (an answer to a request on it is their text) and project (with an invitation by e-mail).
  const ownProblem = await build.postProblem(leaving, { title: `${MARK} problem` });
  const asker = await build.registerMember();
  const asked = await ok<{ _id: string }>(
    t.request('POST', `/api/problems/${ownProblem._id}/collaborate`, { as: asker, payload: { message: 'Hello' } }),
  );
  await sendAsLeaving('PUT', `/api/collaboration-requests/${asked._id}/respond`, {
    status: 'accepted',
    responseMessage: `${MARK} welcome`,
  });
  const ownProject = await build.postProject(leaving, { title: `${MARK} project` });
  await sendAsLeaving('POST', `/api/projects/${ownProject._id}/milestones`, { title: MARK });
  const invitee = await build.registerMember();
  for (const email of [`${MARK}-friend@example.in`, invitee.user.email]) {
    await sendAsLeaving('POST', `/api/projects/${ownProject._id}/invitations`, { email, message: `${MARK} join us` });
  }

  // Someone else's problem: a request accepted, another left pending.
  const author = await build.registerMember();
  for (const index of [0, 1]) {
    const problem = await build.postProblem(author);
    const request = await sendAsLeaving<{ _id: string }>('POST', `/api/problems/${problem._id}/collaborate`, {
      message: `${MARK} let me help ${PHONE}`,
    });
    if (index === 0) {
      await ok(
        t.request('PUT', `/api/collaboration-requests/${request._id}/respond`, {
          as: author,
          payload: { status: 'accepted' },
        }),
      );
    }
  }

  // Someone else's project: asked with a message and skills, accepted; a task and a message for the team.
  const owner = await build.registerMember();
  const project = await build.postProject(owner);
  const joining = await sendAsLeaving<{ _id: string }>('POST', `/api/projects/${project._id}/join`, {
    message: `my phone is ${PHONE}`,
    skills: [`${MARK}teamskill`],
  });
  await ok(
    t.request('PUT', `/api/projects/${project._id}/join-requests/${joining._id}`, {
      as: owner,
      payload: { action: 'accept' },
    }),
  );
  await build.askToJoin(await build.registerMember(), project._id);
  await sendAsLeaving('POST', `/api/projects/${project._id}/tasks`, { title: `${MARK} task` });
  await sendAsLeaving('POST', `/api/projects/${project._id}/messages`, { content: MARK });

  // A challenge still open that they entered, and one they host.
  const open = await build.hostChallenge(owner);
  await build.joinChallenge(leaving, open._id);
  await build.submitEntry(leaving, open._id, { notes: `${MARK} notes` });
  await build.hostChallenge(leaving, { title: `${MARK} challenge` });
  await ok(t.request('POST', '/api/auth/forgot-password', { payload: { email: leaving.user.email } }));
  return { owner, project };
}

describe('erasing an account', () => {
  it("leaves nothing the member typed anywhere, but what their teams keep on purpose under 'Deleted member'", async () => {
    const registered = await build.registerMember({ email: `${MARK}@example.in` });
    const publishedId = await enterPublishedChallenge(registered);
    const leaving = await build.signInAgain(registered);
    const { owner, project } = await fillEverything(leaving);
    await t.settle();
    expect(await columnsHolding(MARK)).toEqual(expect.arrayContaining(['users.name', 'skills.name']));

    const deleted = await t.request('DELETE', '/api/users/me', {
      as: leaving,
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    await t.settle();

    // What a visitor and the owner saw before: the skill, the skills given on joining, the message.
    const search = await ok<SearchResults>(t.request('GET', '/api/search?q=Private%20Phone&type=skills'));
    expect(search.skills).toEqual([]);
    const page = await ok<ProjectDetail>(t.request('GET', `/api/projects/${project._id}`));
    expect(page.members).toMatchObject([{ user: { id: leaving.user.id, name: DELETED_MEMBER_NAME }, skills: [] }]);
    const received = await ok<JoinRequestList>(
      t.request('GET', '/api/projects/join-requests/received', { as: await build.signInAgain(owner) }),
    );
    expect(received.requests.find((request) => request.user?._id === leaving.user.id)).toMatchObject({
      status: 'Accepted',
      message: '',
      skills: [],
    });
    // Their published place stays, without their links and notes.
    const results = await ok<ChallengeDetail>(t.request('GET', `/api/challenges/${publishedId}`));
    expect(results.leaderboard).toMatchObject([
      { user: { name: DELETED_MEMBER_NAME }, rank: 1, repositoryUrl: '', demoUrl: null, notes: null },
    ]);

    expect(await columnsHolding(PHONE)).toEqual([]);
    expect(await columnsHolding(MARK)).toEqual(KEPT_ON_PURPOSE);
  });
});

/**
 * The limits that stop abuse before it needs a moderator (issue 27): what a new account may post in any 24 hours,
 * links only after its first day, and nobody's same text again and again. Every kind of post, chat over HTTP and
 * over the socket. The clock is the test's: nothing here depends on the time of day or the zone.
 */
import { randomUUID } from 'node:crypto';
import {
  type ChatMessage,
  DAY_MS,
  formatMessage,
  LINK_FREE_DAYS,
  MESSAGES,
  type MessageCode,
  NEW_ACCOUNT_DAILY_LIMITS,
  NEW_ACCOUNT_DAYS,
  type PostingKind,
  type ProblemList,
  REPEATED_TEXT_WINDOW_MS,
} from '@skillsync/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import { buildProblemInput, type TestMember } from '../../test/builders.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { useRealtimeApp } from '../../test/realtime-app.ts';
import { projectChat } from '../../test/realtime-clients.ts';

const { t, connectToTeam } = useRealtimeApp();
const build = buildersFor(t);

const CODES: Record<PostingKind, MessageCode> = {
  problem: 'newAccountProblems',
  project: 'newAccountProjects',
  challenge: 'newAccountChallenges',
  request: 'newAccountRequests',
  invitation: 'newAccountInvitations',
  message: 'newAccountMessages',
};

/** A new account's post past its kind's limit: 429, the limit in the message, and when to try again. */
function expectDailyLimit(response: LightMyRequestResponse, kind: PostingKind) {
  const max = NEW_ACCOUNT_DAILY_LIMITS[kind];
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ message: formatMessage(CODES[kind], { max }), code: CODES[kind] });
  const retryAfter = Number(response.headers['retry-after']);
  // The first post of the 24 hours leaves them a day after it was made: a little less than a day from now.
  expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 600);
  expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
}

/** A link on an account's first day: 400, beside each field that holds one. */
function expectLinksRefused(response: LightMyRequestResponse, params: string[]) {
  expect(response.statusCode, response.body).toBe(400);
  const { linksAfterFirstDay: msg } = MESSAGES;
  const errors = params.map((param) => ({ param, msg, code: 'linksAfterFirstDay' }));
  expect(response.json()).toEqual({ message: msg, code: 'linksAfterFirstDay', errors });
}

const created = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response;
};

const postProblem = (as: TestMember, overrides: object = {}) =>
  t.request('POST', '/api/problems', { as, payload: { ...buildProblemInput(), ...overrides } });
const postProject = (as: TestMember, overrides: object = {}) =>
  t.request('POST', '/api/projects', { as, payload: { ...build.buildProjectInput(), ...overrides } });
const hostChallenge = (as: TestMember, overrides: object = {}) =>
  t.request('POST', '/api/challenges', { as, payload: build.buildChallengeInput(overrides) });
const collaborate = (as: TestMember, problemId: string, message = `I would like to help on ${problemId.slice(0, 8)}`) =>
  t.request('POST', `/api/problems/${problemId}/collaborate`, { as, payload: { message, proposedRole: 'Developer' } });
const askToJoin = (as: TestMember, projectId: string, message = 'May I join?') =>
  t.request('POST', `/api/projects/${projectId}/join`, { as, payload: { message } });
const invite = (as: TestMember, projectId: string, email: string, message = '') =>
  t.request('POST', `/api/projects/${projectId}/invitations`, { as, payload: { email, message } });
const say = (as: TestMember, projectId: string, content: string, clientId?: string) =>
  t.request('POST', projectChat(projectId), { as, payload: { content, ...(clientId && { clientId }) } });
const postedBy = async (member: TestMember) =>
  (await t.request('GET', '/api/problems/user/posted', { as: member })).json<ProblemList>().problems;

/** Problems and public projects of other members, for requests to go to. */
async function someWork(problems: number, projects: number) {
  const [author, owner] = await Promise.all([build.registerMember(), build.registerMember()]);
  await Promise.all([build.establish(author), build.establish(owner)]);
  const problemIds: string[] = [];
  for (let i = 0; i < problems; i += 1) problemIds.push((await build.postProblem(author))._id);
  const projectIds: string[] = [];
  for (let i = 0; i < projects; i += 1) projectIds.push((await build.postProject(owner))._id);
  return { problemIds, projectIds };
}

describe("a new account's posts in any 24 hours", () => {
  it(`posts ${NEW_ACCOUNT_DAILY_LIMITS.problem} problems, is told the limit on the next, and posts again a day after the first`, async () => {
    let member = await build.registerMember();
    for (let i = 0; i < NEW_ACCOUNT_DAILY_LIMITS.problem; i += 1) created(await postProblem(member));
    expectDailyLimit(await postProblem(member), 'problem');
    expect(await postedBy(member)).toHaveLength(NEW_ACCOUNT_DAILY_LIMITS.problem);

    t.advanceClock(DAY_MS);
    member = await build.signInAgain(member);
    created(await postProblem(member));
  });

  it(`starts ${NEW_ACCOUNT_DAILY_LIMITS.project} projects and hosts ${NEW_ACCOUNT_DAILY_LIMITS.challenge} challenges`, async () => {
    const member = await build.registerMember();
    for (let i = 0; i < NEW_ACCOUNT_DAILY_LIMITS.project; i += 1) created(await postProject(member));
    expectDailyLimit(await postProject(member), 'project');
    for (let i = 0; i < NEW_ACCOUNT_DAILY_LIMITS.challenge; i += 1) created(await hostChallenge(member));
    expectDailyLimit(await hostChallenge(member), 'challenge');
  });

  it(`sends ${NEW_ACCOUNT_DAILY_LIMITS.request} requests, collaboration and join together; a request refused for another reason takes no place`, async () => {
    const { problemIds, projectIds } = await someWork(6, 5);
    const member = await build.registerMember();
    const [first, ...otherProblems] = problemIds;
    if (!first) throw new Error('no problem');
    created(await collaborate(member, first));
    // Already pending: refused after it was counted, so its place is given back.
    expectRefusal(await collaborate(member, first), 409, 'requestPending');
    for (const id of otherProblems) created(await collaborate(member, id));
    const lastProject = projectIds.pop();
    for (const id of projectIds) created(await askToJoin(member, id));
    expectDailyLimit(await askToJoin(member, lastProject ?? ''), 'request');
  });

  it(`sends ${NEW_ACCOUNT_DAILY_LIMITS.invitation} invitations`, async () => {
    const owner = await build.registerMember();
    const project = await build.postProject(owner);
    const address = (i: number) => `invitee-${i}-${randomUUID()}@example.in`;
    for (let i = 0; i < NEW_ACCOUNT_DAILY_LIMITS.invitation; i += 1)
      created(await invite(owner, project._id, address(i)));
    expectDailyLimit(await invite(owner, project._id, address(99)), 'invitation');
  });

  it(`sends ${NEW_ACCOUNT_DAILY_LIMITS.message} messages over HTTP and the socket together; a resend at the limit answers what it sent`, async () => {
    const team = await build.buildProjectTeam();
    const projectId = team.project._id;
    const half = NEW_ACCOUNT_DAILY_LIMITS.message / 2;
    const firstId = randomUUID();
    created(await say(team.member, projectId, 'Message 0', firstId));
    for (let i = 1; i < half; i += 1) created(await say(team.member, projectId, `Message ${i}`));
    const socket = await connectToTeam(team.member, 'project', projectId);
    const sendOverSocket = (content: string) => socket.emitWithAck('send-message', { projectId, content });
    for (let i = half; i < NEW_ACCOUNT_DAILY_LIMITS.message; i += 1) {
      expect(await sendOverSocket(`Message ${i}`)).toMatchObject({ ok: true });
    }
    const code = CODES.message;
    const message = formatMessage(code, { max: NEW_ACCOUNT_DAILY_LIMITS.message });
    expect(await sendOverSocket('One more')).toEqual({ ok: false, message, code });
    expectDailyLimit(await say(team.member, projectId, 'One more'), 'message');
    const resent = await say(team.member, projectId, 'Message 0', firstId);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<ChatMessage>().content).toBe('Message 0');
  });
});

describe('links', () => {
  it('are refused from an account on its first day, beside each field that holds one, in every kind of post', async () => {
    const { problemIds, projectIds } = await someWork(1, 1);
    const member = await build.registerMember();
    const own = await build.postProject(member);
    const address = `invitee-${randomUUID()}@example.in`;
    const cases: [Promise<LightMyRequestResponse>, string[]][] = [
      [
        postProblem(member, { description: 'Our report is at https://example.com/report, please read it.' }),
        ['description'],
      ],
      [postProblem(member, { githubRepo: 'https://github.com/skillsync/kolar-water' }), ['githubRepo']],
      [
        postProject(member, { repository: { url: 'https://github.com/a/b' }, demoUrl: 'https://demo.example.in' }),
        ['repository', 'demoUrl'],
      ],
      [hostChallenge(member, { requirements: 'Read www.example.org first' }), ['requirements']],
      [collaborate(member, problemIds[0] ?? '', 'Write to me on t.me/someone'), ['message']],
      [askToJoin(member, projectIds[0] ?? '', 'My work: example.com'), ['message']],
      [invite(member, own._id, address, 'See kisan-mitra.in for us'), ['message']],
      [say(member, own._id, 'Cheap followers at bit.ly/3abc'), ['content']],
    ];
    for (const [sent, params] of cases) expectLinksRefused(await sent, params);
    expect(await postedBy(member)).toEqual([]);
  });

  it('are refused when an edit adds one on the first day', async () => {
    const member = await build.registerMember();
    const problem = await build.postProblem(member);
    const project = await build.postProject(member);
    const challenge = await build.hostChallenge(member);
    const edits: [string, string, object, string][] = [
      [`/api/problems/${problem._id}`, 'PUT', { additionalResources: 'www.example.com' }, 'additionalResources'],
      [`/api/projects/${project._id}`, 'PUT', { demoUrl: 'https://demo.example.in' }, 'demoUrl'],
      [`/api/challenges/${challenge._id}`, 'PUT', { sponsorName: 'deals.example.com' }, 'sponsorName'],
    ];
    for (const [url, method, payload, param] of edits) {
      expectLinksRefused(await t.request(method as 'PUT', url, { as: member, payload }), [param]);
    }
  });

  it('are taken once the first day is over', async () => {
    let member = await build.registerMember();
    const own = await build.postProject(member);
    t.advanceClock(LINK_FREE_DAYS * DAY_MS);
    member = await build.signInAgain(member);
    created(await postProblem(member, { githubRepo: 'https://github.com/skillsync/kolar-water' }));
    created(await say(member, own._id, 'The board is at https://example.com/board'));
  });
});

describe('who is held back', () => {
  it('not a member whose finished work another member credited, even on their first day', async () => {
    const member = await build.establish(await build.registerMember());
    for (let i = 0; i <= NEW_ACCOUNT_DAILY_LIMITS.problem; i += 1) created(await postProblem(member));
    created(await postProblem(member, { description: 'All our notes are at https://example.com/notes for now.' }));
  });

  it('still a member who completed their own problem alone', async () => {
    const member = await build.registerMember();
    const problem = await build.postProblem(member);
    const completed = await t.request('PUT', `/api/problems/${problem._id}/complete`, { as: member, payload: {} });
    expect(completed.statusCode).toBe(200);
    for (let i = 1; i < NEW_ACCOUNT_DAILY_LIMITS.problem; i += 1) created(await postProblem(member));
    expectDailyLimit(await postProblem(member), 'problem');
  });

  it(`not an account ${NEW_ACCOUNT_DAYS} days old`, async () => {
    let member = await build.registerMember();
    t.advanceClock(NEW_ACCOUNT_DAYS * DAY_MS);
    member = await build.signInAgain(member);
    for (let i = 0; i <= NEW_ACCOUNT_DAILY_LIMITS.problem; i += 1) created(await postProblem(member));
  });
});

describe('the same text again and again', () => {
  it('is refused a third time within ten minutes, whatever its case and spacing, and taken once they have passed', async () => {
    const team = await build.buildProjectTeam();
    const projectId = team.project._id;
    const text = 'Please review my pull request before the demo';
    created(await say(team.member, projectId, text));
    created(await say(team.member, projectId, text));
    const again = await say(team.member, projectId, '  please REVIEW my pull\n request before   the demo ');
    expectRefusal(again, 429, 'repeatedText');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    t.advanceClock(REPEATED_TEXT_WINDOW_MS);
    created(await say(team.member, projectId, text));
  });

  it('is counted over every kind of post and place', async () => {
    const { problemIds, projectIds } = await someWork(1, 1);
    const team = await build.buildProjectTeam();
    const text = 'I have built three apps like this one for farmers';
    created(await collaborate(team.member, problemIds[0] ?? '', text));
    created(await askToJoin(team.member, projectIds[0] ?? '', text));
    expectRefusal(await say(team.member, team.project._id, text), 429, 'repeatedText');
  });

  it('is left alone when short, and a resend of one message is no copy of it', async () => {
    const team = await build.buildProjectTeam();
    const projectId = team.project._id;
    for (let i = 0; i < 4; i += 1) created(await say(team.member, projectId, 'ok, on it'));
    const clientId = randomUUID();
    const text = 'Pushed the fix for the price card, please pull';
    created(await say(team.member, projectId, text, clientId));
    for (let i = 0; i < 3; i += 1) expect((await say(team.member, projectId, text, clientId)).statusCode).toBe(200);
    created(await say(team.member, projectId, text));
  });
});

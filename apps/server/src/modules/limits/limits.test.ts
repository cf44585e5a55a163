/**
 * The limits that stop abuse before it needs a moderator (issue 27): what a new account may post in any 24 hours,
 * links only after its first day, and nobody's same text again and again. Every kind of post, chat over HTTP and
 * over the socket. The clock is the test's: nothing here depends on the time of day or the zone.
 */
import { randomUUID } from 'node:crypto';
import { type ChatMessage, NEW_ACCOUNT_DAILY_LIMITS, REPEATED_TEXT_WINDOW_MS } from '@skillsync/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import { expectRefusal } from '../../test/expectations.ts';
import {
  expectCreated as created,
  dailyLimitRefusal,
  expectDailyLimit,
  expectLinksRefused,
  limitCalls,
} from '../../test/limit-calls.ts';
import { useRealtimeApp } from '../../test/realtime-app.ts';

// The app's clock moves here only by minutes: the tests that move it by days, aging the accounts of their app, are
// in limits-clock.test.ts, an app each.
const { t, connectToTeam } = useRealtimeApp();
const build = buildersFor(t);
const { postProblem, postProject, hostChallenge, collaborate, askToJoin, invite, say, postedBy, someWork } =
  limitCalls(t);

describe("a new account's posts in any 24 hours", () => {
  it(`posts ${NEW_ACCOUNT_DAILY_LIMITS.problem} problems, and is told the limit on the next, which is not written`, async () => {
    const member = await build.registerMember();
    for (let i = 0; i < NEW_ACCOUNT_DAILY_LIMITS.problem; i += 1) created(await postProblem(member));
    expectDailyLimit(await postProblem(member), 'problem');
    expect(await postedBy(member)).toHaveLength(NEW_ACCOUNT_DAILY_LIMITS.problem);
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
    expect(await sendOverSocket('One more')).toEqual(dailyLimitRefusal('message'));
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

import {
  DAY_MS,
  formatMessage,
  MESSAGES,
  type MessageCode,
  NEW_ACCOUNT_DAILY_LIMITS,
  type PostingKind,
  type ProblemList,
} from '@skillsync/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildersFor } from './bound-builders.ts';
import { buildProblemInput, type TestMember } from './builders.ts';
import type { TestAppHandle } from './test-app.ts';

const CODES: Record<PostingKind, MessageCode> = {
  problem: 'newAccountProblems',
  project: 'newAccountProjects',
  challenge: 'newAccountChallenges',
  request: 'newAccountRequests',
  invitation: 'newAccountInvitations',
  message: 'newAccountMessages',
  question: 'newAccountQuestions',
};

/** A new account's post past its kind's limit: 429, the limit in the message, and when to try again. */
export function expectDailyLimit(response: LightMyRequestResponse, kind: PostingKind) {
  const max = NEW_ACCOUNT_DAILY_LIMITS[kind];
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ message: formatMessage(CODES[kind], { max }), code: CODES[kind] });
  const retryAfter = Number(response.headers['retry-after']);
  // The first post of the 24 hours leaves them a day after it was made: a little less than a day from now.
  expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 600);
  expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
}

/** The message a socket's send past the limit is refused with. */
export const dailyLimitRefusal = (kind: PostingKind) => {
  const code = CODES[kind];
  return { ok: false, message: formatMessage(code, { max: NEW_ACCOUNT_DAILY_LIMITS[kind] }), code };
};

/** A link on an account's first day: 400, beside each field that holds one. */
export function expectLinksRefused(response: LightMyRequestResponse, params: string[]) {
  expect(response.statusCode, response.body).toBe(400);
  const { linksAfterFirstDay: msg } = MESSAGES;
  const errors = params.map((param) => ({ param, msg, code: 'linksAfterFirstDay' }));
  expect(response.json()).toEqual({ message: msg, code: 'linksAfterFirstDay', errors });
}

export function expectCreated(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

/** The posts the limits tests send to this app, each kind with what it needs, and a member's posted problems. */
export function limitCalls(t: TestAppHandle) {
  const build = buildersFor(t);
  return {
    postProblem: (as: TestMember, overrides: object = {}) =>
      t.request('POST', '/api/problems', { as, payload: { ...buildProblemInput(), ...overrides } }),
    postProject: (as: TestMember, overrides: object = {}) =>
      t.request('POST', '/api/projects', { as, payload: { ...build.buildProjectInput(), ...overrides } }),
    hostChallenge: (as: TestMember, overrides: object = {}) =>
      t.request('POST', '/api/challenges', { as, payload: build.buildChallengeInput(overrides) }),
    collaborate: (as: TestMember, problemId: string, message = `I would like to help on ${problemId.slice(0, 8)}`) =>
      t.request('POST', `/api/problems/${problemId}/collaborate`, {
        as,
        payload: { message, proposedRole: 'Developer' },
      }),
    askToJoin: (as: TestMember, projectId: string, message = 'May I join?') =>
      t.request('POST', `/api/projects/${projectId}/join`, { as, payload: { message } }),
    invite: (as: TestMember, projectId: string, email: string, message = '') =>
      t.request('POST', `/api/projects/${projectId}/invitations`, { as, payload: { email, message } }),
    say: (as: TestMember, projectId: string, content: string, clientId?: string) =>
      t.request('POST', `/api/projects/${projectId}/messages`, {
        as,
        payload: { content, ...(clientId && { clientId }) },
      }),
    postedBy: async (member: TestMember) =>
      (await t.request('GET', '/api/problems/user/posted', { as: member })).json<ProblemList>().problems,
    /** Problems and public projects of other members (with credited work), for requests to go to. */
    async someWork(problems: number, projects: number) {
      const [author, owner] = await Promise.all([build.registerMember(), build.registerMember()]);
      await Promise.all([build.establish(author), build.establish(owner)]);
      const problemIds: string[] = [];
      for (let i = 0; i < problems; i += 1) problemIds.push((await build.postProblem(author))._id);
      const projectIds: string[] = [];
      for (let i = 0; i < projects; i += 1) projectIds.push((await build.postProject(owner))._id);
      return { problemIds, projectIds };
    },
  };
}

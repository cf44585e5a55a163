import { MESSAGES, type ProblemDetail, REPUTATION_FOR_COLLABORATOR, REPUTATION_FOR_COMPLETER } from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect, it } from 'vitest';
import type { TestMember } from '../builders.ts';
import { holdProblemRowLock } from '../row-lock.ts';
import {
  accept,
  collaborate,
  complete,
  isOnTeam,
  openProblem,
  openProblemWithPendingRequest,
  raceDelete,
  sentRequestsOf,
  support,
  viewAnonymously,
} from './problem-scenes.ts';
import { describeResponse } from './race-report.ts';
import {
  describeRaces,
  lineUpBehindRowLock,
  newReport,
  RACE_TIMEOUT_MS,
  reputationOf,
  TRIALS,
  t,
} from './race-suite.ts';

/** Races between writers of one problem: its author deleting or completing it, members supporting and joining it. */
describeRaces(() => {
  it(
    'deleting a problem while a member supports it',
    async () => {
      const report = newReport('DELETE /api/problems/:id vs POST /api/problems/:id/support', ['delete', 'support']);
      for (let trial = 0; trial < TRIALS; trial += 1) {
        await raceDelete(report, openProblem, {
          send: ({ member, problem }) => support(member, problem._id),
          success: 200,
        });
      }
      expect(report.failures).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'deleting a problem while a member asks to collaborate',
    async () => {
      const report = newReport('DELETE /api/problems/:id vs POST /api/problems/:id/collaborate', [
        'delete',
        'collaborate',
      ]);
      for (let trial = 0; trial < TRIALS; trial += 1) {
        await raceDelete(report, openProblem, {
          send: ({ member, problem }) => collaborate(member, problem._id),
          success: 201,
        });
      }
      expect(report.failures).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'deleting a problem while a visitor reads it (and counts a view)',
    async () => {
      const report = newReport('DELETE /api/problems/:id vs anonymous GET /api/problems/:id', ['delete', 'view']);
      for (let trial = 0; trial < TRIALS; trial += 1) {
        // A view counted just before the delete can still answer 404: the page is read after the count commits.
        await raceDelete(report, openProblem, { send: ({ problem }) => viewAnonymously(problem._id), success: 200 });
      }
      expect(report.failures).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'deleting a problem while its author accepts a pending request',
    async () => {
      const report = newReport('DELETE /api/problems/:id vs PUT /api/collaboration-requests/:id/respond accepted', [
        'delete',
        'accept',
      ]);
      for (let trial = 0; trial < TRIALS; trial += 1) {
        await raceDelete(report, openProblemWithPendingRequest, {
          send: ({ author, requestId }) => accept(author, requestId),
          success: 200,
        });
      }
      expect(report.failures).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'completing a problem while its author accepts a pending request: nobody joins a settled team',
    async () => {
      const report = newReport(
        'PUT /api/problems/:id/complete (requester acknowledged) vs PUT /api/collaboration-requests/:id/respond accepted',
        ['complete', 'accept'],
      );
      for (let trial = 0; trial < TRIALS; trial += 1) {
        // Fresh members each trial: a repeat credit from the same author within 30 days would be worth 0 points.
        const { author, member: requester, problem, requestId } = await openProblemWithPendingRequest();
        const [completed, accepted] = await Promise.all([
          complete(author, problem._id, [requester]),
          accept(author, requestId),
        ]);
        report.score(completed, accepted, 200);
        for (const problemFound of await findUnsettledTeam({ author, requester, problem, requestId }, accepted)) {
          report.fail(problemFound);
        }
      }
      expect(report.failures).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  /**
   * After a completion raced an accept: the problem is completed, and the requester is on its team exactly when
   * the accept succeeded, with the +10 of an acknowledged collaborator; a refused accept changed nothing.
   */
  async function findUnsettledTeam(
    scene: { author: TestMember; requester: TestMember; problem: ProblemDetail; requestId: string },
    accepted: Response,
  ): Promise<string[]> {
    const { author, requester, problem, requestId } = scene;
    const found: string[] = [];
    const detail = (await t.request('GET', `/api/problems/${problem._id}`, { as: author })).json<ProblemDetail>();
    if (detail.status !== 'Completed') found.push(`the problem is ${detail.status}, not Completed`);
    const onTeam = isOnTeam(detail, requester);
    const score = await reputationOf(requester);
    if (onTeam && score !== REPUTATION_FOR_COLLABORATOR) {
      found.push(`the requester joined the completed problem's team but has ${score} reputation, not +10`);
    }
    if (!onTeam && score !== 0) found.push(`the requester is not on the team but has ${score} reputation`);
    if (accepted.statusCode === 200 && !onTeam) {
      found.push('the accept answered 200 but the requester is not on the team');
    }
    if (accepted.statusCode !== 200) {
      if (onTeam) found.push(describeResponse('the requester is on the team although accept answered', accepted));
      const request = (await sentRequestsOf(requester)).find((sent) => sent._id === requestId);
      if (request?.status !== 'pending') found.push(`a refused accept left the request ${request?.status}`);
    }
    const authorScore = await reputationOf(author);
    if (authorScore !== REPUTATION_FOR_COMPLETER) found.push(`the author has ${authorScore} reputation, not +15`);
    return found;
  }

  // ---- The same race, lined up behind the test's own lock on the problem row ----

  it('a completion queued before an accept wins: the accept is refused and the team stays as it was', async () => {
    const { author, member: requester, problem, requestId } = await openProblemWithPendingRequest();
    const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
      (databaseUrl) => holdProblemRowLock(databaseUrl, problem._id),
      () => complete(author, problem._id, [requester]),
      () => accept(author, requestId),
    );
    expect(firstQueued, 'the completion should wait for the problem row lock').toBe(true);
    expect(firstResponse.statusCode, firstResponse.body).toBe(200);
    expect(secondResponse.statusCode, secondResponse.body).toBe(409);
    expect(secondResponse.json()).toEqual({
      message: MESSAGES.problemClosedToRequests,
      code: 'problemClosedToRequests',
    });
    const detail = (await t.request('GET', `/api/problems/${problem._id}`, { as: author })).json<ProblemDetail>();
    expect(detail.status).toBe('Completed');
    expect(isOnTeam(detail, requester)).toBe(false);
    expect(await reputationOf(requester)).toBe(0);
  });

  it('an accept queued before a completion wins: the requester joins and is credited by the completion', async () => {
    const { author, member: requester, problem, requestId } = await openProblemWithPendingRequest();
    const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
      (databaseUrl) => holdProblemRowLock(databaseUrl, problem._id),
      () => accept(author, requestId),
      () => complete(author, problem._id, [requester]),
    );
    expect(firstQueued, 'the accept should wait for the problem row lock').toBe(true);
    expect(firstResponse.statusCode, firstResponse.body).toBe(200);
    expect(secondResponse.statusCode, secondResponse.body).toBe(200);
    const detail = secondResponse.json<ProblemDetail>();
    expect(detail.status).toBe('Completed');
    expect(isOnTeam(detail, requester)).toBe(true);
    expect(await reputationOf(requester)).toBe(REPUTATION_FOR_COLLABORATOR);
    expect(await reputationOf(author)).toBe(REPUTATION_FOR_COMPLETER);
  });
});

import { type ProblemDetail, REPUTATION_FOR_COLLABORATOR, REPUTATION_FOR_COMPLETER } from '@skillsync/shared';
import { expect, it } from 'vitest';
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
import type { RaceReport } from './race-report.ts';
import {
  describeRaces,
  eachTrial,
  expectLinedUp,
  findUnsettledTeam,
  itRaces,
  lineUpBehindRowLock,
  reputationOf,
  t,
} from './race-suite.ts';

/** Races between writers of one problem: its author deleting or completing it, members supporting and joining it. */
describeRaces(() => {
  const deleteRaces = [
    {
      title: 'deleting a problem while a member supports it',
      other: ['POST /api/problems/:id/support', 'support'],
      trial: (report: RaceReport) =>
        raceDelete(report, openProblem, { send: ({ member, problem }) => support(member, problem._id), success: 200 }),
    },
    {
      title: 'deleting a problem while a member asks to collaborate',
      other: ['POST /api/problems/:id/collaborate', 'collaborate'],
      trial: (report: RaceReport) =>
        raceDelete(report, openProblem, {
          send: ({ member, problem }) => collaborate(member, problem._id),
          success: 201,
        }),
    },
    {
      title: 'deleting a problem while a visitor reads it (and counts a view)',
      other: ['anonymous GET /api/problems/:id', 'view'],
      // A view counted just before the delete can still answer 404: the page is read after the count commits.
      trial: (report: RaceReport) =>
        raceDelete(report, openProblem, { send: ({ problem }) => viewAnonymously(problem._id), success: 200 }),
    },
    {
      title: 'deleting a problem while its author accepts a pending request',
      other: ['PUT /api/collaboration-requests/:id/respond accepted', 'accept'],
      trial: (report: RaceReport) =>
        raceDelete(report, openProblemWithPendingRequest, {
          send: ({ author, requestId }) => accept(author, requestId),
          success: 200,
        }),
    },
  ] as const;
  for (const { title, other, trial } of deleteRaces) {
    const [request, side] = other;
    itRaces(title, { requests: `DELETE /api/problems/:id vs ${request}`, sides: ['delete', side] }, (report) =>
      eachTrial(() => trial(report)),
    );
  }

  itRaces(
    'completing a problem while its author accepts a pending request: nobody joins a settled team',
    {
      requests:
        'PUT /api/problems/:id/complete (requester acknowledged) vs PUT /api/collaboration-requests/:id/respond accepted',
      sides: ['complete', 'accept'],
    },
    (report) =>
      eachTrial(async () => {
        // Fresh members each trial: a repeat credit from the same author within 30 days would be worth 0 points.
        const { author, member: requester, problem, requestId } = await openProblemWithPendingRequest();
        const [completed, accepted] = await Promise.all([
          complete(author, problem._id, [requester]),
          accept(author, requestId),
        ]);
        report.score(completed, accepted, 200);
        const detail = (await t.request('GET', `/api/problems/${problem._id}`, { as: author })).json<ProblemDetail>();
        const after = {
          work: 'problem',
          leader: author,
          requester,
          status: detail.status,
          isRequesterOnTeam: isOnTeam(detail, requester),
          requestStatus: async () => (await sentRequestsOf(requester)).find((sent) => sent._id === requestId)?.status,
          pending: 'pending',
        } as const;
        for (const problemFound of await findUnsettledTeam(after, accepted)) report.fail(problemFound);
      }),
  );

  // ---- The same race, lined up behind the test's own lock on the problem row ----

  it('a completion queued before an accept wins: the accept is refused and the team stays as it was', async () => {
    const { author, member: requester, problem, requestId } = await openProblemWithPendingRequest();
    const linedUp = await lineUpBehindRowLock(
      (databaseUrl) => holdProblemRowLock(databaseUrl, problem._id),
      () => complete(author, problem._id, [requester]),
      () => accept(author, requestId),
    );
    expectLinedUp(linedUp, 'the completion should wait for the problem row lock', 200, {
      status: 409,
      code: 'problemClosedToRequests',
    });
    const detail = (await t.request('GET', `/api/problems/${problem._id}`, { as: author })).json<ProblemDetail>();
    expect(detail.status).toBe('Completed');
    expect(isOnTeam(detail, requester)).toBe(false);
    expect(await reputationOf(requester)).toBe(0);
  });

  it('an accept queued before a completion wins: the requester joins and is credited by the completion', async () => {
    const { author, member: requester, problem, requestId } = await openProblemWithPendingRequest();
    const linedUp = await lineUpBehindRowLock(
      (databaseUrl) => holdProblemRowLock(databaseUrl, problem._id),
      () => accept(author, requestId),
      () => complete(author, problem._id, [requester]),
    );
    expectLinedUp(linedUp, 'the accept should wait for the problem row lock', 200, 200);
    const detail = linedUp.secondResponse.json<ProblemDetail>();
    expect(detail.status).toBe('Completed');
    expect(isOnTeam(detail, requester)).toBe(true);
    expect(await reputationOf(requester)).toBe(REPUTATION_FOR_COLLABORATOR);
    expect(await reputationOf(author)).toBe(REPUTATION_FOR_COMPLETER);
  });
});

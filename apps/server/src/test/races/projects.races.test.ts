import {
  type JoinRequest,
  type ProjectDetail,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { askToJoin, postProject, registerMember } from '../builders.ts';
import { holdProjectRowLock } from '../row-lock.ts';
import {
  acceptJoinRequest,
  completeProject,
  isOnProjectTeam,
  joinProject,
  moveTask,
  openProjectTeamWithTask,
  openProjectWithPendingRequest,
  projectAs,
  raceProjectDelete,
  sendChatMessage,
  sentJoinRequestsOf,
} from './project-scenes.ts';
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

/** Build Rooms: the races of a problem on a project, and two of its own. */
describeRaces(() => {
  describe('projects', () => {
    itRaces(
      'two accepts for the last place on a team: one joins, the other finds the team full',
      {
        requests: 'PUT /api/projects/:id/join-requests/:requestId accepted ×2, for the last place (maxMembers 2)',
        sides: ['accept A', 'accept B'],
        rule: 'one winner',
      },
      (report) =>
        eachTrial(async () => {
          // maxMembers counts the owner: one place is left, and two members wait for it.
          const {
            owner,
            member: a,
            project,
            requestId: aRequest,
          } = await openProjectWithPendingRequest({
            maxMembers: 2,
          });
          const b = await registerMember(t.app);
          const bRequest = (await askToJoin(t.app, b, project._id))._id;
          const [acceptedA, acceptedB] = await Promise.all([
            acceptJoinRequest(owner, project._id, aRequest),
            acceptJoinRequest(owner, project._id, bRequest),
          ]);
          report.scoreOneWinner(acceptedA, acceptedB, 200, { status: 409, code: 'teamFull' });
          const detail = await projectAs(owner, project._id);
          if (detail.teamSize !== 2)
            report.fail(`the team has ${detail.teamSize} people, not the owner and one member`);
          const onTeam = [a, b].filter((member) => isOnProjectTeam(detail, member));
          if (detail.members.length !== 1 || onTeam.length !== 1) {
            report.fail(`${detail.members.length} member(s) on the team, ${onTeam.length} of the two requesters`);
          }
          // The refused accept changed nothing: its request still waits (for a place that may come free).
          const pending = detail.joinRequests.map((request) => request._id);
          for (const [won, requestId, label] of [
            [acceptedA.statusCode === 200, aRequest, 'A'],
            [acceptedB.statusCode === 200, bRequest, 'B'],
          ] as const) {
            if (won && pending.includes(requestId)) report.fail(`request ${label} was accepted but is still pending`);
            if (!won && !pending.includes(requestId)) report.fail(`request ${label} was refused but no longer pending`);
          }
        }),
    );

    const deleteRaces = [
      {
        title: 'deleting a project while its owner accepts a pending request',
        other: ['PUT /api/projects/:id/join-requests/:requestId accepted', 'accept'],
        trial: (report: RaceReport) =>
          raceProjectDelete(report, openProjectWithPendingRequest, {
            send: ({ owner, project, requestId }) => acceptJoinRequest(owner, project._id, requestId),
            success: 200,
          }),
      },
      {
        title: 'deleting a project while a member moves a task on its board',
        other: ['PUT /api/projects/:id/tasks/:taskId', 'task update'],
        trial: (report: RaceReport) =>
          raceProjectDelete(report, openProjectTeamWithTask, {
            send: ({ member, project, taskId }) => moveTask(member, project._id, taskId),
            success: 200,
          }),
      },
      {
        title: 'deleting a project while a member sends a chat message',
        other: ['POST /api/projects/:id/messages', 'message'],
        trial: (report: RaceReport) =>
          raceProjectDelete(report, openProjectTeamWithTask, {
            send: ({ member, project }) => sendChatMessage(member, project._id),
            success: 201,
          }),
      },
    ] as const;
    for (const { title, other, trial } of deleteRaces) {
      const [request, side] = other;
      itRaces(title, { requests: `DELETE /api/projects/:id vs ${request}`, sides: ['delete', side] }, (report) =>
        eachTrial(() => trial(report)),
      );
    }

    itRaces(
      'completing a project while its owner accepts a pending request: nobody joins a settled team',
      {
        requests:
          'PUT /api/projects/:id/complete (requester acknowledged) vs PUT /api/projects/:id/join-requests/:requestId accepted',
        sides: ['complete', 'accept'],
      },
      (report) =>
        eachTrial(async () => {
          // Fresh members each trial, so every credit is a first one, worth its full points.
          const { owner, member: requester, project, requestId } = await openProjectWithPendingRequest();
          const [completed, accepted] = await Promise.all([
            completeProject(owner, project._id, [requester]),
            acceptJoinRequest(owner, project._id, requestId),
          ]);
          report.score(completed, accepted, 200);
          const detail = await projectAs(owner, project._id);
          const onTeam = isOnProjectTeam(detail, requester);
          if (detail.teamSize !== (onTeam ? 2 : 1)) report.fail(`the team has ${detail.teamSize} people`);
          const after = {
            work: 'project',
            leader: owner,
            requester,
            status: detail.status,
            isRequesterOnTeam: onTeam,
            requestStatus: async () =>
              (await sentJoinRequestsOf(requester)).find((sent) => sent._id === requestId)?.status,
            pending: 'Pending',
          } as const;
          for (const problemFound of await findUnsettledTeam(after, accepted)) report.fail(problemFound);
        }),
    );

    itRaces(
      'a double click on join: one request is made, the second click is told it is pending',
      {
        requests: 'POST /api/projects/:id/join ×2 by the same member',
        sides: ['join 1', 'join 2'],
        rule: 'one winner',
      },
      (report) =>
        eachTrial(async () => {
          const [owner, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          const project = await postProject(t.app, owner);
          const [first, second] = await Promise.all([
            joinProject(member, project._id),
            joinProject(member, project._id),
          ]);
          report.scoreOneWinner(first, second, 201, { status: 409, code: 'joinRequestPending' });
          const sent = (await sentJoinRequestsOf(member)).filter((request) => request.project._id === project._id);
          if (sent.length !== 1 || sent[0]?.status !== 'Pending') {
            report.fail(`the member has ${sent.length} request(s) for the project: ${sent.map((r) => r.status)}`);
          }
          const waiting = (await projectAs(owner, project._id)).joinRequests;
          if (waiting.length !== 1) report.fail(`the owner sees ${waiting.length} pending request(s), not 1`);
        }),
    );

    // ---- Lined up behind the test's own lock on the project row ----

    const holdLockOf = (project: ProjectDetail) => (databaseUrl: string) =>
      holdProjectRowLock(databaseUrl, project._id);

    it('a project completion queued before an accept wins: the accept is refused, the team stays as it was', async () => {
      const { owner, member: requester, project, requestId } = await openProjectWithPendingRequest();
      const linedUp = await lineUpBehindRowLock(
        holdLockOf(project),
        () => completeProject(owner, project._id, [requester]),
        () => acceptJoinRequest(owner, project._id, requestId),
      );
      expectLinedUp(linedUp, 'the completion should wait for the project row lock', 200, {
        status: 409,
        code: 'projectClosed',
      });
      const detail = await projectAs(owner, project._id);
      expect(detail.status).toBe('Completed');
      expect(detail.teamSize).toBe(1);
      expect(isOnProjectTeam(detail, requester)).toBe(false);
      expect(detail.joinRequests.map((request) => request._id)).toEqual([requestId]);
      expect(await reputationOf(requester)).toBe(0);
      expect(await reputationOf(owner)).toBe(REPUTATION_FOR_COMPLETER);
    });

    it('an accept queued before a project completion wins: the requester joins and is credited', async () => {
      const { owner, member: requester, project, requestId } = await openProjectWithPendingRequest();
      const linedUp = await lineUpBehindRowLock(
        holdLockOf(project),
        () => acceptJoinRequest(owner, project._id, requestId),
        () => completeProject(owner, project._id, [requester]),
      );
      expectLinedUp(linedUp, 'the accept should wait for the project row lock', 200, 200);
      expect(linedUp.firstResponse.json<JoinRequest>().status).toBe('Accepted');
      const detail = linedUp.secondResponse.json<ProjectDetail>();
      expect(detail.status).toBe('Completed');
      expect(detail.teamSize).toBe(2);
      expect(isOnProjectTeam(detail, requester)).toBe(true);
      expect(await reputationOf(requester)).toBe(REPUTATION_FOR_COLLABORATOR);
      expect(await reputationOf(owner)).toBe(REPUTATION_FOR_COMPLETER);
    });
  });
});

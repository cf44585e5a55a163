import {
  type JoinRequest,
  MESSAGES,
  type ProjectDetail,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
} from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
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
  type ProjectSceneWithRequest,
  projectAs,
  raceProjectDelete,
  sendChatMessage,
  sentJoinRequestsOf,
} from './project-scenes.ts';
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

/** Build Rooms: the races of a problem on a project, and two of its own. */
describeRaces(() => {
  describe('projects', () => {
    it(
      'two accepts for the last place on a team: one joins, the other finds the team full',
      async () => {
        const report = newReport(
          'PUT /api/projects/:id/join-requests/:requestId accepted ×2, for the last place (maxMembers 2)',
          ['accept A', 'accept B'],
          'one winner',
        );
        for (let trial = 0; trial < TRIALS; trial += 1) {
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
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'deleting a project while its owner accepts a pending request',
      async () => {
        const report = newReport(
          'DELETE /api/projects/:id vs PUT /api/projects/:id/join-requests/:requestId accepted',
          ['delete', 'accept'],
        );
        for (let trial = 0; trial < TRIALS; trial += 1) {
          await raceProjectDelete(report, openProjectWithPendingRequest, {
            send: ({ owner, project, requestId }) => acceptJoinRequest(owner, project._id, requestId),
            success: 200,
          });
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'completing a project while its owner accepts a pending request: nobody joins a settled team',
      async () => {
        const report = newReport(
          'PUT /api/projects/:id/complete (requester acknowledged) vs PUT /api/projects/:id/join-requests/:requestId accepted',
          ['complete', 'accept'],
        );
        for (let trial = 0; trial < TRIALS; trial += 1) {
          // Fresh members each trial, so every credit is a first one, worth its full points.
          const scene = await openProjectWithPendingRequest();
          const { owner, member: requester, project, requestId } = scene;
          const [completed, accepted] = await Promise.all([
            completeProject(owner, project._id, [requester]),
            acceptJoinRequest(owner, project._id, requestId),
          ]);
          report.score(completed, accepted, 200);
          for (const problemFound of await findUnsettledProjectTeam(scene, accepted)) report.fail(problemFound);
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    /**
     * After a completion raced an accept: the project is completed, and the requester is on its team exactly when
     * the accept succeeded, acknowledged by the completion with the +10 of a member; a refused accept changed
     * nothing and left the request pending.
     */
    async function findUnsettledProjectTeam(
      { owner, member: requester, project, requestId }: ProjectSceneWithRequest,
      accepted: Response,
    ): Promise<string[]> {
      const found: string[] = [];
      const detail = await projectAs(owner, project._id);
      if (detail.status !== 'Completed') found.push(`the project is ${detail.status}, not Completed`);
      const onTeam = isOnProjectTeam(detail, requester);
      if (detail.teamSize !== (onTeam ? 2 : 1)) found.push(`the team has ${detail.teamSize} people`);
      const score = await reputationOf(requester);
      if (onTeam && score !== REPUTATION_FOR_COLLABORATOR) {
        found.push(`the requester joined the completed project's team but has ${score} reputation, not +10`);
      }
      if (!onTeam && score !== 0) found.push(`the requester is not on the team but has ${score} reputation`);
      if (accepted.statusCode === 200 && !onTeam) {
        found.push('the accept answered 200 but the requester is not on the team');
      }
      if (accepted.statusCode !== 200) {
        if (onTeam) found.push(describeResponse('the requester is on the team although accept answered', accepted));
        const request = (await sentJoinRequestsOf(requester)).find((sent) => sent._id === requestId);
        if (request?.status !== 'Pending') found.push(`a refused accept left the request ${request?.status}`);
      }
      const ownerScore = await reputationOf(owner);
      if (ownerScore !== REPUTATION_FOR_COMPLETER) found.push(`the owner has ${ownerScore} reputation, not +15`);
      return found;
    }

    it(
      'deleting a project while a member moves a task on its board',
      async () => {
        const report = newReport('DELETE /api/projects/:id vs PUT /api/projects/:id/tasks/:taskId', [
          'delete',
          'task update',
        ]);
        for (let trial = 0; trial < TRIALS; trial += 1) {
          await raceProjectDelete(report, openProjectTeamWithTask, {
            send: ({ member, project, taskId }) => moveTask(member, project._id, taskId),
            success: 200,
          });
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'deleting a project while a member sends a chat message',
      async () => {
        const report = newReport('DELETE /api/projects/:id vs POST /api/projects/:id/messages', ['delete', 'message']);
        for (let trial = 0; trial < TRIALS; trial += 1) {
          await raceProjectDelete(report, openProjectTeamWithTask, {
            send: ({ member, project }) => sendChatMessage(member, project._id),
            success: 201,
          });
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'a double click on join: one request is made, the second click is told it is pending',
      async () => {
        const report = newReport(
          'POST /api/projects/:id/join ×2 by the same member',
          ['join 1', 'join 2'],
          'one winner',
        );
        for (let trial = 0; trial < TRIALS; trial += 1) {
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
        }
        expect(report.failures).toEqual([]);
      },
      RACE_TIMEOUT_MS,
    );

    // ---- Lined up behind the test's own lock on the project row ----

    const holdLockOf = (project: ProjectDetail) => (databaseUrl: string) =>
      holdProjectRowLock(databaseUrl, project._id);

    it('a project completion queued before an accept wins: the accept is refused, the team stays as it was', async () => {
      const { owner, member: requester, project, requestId } = await openProjectWithPendingRequest();
      const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
        holdLockOf(project),
        () => completeProject(owner, project._id, [requester]),
        () => acceptJoinRequest(owner, project._id, requestId),
      );
      expect(firstQueued, 'the completion should wait for the project row lock').toBe(true);
      expect(firstResponse.statusCode, firstResponse.body).toBe(200);
      expect(secondResponse.statusCode, secondResponse.body).toBe(409);
      expect(secondResponse.json()).toEqual({ message: MESSAGES.projectClosed, code: 'projectClosed' });
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
      const { firstQueued, firstResponse, secondResponse } = await lineUpBehindRowLock(
        holdLockOf(project),
        () => acceptJoinRequest(owner, project._id, requestId),
        () => completeProject(owner, project._id, [requester]),
      );
      expect(firstQueued, 'the accept should wait for the project row lock').toBe(true);
      expect(firstResponse.statusCode, firstResponse.body).toBe(200);
      expect(firstResponse.json<JoinRequest>().status).toBe('Accepted');
      expect(secondResponse.statusCode, secondResponse.body).toBe(200);
      const detail = secondResponse.json<ProjectDetail>();
      expect(detail.status).toBe('Completed');
      expect(detail.teamSize).toBe(2);
      expect(isOnProjectTeam(detail, requester)).toBe(true);
      expect(await reputationOf(requester)).toBe(REPUTATION_FOR_COLLABORATOR);
      expect(await reputationOf(owner)).toBe(REPUTATION_FOR_COMPLETER);
    });
  });
});

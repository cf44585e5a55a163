/**
 * What a team hears of its project over the realtime link besides chat: tasks added and moved, project updates, and
 * requests to join a project or a problem's team and their answers. One app on PGlite or, with DATABASE_URL,
 * PostgreSQL; no Redis.
 *
 * No test waits a fixed time: each waits for the event it expects, and shows that an event did not reach a socket
 * with `roundTrip`, whose answer comes after anything the server sent that socket before it.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES, type Task } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { askToJoin, buildProjectTeam, buildTeam, registerMember } from '../test/builders.ts';
import { useRealtimeApp } from '../test/realtime-app.ts';
import { nextEvent, record, roundTrip } from '../test/realtime-clients.ts';

const { t, connect, connectToTeam, connectProjectTeam } = useRealtimeApp();

describe('project changes and requests', () => {
  it('tells everyone in the project room when a task is added or moved over HTTP', async () => {
    const { team, projectId, owner, member } = await connectProjectTeam();

    const toldMember = nextEvent(member, 'project-updated', (event) => event.reason === 'tasks');
    const created = await t.request('POST', `/api/projects/${projectId}/tasks`, {
      as: team.owner,
      payload: { title: 'Draw the price card', assignedTo: team.member.user.id },
    });
    expect(created.statusCode).toBe(201);
    expect(await toldMember).toEqual({ projectId, reason: 'tasks', by: team.owner.user.id });

    const toldOwner = nextEvent(owner, 'project-updated', (event) => event.by === team.member.user.id);
    const moved = await t.request('PUT', `/api/projects/${projectId}/tasks/${created.json<Task>()._id}`, {
      as: team.member,
      payload: { status: 'In Progress' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await toldOwner).toEqual({ projectId, reason: 'tasks', by: team.member.user.id });
  });

  it("passes a member's task-update and project-update on to the rest of the team", async () => {
    const { team, projectId, owner, member } = await connectProjectTeam();
    const toldOwner = nextEvent(owner, 'project-updated', (event) => event.reason === 'task-update');
    expect(await member.emitWithAck('task-update', { projectId, taskId: randomUUID(), status: 'Done' })).toEqual({
      ok: true,
    });
    expect(await toldOwner).toEqual({ projectId, reason: 'task-update', by: team.member.user.id });
    const toldMember = nextEvent(member, 'project-updated', (event) => event.reason === 'project-update');
    expect(await owner.emitWithAck('project-update', { projectId })).toEqual({ ok: true });
    expect(await toldMember).toEqual({ projectId, reason: 'project-update', by: team.owner.user.id });
  });

  it("refuses a stranger's task-update and project-update, and the team hears nothing of them", async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const heardByOwner = record(owner, 'project-updated');
    for (const outsider of [team.stranger, team.requester]) {
      const client = await connect(outsider);
      for (const event of ['task-update', 'project-update'] as const) {
        expect(await client.emitWithAck(event, { projectId, status: 'Done' })).toEqual({
          ok: false,
          message: MESSAGES.notProjectMember,
          code: 'notProjectMember',
        });
      }
      expect(await client.emitWithAck('task-update', { projectId: 'garbage' })).toMatchObject({
        ok: false,
        code: 'projectNotFound',
      });
    }
    await roundTrip(owner);
    expect(heardByOwner).toEqual([]);
  });

  it("tells a project's owner when someone asks to join, and the one who asked when the owner answers", async () => {
    const team = await buildProjectTeam(t.app);
    const asker = await registerMember(t.app);
    const owner = await connect(team.owner);
    const asking = await connect(asker);
    const received = nextEvent(owner, 'requests-changed', (event) => event.reason === 'received');
    const request = await askToJoin(t.app, asker, team.project._id);
    expect(await received).toEqual({ reason: 'received' });
    const answered = nextEvent(asking, 'requests-changed', (event) => event.reason === 'answered');
    const accepted = await t.request('PUT', `/api/projects/${team.project._id}/join-requests/${request._id}`, {
      as: team.owner,
      payload: { action: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await answered).toEqual({ reason: 'answered' });
  });

  it("tells a problem's author of a collaboration request and its cancellation, and the requester of the answer", async () => {
    const team = await buildTeam(t.app);
    const asker = await registerMember(t.app);
    const author = await connect(team.author);
    const waiting = await connect(team.requester);
    await connect(asker);

    const received = nextEvent(author, 'requests-changed', (event) => event.reason === 'received');
    const asked = await t.request('POST', `/api/problems/${team.problem._id}/collaborate`, {
      as: asker,
      payload: { message: 'I know the sensors', proposedRole: 'Developer' },
    });
    expect(asked.statusCode).toBe(201);
    expect(await received).toEqual({ reason: 'received' });

    const cancelled = nextEvent(author, 'requests-changed', (event) => event.reason === 'cancelled');
    const withdrawn = await t.request('DELETE', `/api/collaboration-requests/${asked.json<{ _id: string }>()._id}`, {
      as: asker,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await cancelled).toEqual({ reason: 'cancelled' });

    const answered = nextEvent(waiting, 'requests-changed', (event) => event.reason === 'answered');
    const rejected = await t.request('PUT', `/api/collaboration-requests/${team.requestId}/respond`, {
      as: team.author,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await answered).toEqual({ reason: 'answered' });
  });
});

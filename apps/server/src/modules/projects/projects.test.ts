import type { ProjectDetail, ProjectList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildProjectTeam } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('projects', () => {
  it('builds a team, lists it, and shows the owner the pending request', async () => {
    const team = await buildProjectTeam(t.app);
    const list = (await t.request('GET', '/api/projects', { as: team.stranger })).json<ProjectList>();
    expect(list.projects.map((project) => project._id)).toContain(team.project._id);
    const detail = (
      await t.request('GET', `/api/projects/${team.project._id}`, { as: team.owner })
    ).json<ProjectDetail>();
    expect(detail.teamSize).toBe(2);
    expect(detail.members.map((member) => member.user.id)).toEqual([team.member.user.id]);
    expect(detail.joinRequests.map((request) => request._id)).toEqual([team.requestId]);
    const task = await t.request('POST', `/api/projects/${team.project._id}/tasks`, {
      as: team.member,
      payload: { title: 'Design the price card', assignedTo: team.member.user.id },
    });
    expect(task.statusCode).toBe(201);
    const chat = await t.request('POST', `/api/projects/${team.project._id}/messages`, {
      as: team.member,
      payload: { content: 'Hello team' },
    });
    expect(chat.statusCode).toBe(201);
    const messages = await t.request('GET', `/api/projects/${team.project._id}/messages`, { as: team.owner });
    expect(messages.json().messages[0].content).toBe('Hello team');
    const stats = await t.request('GET', '/api/collaboration-requests/stats', { as: team.owner });
    expect(stats.json().received).toEqual({ pending: 1, accepted: 1, rejected: 0 });
    const joined = await t.request('GET', '/api/projects/user/joined', { as: team.member });
    expect(joined.json().projects[0].membership.role).toBe('Member');
    const received = await t.request('GET', '/api/projects/join-requests/received', { as: team.owner });
    expect(received.json().requests).toHaveLength(2);
    const done = await t.request('PUT', `/api/projects/${team.project._id}/complete`, {
      as: team.owner,
      payload: { acknowledgedCollaborators: [team.member.user.id] },
    });
    expect(done.json().progress.percent).toBe(100);
  });
});

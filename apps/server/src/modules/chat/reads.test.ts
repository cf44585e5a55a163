/**
 * What a member has read (issue 28): a room's people and read position, kept on the server so it follows them to
 * every device, and their unread messages of others over all their rooms, counted up to a cap.
 */
import { CHAT_UNREAD_CAP, type ChatRoomInfo, type ChatUnread } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { collaborationChat, projectChat, sendOverHttp } from '../../test/realtime-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);

const roomUrl = (projectId: string) => `/api/projects/${projectId}/chat`;
const readUrl = (projectId: string) => `/api/projects/${projectId}/messages/read`;

async function roomInfo(url: string, as: TestMember) {
  const response = await t.request('GET', url, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatRoomInfo>();
}

async function markRead(url: string, as: TestMember, seq: number) {
  const response = await t.request('PUT', url, { as, payload: { seq } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatRoomInfo>();
}

async function unreadOf(as: TestMember) {
  const response = await t.request('GET', '/api/chat/unread', { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatUnread>();
}

describe("a room's read position", () => {
  it("names the room's people and counts others' messages after where the member read, never their own", async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const fresh = await roomInfo(roomUrl(id), team.member);
    expect(fresh).toEqual({
      room: { kind: 'project', id },
      people: expect.arrayContaining([
        { _id: team.owner.user.id, name: team.owner.user.name, avatar: null },
        { _id: team.member.user.id, name: team.member.user.name, avatar: null },
      ]),
      readSeq: 0,
      unread: 0,
    });
    expect(fresh.people).toHaveLength(2);
    for (const content of ['One', 'Two', 'Three']) {
      await sendOverHttp(t.app, projectChat(id), team.owner, { content });
    }
    await sendOverHttp(t.app, projectChat(id), team.member, { content: 'Mine' });
    expect(await roomInfo(roomUrl(id), team.member)).toMatchObject({ readSeq: 0, unread: 3 });
    expect(await roomInfo(roomUrl(id), team.owner)).toMatchObject({ readSeq: 0, unread: 1 });

    expect(await markRead(readUrl(id), team.member, 2)).toMatchObject({ readSeq: 2, unread: 1 });
    // Never back: an older tab reporting late changes nothing.
    expect(await markRead(readUrl(id), team.member, 1)).toMatchObject({ readSeq: 2, unread: 1 });
    // Never past the room's last message (4): a message sent later is still unread.
    expect(await markRead(readUrl(id), team.member, 1000)).toMatchObject({ readSeq: 4, unread: 0 });
    await sendOverHttp(t.app, projectChat(id), team.owner, { content: 'Five' });
    expect(await roomInfo(roomUrl(id), team.member)).toMatchObject({ readSeq: 4, unread: 1 });
  });

  it('follows the member from one session to another', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const phone = await build.signInAgain(team.member);
    for (const content of ['Stand-up at ten', 'Bring the demo']) {
      await sendOverHttp(t.app, projectChat(id), team.owner, { content });
    }
    expect(await roomInfo(roomUrl(id), phone)).toMatchObject({ readSeq: 0, unread: 2 });
    await markRead(readUrl(id), team.member, 2);
    expect(await roomInfo(roomUrl(id), phone)).toMatchObject({ readSeq: 2, unread: 0 });
    expect((await unreadOf(phone)).total).toBe(0);
  });

  it('is only for the room’s people', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    expect((await t.request('GET', roomUrl(id))).statusCode).toBe(401);
    for (const outsider of [team.stranger, team.requester]) {
      expectRefusal(await t.request('GET', roomUrl(id), { as: outsider }), 403, 'notProjectMember');
      expectRefusal(
        await t.request('PUT', readUrl(id), { as: outsider, payload: { seq: 1 } }),
        403,
        'notProjectMember',
      );
    }
    const bad = await t.request('PUT', readUrl(id), { as: team.member, payload: { seq: -1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('leaves deleted messages out of the count', async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    const sent = await sendOverHttp(t.app, projectChat(id), team.owner, { content: 'Oops, wrong room' });
    await sendOverHttp(t.app, projectChat(id), team.owner, { content: 'Hello team' });
    expect((await roomInfo(roomUrl(id), team.member)).unread).toBe(2);
    const deleted = await t.request('DELETE', `/api/chat/messages/${sent._id}`, { as: team.owner });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await roomInfo(roomUrl(id), team.member)).unread).toBe(1);
  });
});

describe("a member's unread messages", () => {
  it('lists each of their rooms with unread messages of others, by kind, with its title and the total', async () => {
    const [project, problem, other] = [
      await build.buildProjectTeam(),
      await build.buildTeam(),
      await build.buildProjectTeam(),
    ];
    const member = project.member;
    await sendOverHttp(t.app, projectChat(project.project._id), project.owner, { content: 'Project news' });
    await sendOverHttp(t.app, projectChat(project.project._id), project.owner, { content: 'More news' });
    await sendOverHttp(t.app, projectChat(other.project._id), other.owner, { content: 'Not their room' });
    expect(await unreadOf(member)).toEqual({
      total: 2,
      rooms: [{ room: { kind: 'project', id: project.project._id }, unread: 2, title: project.project.title }],
      requests: 0,
    });

    const chat = collaborationChat(problem.problem._id);
    await sendOverHttp(t.app, chat, problem.author, { message: 'Welcome aboard' });
    expect(await unreadOf(problem.collaborator)).toMatchObject({
      total: 1,
      rooms: [{ room: { kind: 'collaboration', id: problem.problem._id }, unread: 1, title: problem.problem.title }],
    });
    // What they wrote themselves is not unread to them.
    expect((await unreadOf(project.owner)).total).toBe(0);
    await markRead(readUrl(project.project._id), member, 1);
    expect((await unreadOf(member)).rooms).toEqual([expect.objectContaining({ unread: 1 })]);
    // A member on both teams hears of both rooms.
    await build.joinTeam(project.owner, problem.collaborator, project.project._id);
    const both = await unreadOf(problem.collaborator);
    expect(both.rooms.map((entry) => [entry.room.kind, entry.unread]).sort()).toEqual([
      ['collaboration', 1],
      ['project', 2],
    ]);
    expect(both.total).toBe(3);
  });

  it(`counts a room up to ${CHAT_UNREAD_CAP}`, async () => {
    const team = await build.buildProjectTeam();
    const id = team.project._id;
    // Two senders, each under the send route's limit a minute and a new account's a day.
    const reader = await build.registerMember();
    await build.joinTeam(team.owner, reader, id);
    const sent = CHAT_UNREAD_CAP + 1;
    for (let n = 0; n < sent / 2; n += 1) {
      await sendOverHttp(t.app, projectChat(id), team.owner, { content: `Owner's note ${n}` });
      await sendOverHttp(t.app, projectChat(id), team.member, { content: `Member's note ${n}` });
    }
    expect(await roomInfo(roomUrl(id), reader)).toMatchObject({ readSeq: 0, unread: CHAT_UNREAD_CAP });
    expect(await unreadOf(reader)).toMatchObject({ total: CHAT_UNREAD_CAP });
    await markRead(readUrl(id), reader, sent - 10);
    expect(await roomInfo(roomUrl(id), reader)).toMatchObject({ readSeq: sent - 10, unread: 10 });
  }, 120_000);
});

describe('unread direct messages', () => {
  it('counts a request apart until it is accepted, then its messages as a room named by the other member', async () => {
    const [writer, reader] = [await build.registerMember(), await build.registerMember()];
    const started = await t.request('POST', '/api/conversations', { as: writer, payload: { userId: reader.user.id } });
    expect(started.statusCode, started.body).toBe(201);
    const { _id: id } = started.json<{ _id: string }>();
    // Started, but nothing said yet: no request waits.
    expect(await unreadOf(reader)).toEqual({ total: 0, rooms: [], requests: 0 });
    const said = await t.request('POST', `/api/conversations/${id}/messages`, {
      as: writer,
      payload: { content: 'Hello, I liked your water project' },
    });
    expect(said.statusCode, said.body).toBe(201);
    expect(await unreadOf(reader)).toEqual({ total: 0, rooms: [], requests: 1 });
    expect(await unreadOf(writer)).toEqual({ total: 0, rooms: [], requests: 0 });

    expect((await t.request('POST', `/api/conversations/${id}/accept`, { as: reader })).statusCode).toBe(200);
    expect(await unreadOf(reader)).toEqual({
      total: 1,
      rooms: [{ room: { kind: 'direct', id }, unread: 1, title: writer.user.name }],
      requests: 0,
    });
    const info = await roomInfo(`/api/conversations/${id}/chat`, reader);
    expect(info).toMatchObject({ room: { kind: 'direct', id }, readSeq: 0, unread: 1 });
    expect(info.people.map((person) => person._id).sort()).toEqual([writer.user.id, reader.user.id].sort());
    await markRead(`/api/conversations/${id}/messages/read`, reader, 1);
    expect((await unreadOf(reader)).total).toBe(0);
  });

  it('leaves out what a member the reader blocked wrote: a request and an open conversation alike', async () => {
    const [writer, reader] = [await build.registerMember(), await build.registerMember()];
    const started = await t.request('POST', '/api/conversations', { as: writer, payload: { userId: reader.user.id } });
    const { _id: id } = started.json<{ _id: string }>();
    const say = (content: string) =>
      t.request('POST', `/api/conversations/${id}/messages`, { as: writer, payload: { content } });
    expect((await say('Hello, may I ask about your project?')).statusCode).toBe(201);
    expect((await unreadOf(reader)).requests).toBe(1);
    expect((await t.request('PUT', `/api/blocks/${writer.user.id}`, { as: reader })).statusCode).toBe(200);
    expect(await unreadOf(reader)).toEqual({ total: 0, rooms: [], requests: 0 });

    expect((await t.request('DELETE', `/api/blocks/${writer.user.id}`, { as: reader })).statusCode).toBe(200);
    expect((await t.request('POST', `/api/conversations/${id}/accept`, { as: reader })).statusCode).toBe(200);
    expect((await say('Thank you for accepting')).statusCode).toBe(201);
    expect((await unreadOf(reader)).total).toBe(2);
    expect((await t.request('PUT', `/api/blocks/${writer.user.id}`, { as: reader })).statusCode).toBe(200);
    expect(await unreadOf(reader)).toEqual({ total: 0, rooms: [], requests: 0 });
  });
});

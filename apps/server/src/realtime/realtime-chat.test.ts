/**
 * Team chat over the realtime link: who may join a team's room, who hears what is said there (sent over HTTP or
 * over the socket), resends and unusual text. One app on PGlite or, with DATABASE_URL, PostgreSQL; no Redis
 * (two-instances.test.ts covers instances that share one).
 *
 * No test waits a fixed time: each waits for the event it expects, and shows that an event did not reach a socket
 * with `roundTrip`, whose answer comes after anything the server sent that socket before it.
 */
import { randomUUID } from 'node:crypto';
import { type ChatMessage, MESSAGES } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import {
  buildProjectTeam,
  buildTeam,
  joinTeam,
  postProject,
  registerMember,
  type TestMember,
} from '../test/builders.ts';
import { useRealtimeApp } from '../test/realtime-app.ts';
import {
  collaborationChat,
  history,
  join,
  nextEvent,
  nextMessage,
  projectChat,
  record,
  roundTrip,
  sendOverHttp,
  sendOverSocket,
} from '../test/realtime-clients.ts';

const { t, connect, connectToTeam, connectProjectTeam, connectProblemTeam } = useRealtimeApp();

const ids = (messages: ChatMessage[]) => messages.map((message) => message._id);

describe("joining a team's room", () => {
  /** Each outsider connects and asks into the room, and is refused with the spec's message for `code`. */
  async function expectRefusedEach(
    outsiders: TestMember[],
    kind: 'project' | 'collaboration',
    id: string,
    code: 'notProjectMember' | 'notTeamMember',
  ) {
    for (const outsider of outsiders) {
      const client = await connect(outsider);
      expect(await join(client, kind, id)).toEqual({ ok: false, message: MESSAGES[code], code });
    }
  }

  it('refuses a stranger the project room and says why in the acknowledgement', async () => {
    const team = await buildProjectTeam(t.app);
    await expectRefusedEach([team.stranger, team.requester], 'project', team.project._id, 'notProjectMember');
  });

  it('answers a join for a project that does not exist, or for something that is no id, as not found', async () => {
    const member = await registerMember(t.app);
    const client = await connect(member);
    for (const id of [randomUUID(), 'garbage', '', 42, { id: randomUUID() }, null]) {
      expect(await join(client, 'project', id)).toMatchObject({ ok: false, code: 'projectNotFound' });
      expect(await join(client, 'collaboration', id)).toMatchObject({ ok: false, code: 'problemNotFound' });
    }
  });

  it("keeps a private project's room as hidden from a stranger as the project itself", async () => {
    const [owner, stranger] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const hidden = await postProject(t.app, owner, { visibility: 'Private' });
    const client = await connect(stranger);
    expect(await join(client, 'project', hidden._id)).toMatchObject({ ok: false, code: 'projectNotFound' });
  });

  it('answers a refused join asked without an acknowledgement with a join-refused event', async () => {
    const team = await buildProjectTeam(t.app);
    const client = await connect(team.stranger);
    const refused = nextEvent(client, 'join-refused');
    client.emit('join-project', team.project._id);
    expect(await refused).toEqual({
      room: `project:${team.project._id}`,
      message: MESSAGES.notProjectMember,
      code: 'notProjectMember',
    });
    const notFound = nextEvent(client, 'join-refused');
    client.emit('join-collaboration', 'garbage');
    expect(await notFound).toEqual({
      room: 'collaboration:garbage',
      message: MESSAGES.problemNotFound,
      code: 'problemNotFound',
    });
  });

  it("lets only a problem's author and collaborators into its team chat", async () => {
    const team = await buildTeam(t.app);
    for (const member of [team.author, team.collaborator]) {
      await connectToTeam(member, 'collaboration', team.problem._id);
    }
    await expectRefusedEach([team.stranger, team.requester], 'collaboration', team.problem._id, 'notTeamMember');
  });
});

describe('project chat', () => {
  it('delivers a message sent over HTTP to the owner and every member in the room, and to nobody else', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const leaver = await registerMember(t.app);
    await joinTeam(t.app, team.owner, leaver, projectId);
    const owner = await connectToTeam(team.owner, 'project', projectId);
    const member = await connectToTeam(team.member, 'project', projectId);
    const left = await connectToTeam(leaver, 'project', projectId);
    expect(await left.emitWithAck('leave-project', projectId)).toEqual({ ok: true });
    const stranger = await connect(team.stranger);
    await join(stranger, 'project', projectId);
    const overheard = [left, stranger].map((client) => record(client, 'new-message'));

    const heardByOwner = nextEvent(owner, 'new-message');
    const heardByMember = nextEvent(member, 'new-message');
    const sent = await sendOverHttp(t.app, projectChat(projectId), team.owner, { content: 'Stand-up at ten' });
    expect(await heardByOwner).toEqual({ projectId, message: sent });
    expect(await heardByMember).toEqual({ projectId, message: sent });
    expect(sent).toMatchObject({ content: 'Stand-up at ten', sender: { _id: team.owner.user.id } });

    await Promise.all([roundTrip(left), roundTrip(stranger)]);
    expect(overheard).toEqual([[], []]);
  });

  it('acknowledges a message sent over the socket with the stored message and delivers it to the team', async () => {
    const { team, projectId, owner, member } = await connectProjectTeam();
    const stranger = await connect(team.stranger);
    const overheard = record(stranger, 'new-message');

    const heardByOwner = nextEvent(owner, 'new-message');
    const heardBySender = nextEvent(member, 'new-message');
    const sent = await sendOverSocket(member, { projectId, content: 'Pushed the price card', clientId: randomUUID() });
    expect(sent).toMatchObject({ content: 'Pushed the price card', sender: { _id: team.member.user.id } });
    expect(await heardByOwner).toEqual({ projectId, message: sent });
    expect(await heardBySender).toEqual({ projectId, message: sent });
    expect(ids(await history(t.app, projectChat(projectId), team.owner))).toEqual([sent._id]);

    await roundTrip(stranger);
    expect(overheard).toEqual([]);
  });

  it("refuses a stranger's message over the socket, and a blank one from a member, storing neither", async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const stranger = await connect(team.stranger);
    expect(await stranger.emitWithAck('send-message', { projectId, content: 'Let me in' })).toEqual({
      ok: false,
      message: MESSAGES.notProjectMember,
      code: 'notProjectMember',
    });
    const member = await connectToTeam(team.member, 'project', projectId);
    expect(await member.emitWithAck('send-message', { projectId, content: '   ' })).toEqual({
      ok: false,
      message: MESSAGES.messageRequired,
      code: 'messageRequired',
    });
    expect(await member.emitWithAck('send-message', { projectId: 'garbage', content: 'Hello' })).toMatchObject({
      ok: false,
      code: 'projectNotFound',
    });
    expect(await history(t.app, projectChat(projectId), team.owner)).toEqual([]);
  });
});

describe('collaboration chat', () => {
  it("delivers a problem team's message, written as `message`, to the author and collaborators only", async () => {
    const { team, problemId: collaborationId, author, collaborator } = await connectProblemTeam();
    const outsiders = await Promise.all([team.stranger, team.requester].map((m) => connect(m)));
    for (const outsider of outsiders) await join(outsider, 'collaboration', collaborationId);
    const overheard = outsiders.map((client) => record(client, 'new-collaboration-message'));

    const heardByAuthor = nextEvent(author, 'new-collaboration-message');
    const heardByCollaborator = nextEvent(collaborator, 'new-collaboration-message');
    const sent = await sendOverHttp(t.app, collaborationChat(collaborationId), team.collaborator, {
      message: 'Sensor prices attached',
    });
    expect(sent.content).toBe('Sensor prices attached');
    expect(await heardByAuthor).toEqual({ collaborationId, message: sent });
    expect(await heardByCollaborator).toEqual({ collaborationId, message: sent });

    const answered = nextEvent(collaborator, 'new-collaboration-message');
    const reply = await sendOverSocket(author, { collaborationId, message: 'Thanks, ordering two' });
    expect(reply).toMatchObject({ content: 'Thanks, ordering two', sender: { _id: team.author.user.id } });
    expect(await answered).toEqual({ collaborationId, message: reply });
    const stored = await history(t.app, collaborationChat(collaborationId), team.author);
    expect(ids(stored)).toEqual([reply._id, sent._id]);

    await Promise.all(outsiders.map(roundTrip));
    expect(overheard).toEqual([[], []]);
    // Nor may they send to it.
    expect(await outsiders[0]?.emitWithAck('send-message', { collaborationId, message: 'Hi' })).toMatchObject({
      ok: false,
      code: 'notTeamMember',
    });
  });
});

describe('resends and text', () => {
  it('stores a message sent twice with the same clientId once, over HTTP and over the socket alike', async () => {
    const team = await buildProjectTeam(t.app);
    const projectId = team.project._id;
    const url = projectChat(projectId);
    const clientId = randomUUID();
    const payload = { content: 'Sent on a shaky line', clientId };

    const first = await t.request('POST', url, { as: team.member, payload });
    expect(first.statusCode).toBe(201);
    const again = await t.request('POST', url, { as: team.member, payload });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const member = await connectToTeam(team.member, 'project', projectId);
    expect(await sendOverSocket(member, { projectId, ...payload })).toEqual(first.json());
    const other = await sendOverSocket(member, { projectId, content: 'A new one', clientId: randomUUID() });
    // Another member may use the same clientId for a message of their own.
    const owners = await sendOverHttp(t.app, url, team.owner, payload);
    expect(owners._id).not.toBe(other._id);

    const stored = await history(t.app, url, team.owner);
    expect(ids(stored)).toEqual([owners._id, other._id, first.json<ChatMessage>()._id]);
  });

  it("refuses a clientId already used in another team's chat instead of answering with that team's message", async () => {
    const [one, two] = await Promise.all([buildProjectTeam(t.app), buildProjectTeam(t.app)]);
    await joinTeam(t.app, two.owner, one.member, two.project._id);
    const payload = { content: 'For team one only', clientId: randomUUID() };
    await sendOverHttp(t.app, projectChat(one.project._id), one.member, payload);
    const reused = await t.request('POST', projectChat(two.project._id), { as: one.member, payload });
    expect(reused.statusCode).toBe(409);
    expect(reused.body).not.toContain('For team one only');
    expect(await history(t.app, projectChat(two.project._id), two.owner)).toEqual([]);
  });

  it('delivers and stores Hindi text and markup exactly as written', async () => {
    const { team, projectId, owner, member } = await connectProjectTeam();
    const texts = [
      'नमस्ते टीम! कल की बैठक सुबह दस बजे — क्षेत्र: कोलार 🙏',
      '<script>alert("x")</script> & <b>bold</b> &amp; \'quotes\' `ticks`',
    ];
    const overHttp = nextMessage(member, 'new-message', texts[0] ?? '');
    const viaHttp = await sendOverHttp(t.app, projectChat(projectId), team.owner, { content: texts[0] });
    expect((await overHttp).content).toBe(texts[0]);
    const overSocket = nextMessage(owner, 'new-message', texts[1] ?? '');
    const viaSocket = await sendOverSocket(member, { projectId, content: texts[1] });
    expect((await overSocket).content).toBe(texts[1]);
    expect([viaHttp.content, viaSocket.content]).toEqual(texts);
    const stored = await history(t.app, projectChat(projectId), team.member);
    expect(stored.map((message) => message.content)).toEqual([...texts].reverse());
  });
});

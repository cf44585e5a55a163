/**
 * Acting on one chat message (issue 28): its sender edits it within 15 minutes, its sender or the room's owner
 * deletes it (a tombstone stays), members react with the small set; whoever cannot see the room learns nothing.
 */
import { CHAT_EDIT_WINDOW_MS, type ChatMessage, type ChatMessageList, type MessageCode } from '@skillsync/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatAttachments, chatReactions } from '../../db/schema/index.ts';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { collaborationChat, projectChat, sendOverHttp } from '../../test/realtime-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const MODERATOR = 'message.actions@example.in';
const t = useTestApp({ moderatorEmails: [MODERATOR] });
const build = buildersFor(t);

const messageUrl = (id: string) => `/api/chat/messages/${id}`;
const reactionUrl = (id: string, emoji: string) => `${messageUrl(id)}/reactions/${encodeURIComponent(emoji)}`;

const edit = (id: string, as: TestMember | undefined, content: string) =>
  t.request('PATCH', messageUrl(id), { as, payload: { content } });
const remove = (id: string, as: TestMember | undefined) => t.request('DELETE', messageUrl(id), { as });
const react = (id: string, as: TestMember | undefined, emoji: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.request(method, reactionUrl(id, emoji), { as });

/** A project team and a message its member sent to its chat. */
async function projectMessage(content = 'A message to work on') {
  const team = await build.buildProjectTeam();
  const message = await sendOverHttp(t.app, projectChat(team.project._id), team.member, { content });
  return { team, message, chat: projectChat(team.project._id) };
}

async function historyOf(chat: string, as: TestMember) {
  const response = await t.request('GET', chat, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatMessageList>();
}

/** A chat message as its answer carries it, after checking the status. */
function answered(response: Awaited<ReturnType<typeof t.request>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<ChatMessage>();
}

/** Who may not even know the message is there: 404 'This message does not exist', as for a message that is not. */
async function expectHiddenFrom(members: TestMember[], send: (as: TestMember) => ReturnType<typeof t.request>) {
  for (const member of members) expectRefusal(await send(member), 404, 'chatMessageNotFound');
}

describe('editing a message', () => {
  it('lets its sender alone correct it: marked edited, a later version, the same place', async () => {
    const { team, message, chat } = await projectMessage('Meeting at 5 tomorow');
    expect((await edit(message._id, undefined, 'Anonymous')).statusCode).toBe(401);
    await expectHiddenFrom([team.stranger, team.requester], (as) => edit(message._id, as, 'Not yours'));
    expectRefusal(await edit(message._id, team.owner, 'The owner is no sender'), 403, 'notMessageSender');

    const edited = answered(await edit(message._id, team.member, '  Meeting at 5 tomorrow  '));
    expect(edited).toMatchObject({ _id: message._id, seq: message.seq, content: 'Meeting at 5 tomorrow' });
    expect(edited.editedAt).not.toBeNull();
    expect(edited.version).toBeGreaterThan(message.version);
    expect((await historyOf(chat, team.owner)).messages).toEqual([
      expect.objectContaining({ _id: message._id, content: 'Meeting at 5 tomorrow', editedAt: edited.editedAt }),
    ]);
    // The same text again changes nothing: the same version, nobody told.
    expect(answered(await edit(message._id, team.member, 'Meeting at 5 tomorrow')).version).toBe(edited.version);
  });

  it('refuses an empty or too long text, and a message that does not exist', async () => {
    const { team, message } = await projectMessage();
    expect((await edit(message._id, team.member, '   ')).statusCode).toBe(400);
    expect((await edit(message._id, team.member, 'x'.repeat(4001))).statusCode).toBe(400);
    expectRefusal(await edit(crypto.randomUUID(), team.member, 'Nothing there'), 404, 'chatMessageNotFound');
    expectRefusal(await edit('not-an-id', team.member, 'Nothing there'), 404, 'chatMessageNotFound');
  });

  it('refuses a deleted message and one moderators removed', async () => {
    const { team, message } = await projectMessage();
    answered(await remove(message._id, team.member));
    expectRefusal(await edit(message._id, team.member, 'Too late'), 409, 'chatMessageDeleted');

    const removed = await sendOverHttp(t.app, projectChat(team.project._id), team.member, { content: 'Buy followers' });
    await hideMessage(removed._id, team.owner);
    expectRefusal(await edit(removed._id, team.member, 'Nothing to see'), 409, 'chatMessageRemoved');
  });
});

describe('the edit window', () => {
  // Its own app: moving the clock makes every message of the app's database older than the window.
  const clocked = useTestApp();

  it(`is ${CHAT_EDIT_WINDOW_MS / 60_000} minutes from sending, by the server's clock`, async () => {
    const team = await buildersFor(clocked).buildProjectTeam();
    const chat = projectChat(team.project._id);
    const [early, late] = [
      await sendOverHttp(clocked.app, chat, team.member, { content: 'Edited in time' }),
      await sendOverHttp(clocked.app, chat, team.member, { content: 'Edited too late' }),
    ];
    const editAs = (id: string, content: string) =>
      clocked.request('PATCH', messageUrl(id), { as: team.member, payload: { content } });
    clocked.advanceClock(CHAT_EDIT_WINDOW_MS - 60_000);
    expect((await editAs(early._id, 'Edited in time, a minute to spare')).statusCode).toBe(200);
    clocked.advanceClock(61_000);
    const refused = await editAs(late._id, 'A second past the window');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'editWindowClosed' satisfies MessageCode });
  });
});

describe('deleting a message', () => {
  it('leaves a tombstone: no text, reactions or attachments, its place and number kept', async () => {
    const { team, message, chat } = await projectMessage('A picture of the wiring');
    const after = await sendOverHttp(t.app, chat, team.owner, { content: 'Thanks!' });
    answered(await react(message._id, team.owner, '👍'));
    await attachFile(message._id, team.project._id, team.member);
    expect((await historyOf(chat, team.owner)).messages[1]?.attachments).toHaveLength(1);

    const tombstone = answered(await remove(message._id, team.member));
    expect(tombstone).toMatchObject({
      _id: message._id,
      seq: message.seq,
      content: '',
      deleted: true,
      reactions: [],
      attachments: [],
    });
    expect(await rowsAbout(message._id)).toEqual({ reactions: 0, attachments: 0 });
    const { messages } = await historyOf(chat, team.owner);
    expect(messages.map((shown) => [shown._id, shown.deleted, shown.content])).toEqual([
      [after._id, false, 'Thanks!'],
      [message._id, true, ''],
    ]);
    // Deleting again answers the same tombstone: nothing changed, nothing numbered.
    expect(answered(await remove(message._id, team.member))).toEqual(tombstone);
  });

  it("is for its sender and the project's owner: other members are refused, strangers learn nothing", async () => {
    const { team, message } = await projectMessage();
    const ownersMessage = await sendOverHttp(t.app, projectChat(team.project._id), team.owner, { content: 'Plan' });
    expect((await remove(message._id, undefined)).statusCode).toBe(401);
    await expectHiddenFrom([team.stranger, team.requester], (as) => remove(message._id, as));
    expectRefusal(await remove(ownersMessage._id, team.member), 403, 'cannotDeleteMessage');
    expect(answered(await remove(message._id, team.owner)).deleted).toBe(true);
    expect(answered(await remove(ownersMessage._id, team.owner)).deleted).toBe(true);
  });

  it("is for its sender and the problem's author in a collaboration chat", async () => {
    const team = await build.buildTeam();
    const chat = collaborationChat(team.problem._id);
    const byCollaborator = await sendOverHttp(t.app, chat, team.collaborator, { message: 'I will take the sensors' });
    const byAuthor = await sendOverHttp(t.app, chat, team.author, { message: 'Great, thank you' });
    await expectHiddenFrom([team.stranger, team.requester], (as) => remove(byAuthor._id, as));
    expectRefusal(await remove(byAuthor._id, team.collaborator), 403, 'cannotDeleteMessage');
    expect(answered(await remove(byCollaborator._id, team.author)).deleted).toBe(true);
    expect(answered(await remove(byAuthor._id, team.author)).deleted).toBe(true);
  });

  it('is for its sender alone in a direct conversation: nobody owns it', async () => {
    const [one, other, outsider] = [
      await build.registerMember(),
      await build.registerMember(),
      await build.registerMember(),
    ];
    const started = await t.request('POST', '/api/conversations', { as: one, payload: { userId: other.user.id } });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json<{ _id: string }>()._id;
    const said = answered(
      await t.request('POST', `/api/conversations/${id}/messages`, {
        as: one,
        payload: { content: 'Hello from the hackathon' },
      }),
      201,
    );
    expect((await t.request('POST', `/api/conversations/${id}/accept`, { as: other })).statusCode).toBe(200);
    await expectHiddenFrom([outsider], (as) => remove(said._id, as));
    expectRefusal(await remove(said._id, other), 403, 'cannotDeleteMessage');
    expect(answered(await react(said._id, other, '🙏')).reactions).toHaveLength(1);
    expect(answered(await remove(said._id, one))).toMatchObject({ deleted: true, reactions: [] });
  });

  it('in a direct conversation speaks as a message does: no reaction before it is open, no edit across a block', async () => {
    const [one, other] = [await build.registerMember(), await build.registerMember()];
    const started = await t.request('POST', '/api/conversations', { as: one, payload: { userId: other.user.id } });
    const id = started.json<{ _id: string }>()._id;
    const said = answered(
      await t.request('POST', `/api/conversations/${id}/messages`, {
        as: one,
        payload: { content: 'Hello, a request' },
      }),
      201,
    );
    // A request: the other answers it before reacting; its starter waits for that answer.
    expectRefusal(await react(said._id, other, '👍'), 409, 'acceptRequestFirst');
    expectRefusal(await react(said._id, one, '👍'), 409, 'messageRequestWaiting');
    expect(answered(await edit(said._id, one, 'Hello, a request (edited)')).editedAt).not.toBeNull();

    expect((await t.request('POST', `/api/conversations/${id}/accept`, { as: other })).statusCode).toBe(200);
    expect((await t.request('PUT', `/api/blocks/${one.user.id}`, { as: other })).statusCode).toBe(200);
    expectRefusal(await edit(said._id, one, 'Still talking'), 403, 'messageRefused');
    expectRefusal(await react(said._id, other, '👍'), 403, 'messageRefused');
    // Taking one's own words back stays open.
    expect(answered(await remove(said._id, one)).deleted).toBe(true);
  });

  it('takes at most 120 calls of an action a minute from a member: a script reacting in a loop is stopped', async () => {
    const { team, message } = await projectMessage('React to me');
    const answers: number[] = [];
    for (let n = 0; n < 121; n += 1) answers.push((await react(message._id, team.owner, '🎉')).statusCode);
    expect(answers.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(answers[120]).toBe(429);
    // Another member's calls are their own.
    expect((await react(message._id, team.member, '🎉')).statusCode).toBe(200);
  });

  it('leaves a message moderators removed as they left it', async () => {
    const { team, message } = await projectMessage('Cheap followers here');
    await hideMessage(message._id, team.owner);
    expectRefusal(await remove(message._id, team.member), 409, 'chatMessageRemoved');
    expectRefusal(await remove(message._id, team.owner), 409, 'chatMessageRemoved');
  });
});

describe('reacting to a message', () => {
  it('groups the reactions by emoji with who reacted, in order; once each, a repeat changes nothing', async () => {
    const { team, message } = await projectMessage();
    const first = answered(await react(message._id, team.member, '👍'));
    expect(first.reactions).toEqual([
      { emoji: '👍', users: [{ _id: team.member.user.id, name: team.member.user.name }] },
    ]);
    expect(first.version).toBeGreaterThan(message.version);
    expect(answered(await react(message._id, team.member, '👍')).version).toBe(first.version);

    answered(await react(message._id, team.owner, '❤️'));
    const both = answered(await react(message._id, team.owner, '👍'));
    expect(both.reactions).toEqual([
      { emoji: '👍', users: [{ _id: team.member.user.id, name: team.member.user.name }, expect.anything()] },
      { emoji: '❤️', users: [{ _id: team.owner.user.id, name: team.owner.user.name }] },
    ]);

    // Each emoji in the order of its earliest reaction still there: the owner's ❤️ came before their 👍.
    const taken = answered(await react(message._id, team.member, '👍', 'DELETE'));
    expect(taken.reactions.map((group) => [group.emoji, group.users.map((user) => user._id)])).toEqual([
      ['❤️', [team.owner.user.id]],
      ['👍', [team.owner.user.id]],
    ]);
    expect(taken.version).toBeGreaterThan(both.version);
    expect(answered(await react(message._id, team.member, '👍', 'DELETE')).version).toBe(taken.version);
  });

  it('takes only the offered emoji, from members of the room', async () => {
    const { team, message } = await projectMessage();
    // A path that cannot name a reaction is a missing page, with the message that says which are offered.
    expectRefusal(await react(message._id, team.member, '🤡'), 404, 'unknownReaction');
    expect((await react(message._id, undefined, '👍')).statusCode).toBe(401);
    await expectHiddenFrom([team.stranger, team.requester], (as) => react(message._id, as, '👍'));
    await expectHiddenFrom([team.stranger], (as) => react(message._id, as, '👍', 'DELETE'));
  });

  it('refuses a deleted message and one moderators removed', async () => {
    const { team, message } = await projectMessage();
    answered(await remove(message._id, team.member));
    expectRefusal(await react(message._id, team.owner, '🎉'), 409, 'chatMessageDeleted');
    const removed = await sendOverHttp(t.app, projectChat(team.project._id), team.member, { content: 'Spam link' });
    await hideMessage(removed._id, team.owner);
    expectRefusal(await react(removed._id, team.owner, '🎉'), 409, 'chatMessageRemoved');
  });
});

let moderator: Promise<TestMember> | undefined;

/** `reporter` reports the message and this file's moderator removes it. */
async function hideMessage(messageId: string, reporter: TestMember) {
  moderator ??= build.registerMember({ email: MODERATOR });
  const reported = await t.request('POST', '/api/reports', {
    as: reporter,
    payload: { subjectType: 'message', subjectId: messageId, reason: 'spam' },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const hidden = await t.request('POST', `/api/moderation/cases/message/${messageId}/hide`, {
    as: await moderator,
    payload: { note: 'Advertising' },
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
}

/** A file sent with the message, stored as an upload sent with it leaves it (the uploads' own tests send them). */
async function attachFile(messageId: string, roomId: string, uploader: TestMember) {
  await t.app.ctx.db.insert(chatAttachments).values({
    roomId,
    messageId,
    uploaderId: uploader.user.id,
    kind: 'pdf',
    name: 'wiring.pdf',
    contentType: 'application/pdf',
    size: 4,
    content: Buffer.from('%PDF'),
  });
}

async function rowsAbout(messageId: string) {
  const { db } = t.app.ctx;
  const [reactions] = await db.select({ n: count() }).from(chatReactions).where(eq(chatReactions.messageId, messageId));
  const [attachments] = await db
    .select({ n: count() })
    .from(chatAttachments)
    .where(eq(chatAttachments.messageId, messageId));
  return { reactions: reactions?.n, attachments: attachments?.n };
}

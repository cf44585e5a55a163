import { randomUUID } from 'node:crypto';
import { type Conversation, DAY_MS, formatMessage, MESSAGE_REQUESTS_PER_DAY } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { conversationCalls } from '../../test/conversation-calls.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const build = buildersFor(t);
const talk = conversationCalls(t);

/** Two members who share no team, and the request one started to the other (no message yet). */
async function strangers() {
  const [asking, asked] = await Promise.all([build.registerMember(), build.registerMember()]);
  const { _id: id } = await talk.started(asking, asked);
  return { asking, asked, id };
}

describe('a message request', () => {
  it('takes its first message from its starter alone; then the starter waits and the other accepts first', async () => {
    const { asking, asked, id } = await strangers();
    const stranger = await build.registerMember();
    const first = { content: 'Hello, I saw your problem about cold storage', clientId: randomUUID() };
    const sent = await t.request('POST', `/api/conversations/${id}/messages`, { as: asking, payload: first });
    expect(sent.statusCode, sent.body).toBe(201);
    // A resend of that first message (a shaky line) answers it again.
    const resent = await t.request('POST', `/api/conversations/${id}/messages`, { as: asking, payload: first });
    expect(resent.statusCode).toBe(200);
    expectRefusal(await talk.say(asking, id), 409, 'messageRequestWaiting');
    expectRefusal(await talk.say(asked, id), 409, 'acceptRequestFirst');

    expectRefusal(await talk.accept(asking, id), 403, 'notRequestRecipient');
    expectRefusal(await talk.ignore(asking, id), 403, 'notRequestRecipient');
    expectRefusal(await talk.accept(stranger, id), 404, 'conversationNotFound');
    const accepted = await talk.accept(asked, id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Conversation>()).toMatchObject({ _id: id, status: 'open', isStartedByMe: false });
    // Accepting again changes nothing; an open conversation is not ignored.
    expect((await talk.accept(asked, id)).json<Conversation>().status).toBe('open');
    expectRefusal(await talk.ignore(asked, id), 409, 'conversationAlreadyOpen');

    expect((await talk.say(asked, id)).statusCode).toBe(201);
    expect((await talk.say(asking, id)).statusCode).toBe(201);
    expect((await talk.history(asked, id)).messages).toHaveLength(3);
  });

  it('ignored, leaves the other’s requests; its starter is never told: to them it still waits', async () => {
    const { asking, asked, id } = await strangers();
    await talk.say(asking, id);
    const ignored = await talk.ignore(asked, id);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json<Conversation>()).toMatchObject({ status: 'ignored', isStartedByMe: false });
    expect((await talk.ignore(asked, id)).json<Conversation>().status).toBe('ignored');
    expect(await talk.idsIn(asked, 'requests')).toEqual([]);
    expect(await talk.idsIn(asked, 'inbox')).toEqual([]);

    // To its starter, nothing changed: the same list, the same status, the same refusal of a second message.
    expect((await talk.list(asking)).conversations).toEqual([
      expect.objectContaining({ _id: id, status: 'request', isStartedByMe: true }),
    ]);
    expect((await talk.view(asking, id)).status).toBe('request');
    expectRefusal(await talk.say(asking, id), 409, 'messageRequestWaiting');
    const exported = await t.request('GET', '/api/users/me/export', { as: asking });
    expect(exported.json().directConversations).toEqual([expect.objectContaining({ id, status: 'request' })]);

    // The other may still change their mind.
    expect((await talk.accept(asked, id)).json<Conversation>().status).toBe('open');
    expect((await talk.say(asking, id)).statusCode).toBe(201);
  });

  it('started and left empty, passes to whoever writes first', async () => {
    const { asking, asked, id } = await strangers();
    // The other finds the same conversation and writes first: the request is theirs.
    expect((await talk.started(asked, asking))._id).toBe(id);
    expect((await talk.say(asked, id)).statusCode).toBe(201);
    expect(await talk.view(asked, id)).toMatchObject({ status: 'request', isStartedByMe: true });
    expect(await talk.idsIn(asking, 'requests')).toEqual([id]);
    expectRefusal(await talk.say(asking, id), 409, 'acceptRequestFirst');
    expectRefusal(await talk.accept(asked, id), 403, 'notRequestRecipient');
    expect((await talk.accept(asking, id)).statusCode).toBe(200);
  });
});

describe('a block', () => {
  it('refuses every new message across it, either way, in an open conversation', async () => {
    const team = await build.buildProjectTeam();
    const { _id: id } = await talk.started(team.member, team.owner);
    const firstWords = { content: 'Morning! Shall we plan the sprint?', clientId: randomUUID() };
    const sent = await t.request('POST', `/api/conversations/${id}/messages`, { as: team.member, payload: firstWords });
    expect(sent.statusCode).toBe(201);
    expect((await talk.block(team.owner, team.member)).statusCode).toBe(200);
    expectRefusal(await talk.say(team.member, id), 403, 'messageRefused');
    expectRefusal(await talk.say(team.owner, id), 403, 'messageRefused');
    // What was sent before stays readable, and its resend still answers it.
    expect((await talk.history(team.owner, id)).messages).toHaveLength(1);
    const resent = await t.request('POST', `/api/conversations/${id}/messages`, {
      as: team.member,
      payload: firstWords,
    });
    expect(resent.statusCode).toBe(200);
  });

  it('before a request’s first message refuses it; after, refuses the accept', async () => {
    const early = await strangers();
    expect((await talk.block(early.asked, early.asking)).statusCode).toBe(200);
    expectRefusal(await talk.say(early.asking, early.id), 403, 'messageRefused');
    expect((await talk.history(early.asking, early.id)).messages).toEqual([]);

    const late = await strangers();
    await talk.say(late.asking, late.id);
    expect((await talk.block(late.asking, late.asked)).statusCode).toBe(200);
    expectRefusal(await talk.accept(late.asked, late.id), 403, 'messageRefused');
    expect((await talk.view(late.asked, late.id)).status).toBe('request');
  });
});

describe('the daily limit of message requests', () => {
  it(`takes ${MESSAGE_REQUESTS_PER_DAY} first messages of requests in any 24 hours, whatever the account's age`, async () => {
    const asking = await build.establish(await build.registerMember());
    const others = await Promise.all(
      Array.from({ length: MESSAGE_REQUESTS_PER_DAY + 1 }, () => build.registerMember()),
    );
    const ids: string[] = [];
    for (const other of others) ids.push((await talk.started(asking, other))._id);
    for (const id of ids.slice(0, MESSAGE_REQUESTS_PER_DAY)) expect((await talk.say(asking, id)).statusCode).toBe(201);

    const last = ids.at(-1) as string;
    const refused = await talk.say(asking, last);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: formatMessage('messageRequestsPerDay', { max: MESSAGE_REQUESTS_PER_DAY }),
      code: 'messageRequestsPerDay',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
    // Nothing of the refused message stays, and the other hears of nothing.
    expect((await talk.history(asking, last)).messages).toEqual([]);
    expect(await talk.idsIn(others.at(-1) as TestMember, 'requests')).toEqual([]);

    // A teammate's conversation is no request: it is not counted.
    const project = await build.postProject(asking);
    const teammate = await build.registerMember();
    await build.joinTeam(asking, teammate, project._id);
    const { _id: open } = await talk.started(asking, teammate);
    expect((await talk.say(asking, open)).statusCode).toBe(201);

    // A day after the first of them, a place is free again.
    t.advanceClock(DAY_MS);
    const later = await build.signInAgain(asking);
    expect((await talk.say(later, last)).statusCode).toBe(201);
  });
});

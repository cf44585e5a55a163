/**
 * Searching a room's history (full text, English and Hindi words alike) and opening a result in context: the page
 * around a message, continued older by the history's cursor and newer by `after`.
 */
import { randomUUID } from 'node:crypto';
import type { ChatMessageList, ChatSearchResults } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildProjectTeam, establish, registerMember, signInAgain, type TestMember } from '../../test/builders.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { projectChat, sendOverHttp } from '../../test/realtime-clients.ts';
import { useTestApp } from '../../test/test-app.ts';
import { searchTermsOf } from './search.service.ts';

const MODERATOR = 'chat.search.moderator@example.in';
const t = useTestApp({ moderatorEmails: [MODERATOR] });

const say = (projectId: string, as: TestMember, content: string) =>
  sendOverHttp(t.app, projectChat(projectId), as, { content, clientId: randomUUID() });

async function search(projectId: string, as: TestMember, q: string, extra = '') {
  const response = await t.request('GET', `${projectChat(projectId)}/search?q=${encodeURIComponent(q)}${extra}`, {
    as,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatSearchResults>();
}
const contentsOf = (results: { messages: { content: string }[] }) => results.messages.map((m) => m.content);

describe('searching a room', () => {
  it('finds English and Hindi words, whole or begun, newest first, only in this room', async () => {
    const { project, owner, member } = await buildProjectTeam(t.app);
    const other = await buildProjectTeam(t.app);
    await say(project._id, owner, 'The mandi prices are in the sheet');
    await say(project._id, member, 'नमस्ते दोस्तों, कल की मीटिंग रद्द है');
    await say(project._id, owner, 'Mandi visit moved to Friday');
    await say(project._id, member, 'Lunch?');
    await say(other.project._id, other.owner, 'Our mandi is elsewhere');

    expect(contentsOf(await search(project._id, member, 'mandi'))).toEqual([
      'Mandi visit moved to Friday',
      'The mandi prices are in the sheet',
    ]);
    expect(contentsOf(await search(project._id, member, 'MAND'))).toHaveLength(2);
    expect(contentsOf(await search(project._id, owner, 'मीटिंग'))).toEqual(['नमस्ते दोस्तों, कल की मीटिंग रद्द है']);
    expect(contentsOf(await search(project._id, owner, 'नमस'))).toEqual(['नमस्ते दोस्तों, कल की मीटिंग रद्द है']);
    // A web search's own words: a phrase, `or`, and leaving a word out.
    expect(contentsOf(await search(project._id, owner, '"mandi prices"'))).toEqual([
      'The mandi prices are in the sheet',
    ]);
    expect(contentsOf(await search(project._id, owner, 'lunch or friday'))).toEqual([
      'Lunch?',
      'Mandi visit moved to Friday',
    ]);
    expect(contentsOf(await search(project._id, owner, 'mandi -friday'))).toEqual([
      'The mandi prices are in the sheet',
    ]);
    expect(contentsOf(await search(project._id, owner, 'tractor'))).toEqual([]);
    expect(contentsOf(await search(project._id, owner, '!!! ?'))).toEqual([]);
  });

  it('pages newest first, and refuses a cursor it did not write', async () => {
    const { project, owner, member } = await buildProjectTeam(t.app);
    await establish(t.app, owner);
    for (let n = 1; n <= 5; n += 1) await say(project._id, owner, `Standup note ${n}`);
    const first = await search(project._id, member, 'standup', '&limit=2');
    expect(contentsOf(first)).toEqual(['Standup note 5', 'Standup note 4']);
    const second = await search(project._id, member, 'standup', `&limit=2&cursor=${first.nextCursor}`);
    expect(contentsOf(second)).toEqual(['Standup note 3', 'Standup note 2']);
    const last = await search(project._id, member, 'standup', `&limit=2&cursor=${second.nextCursor}`);
    expect(contentsOf(last)).toEqual(['Standup note 1']);
    expect(last.nextCursor).toBeNull();

    const url = `${projectChat(project._id)}/search?q=standup&cursor=`;
    for (const cursor of [
      'abc',
      Buffer.from('seq:01').toString('base64url'),
      Buffer.from('seq:-1').toString('base64url'),
    ]) {
      expectRefusal(await t.request('GET', `${url}${cursor}`, { as: member }), 400, 'invalidCursor');
    }
  });

  it('never finds a deleted message, and a removed one only for its sender', async () => {
    const { project, owner, member, stranger } = await buildProjectTeam(t.app);
    const deleted = await say(project._id, member, 'Budget draft one');
    const removed = await say(project._id, member, 'Budget draft two');
    await say(project._id, owner, 'Budget final');
    expect((await t.request('DELETE', `/api/chat/messages/${deleted._id}`, { as: member })).statusCode).toBe(200);
    const moderator = await signInAgain(t.app, await registerMember(t.app, { email: MODERATOR }));
    await t.request('POST', '/api/reports', {
      as: owner,
      payload: { subjectType: 'message', subjectId: removed._id, reason: 'harassment' },
    });
    const hidden = await t.request('POST', `/api/moderation/cases/message/${removed._id}/hide`, {
      as: moderator,
      payload: { note: 'Not for this team' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    expect(contentsOf(await search(project._id, owner, 'budget'))).toEqual(['Budget final']);
    const own = await search(project._id, member, 'budget');
    expect(contentsOf(own)).toEqual(['Budget final', 'Budget draft two']);
    expect(own.messages[1]).toMatchObject({ removed: true, removal: { reason: 'Not for this team' } });

    expect((await t.request('GET', `${projectChat(project._id)}/search?q=budget`, { as: stranger })).statusCode).toBe(
      403,
    );
    expectRefusal(await t.request('GET', `${projectChat(project._id)}/search?q=budget`), 401, 'unauthenticated');
  });

  it('reads the last plain word as a prefix, and a quoted, negated or `or` one as typed', () => {
    expect(searchTermsOf('mandi pri')).toEqual({ words: 'mandi', prefix: 'pri' });
    expect(searchTermsOf('Hello')).toEqual({ words: '', prefix: 'hello' });
    expect(searchTermsOf('नमस्ते दोस्')).toEqual({ words: 'नमस्ते', prefix: 'दोस्' });
    expect(searchTermsOf('"mandi pri"')).toEqual({ words: '"mandi pri"', prefix: null });
    expect(searchTermsOf('"mandi" pri')).toEqual({ words: '"mandi"', prefix: 'pri' });
    expect(searchTermsOf('mandi -pri')).toEqual({ words: 'mandi -pri', prefix: null });
    expect(searchTermsOf('mandi or pri')).toEqual({ words: 'mandi or pri', prefix: null });
    expect(searchTermsOf("it's")).toEqual({ words: "it's", prefix: null });
    // A letter or two would match most of every room: whole words only.
    expect(searchTermsOf('a')).toEqual({ words: 'a', prefix: null });
    expect(searchTermsOf('mandi pr')).toEqual({ words: 'mandi pr', prefix: null });
  });
});

describe('a message in context (?around=)', () => {
  it('answers the page whose middle is the message, continued older by cursor and newer by after', async () => {
    const { project, owner, member, stranger } = await buildProjectTeam(t.app);
    await establish(t.app, owner);
    const sent = [];
    for (let n = 1; n <= 30; n += 1) sent.push(await say(project._id, owner, `Message number ${n}`));
    const url = projectChat(project._id);
    const page = async (query: string) => {
      const response = await t.request('GET', `${url}?${query}`, { as: member });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ChatMessageList>();
    };
    const seqsOf = (list: ChatMessageList) => list.messages.map((message) => message.seq);

    const around = await page(`around=${sent[14]?._id}&limit=10`);
    expect(seqsOf(around)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    const older = await page(`limit=10&cursor=${around.nextCursor}`);
    expect(seqsOf(older)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(older.nextCursor).toBeNull();
    const newer = await page(`after=${around.messages[0]?._id}&limit=10`);
    expect(newer.messages.map((message) => message.seq)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);

    // Near either end the page holds what there is.
    expect(seqsOf(await page(`around=${sent[29]?._id}&limit=10`))).toEqual([30, 29, 28, 27, 26, 25]);
    const oldest = await page(`around=${sent[0]?._id}&limit=10`);
    expect(seqsOf(oldest)).toEqual([5, 4, 3, 2, 1]);
    expect(oldest.nextCursor).toBeNull();

    // A message of another room, or none, is no place in this one.
    const other = await buildProjectTeam(t.app);
    const elsewhere = await say(other.project._id, other.owner, 'Elsewhere');
    for (const id of [elsewhere._id, randomUUID()]) {
      expectRefusal(await t.request('GET', `${url}?around=${id}`, { as: member }), 400, 'invalidCursor');
    }
    expect((await t.request('GET', `${url}?around=${sent[14]?._id}`, { as: stranger })).statusCode).toBe(403);
  });
});

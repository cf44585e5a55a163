/** A challenge's public Q&A: members ask, the host's answers are marked, authors edit and delete their own. */
import type { ChallengeAnswer, ChallengeQuestion, ChallengeQuestionList, NotificationList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const MODERATOR = 'questions.moderator@example.in';
const t = useTestApp({ moderatorEmails: [MODERATOR] });
const build = buildersFor(t);

const url = (id: string) => `/api/challenges/${id}/questions`;
const ask = (as: TestMember | undefined, id: string, body = 'Can we use any framework?') =>
  t.request('POST', url(id), { as, payload: { body } });
const answer = (as: TestMember, id: string, questionId: string, body = 'Yes, any framework you like.') =>
  t.request('POST', `${url(id)}/${questionId}/answers`, { as, payload: { body } });
const thread = async (id: string, as?: TestMember, query = '') =>
  (await t.request('GET', `${url(id)}${query}`, { as })).json<ChallengeQuestionList>();
const kindsOf = async (member: TestMember) =>
  (await t.request('GET', '/api/notifications', { as: member }))
    .json<NotificationList>()
    .notifications.map((n) => n.kind);

async function setUp() {
  const host = await build.registerMember();
  const asker = await build.registerMember();
  const other = await build.registerMember();
  const challenge = await build.hostChallenge(host);
  return { host, asker, other, id: challenge._id };
}

describe('a challenge’s questions', () => {
  it('lets a member ask, the host answer (marked) and another member answer (not marked); anyone reads', async () => {
    const { host, asker, other, id } = await setUp();
    const asked = await ask(asker, id);
    expect(asked.statusCode, asked.body).toBe(201);
    const question = asked.json<ChallengeQuestion>();
    expect(question).toMatchObject({ body: 'Can we use any framework?', isHost: false, isOwn: true, answers: [] });
    expect((await answer(host, id, question._id)).json<ChallengeAnswer>()).toMatchObject({ isHost: true });
    expect((await answer(other, id, question._id, 'I asked too')).json<ChallengeAnswer>().isHost).toBe(false);
    const read = await thread(id);
    expect(read.questions).toHaveLength(1);
    expect(read.questions[0]?.answers.map((a) => [a.isHost, a.isOwn])).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(read.questions[0]?.author._id).toBe(asker.user.id);
  });

  it('refuses anonymous writes, unverified members, and an empty question', async () => {
    const { id } = await setUp();
    expect((await ask(undefined, id)).statusCode).toBe(401);
    const unverified = await build.registerMember({ isVerified: false });
    expectRefusal(await ask(unverified, id), 403, 'emailNotVerified');
    expect((await ask(unverified, id, '   ')).statusCode).toBe(400);
    expectRefusal(await ask(unverified, '00000000-0000-4000-8000-000000000000'), 404, 'challengeNotFound');
  });

  it('tells the host of a question and the asker of an answer', async () => {
    const { host, asker, id } = await setUp();
    const question = (await ask(asker, id)).json<ChallengeQuestion>();
    await answer(host, id, question._id);
    await t.settle();
    expect(await kindsOf(host)).toContain('challenge-question');
    expect(await kindsOf(asker)).toContain('challenge-answer');
  });

  it('lets authors edit and delete only their own posts; a deleted question takes its answers', async () => {
    const { host, asker, other, id } = await setUp();
    const question = (await ask(asker, id)).json<ChallengeQuestion>();
    const reply = (await answer(host, id, question._id)).json<ChallengeAnswer>();
    const edit = (as: TestMember, path: string) => t.request('PUT', path, { as, payload: { body: 'Edited' } });
    expectRefusal(await edit(other, `${url(id)}/${question._id}`), 403, 'notYourPost');
    expectRefusal(await edit(asker, `/api/challenges/${id}/answers/${reply._id}`), 403, 'notYourPost');
    expect((await edit(asker, `${url(id)}/${question._id}`)).json<ChallengeAnswer>().body).toBe('Edited');
    expect((await edit(host, `/api/challenges/${id}/answers/${reply._id}`)).statusCode).toBe(200);
    expect((await t.request('DELETE', `${url(id)}/${question._id}`, { as: other })).statusCode).toBe(403);
    expect((await t.request('DELETE', `${url(id)}/${question._id}`, { as: asker })).statusCode).toBe(200);
    expect((await thread(id)).questions).toEqual([]);
    expectRefusal(await answer(host, id, question._id), 404, 'questionNotFound');
  });

  it('refuses a member in a block with the host, and an answer to an asker in a block with the answerer', async () => {
    const { host, asker, other, id } = await setUp();
    const question = (await ask(asker, id)).json<ChallengeQuestion>();
    expect((await t.request('PUT', `/api/blocks/${other.user.id}`, { as: asker })).statusCode).toBe(200);
    expectRefusal(await answer(other, id, question._id), 403, 'questionRefused');
    expect((await ask(other, id, 'Is there a team size limit?')).statusCode).toBe(201);
    expect((await t.request('PUT', `/api/blocks/${asker.user.id}`, { as: host })).statusCode).toBe(200);
    expectRefusal(await ask(asker, id, 'May I ask again?'), 403, 'questionRefused');
    // The thread stays readable to everyone.
    expect((await thread(id, asker)).questions).toHaveLength(2);
  });

  it('answers 404 for a challenge that does not exist, to a visitor reading its questions', async () => {
    const response = await t.request('GET', url('00000000-0000-4000-8000-000000000000'));
    expectRefusal(response, 404, 'challengeNotFound');
  });

  it('shows a removed question without its text but to its author', async () => {
    const { asker, other, id } = await setUp();
    const question = (await ask(asker, id)).json<ChallengeQuestion>();
    const moderator = await build.registerMember({ email: MODERATOR });
    const reported = await t.request('POST', '/api/reports', {
      as: other,
      payload: { subjectType: 'challenge-question', subjectId: question._id, reason: 'spam' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const hidden = await t.request('POST', `/api/moderation/cases/challenge-question/${question._id}/hide`, {
      as: moderator,
      payload: { note: 'Advertising' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await thread(id, other)).questions[0]).toMatchObject({ removed: true, body: '', removal: null });
    expect((await thread(id, asker)).questions[0]).toMatchObject({ removed: true, body: question.body });
    expect((await thread(id, asker)).questions[0]?.removal).not.toBeNull();
  });

  it('pages questions newest first', async () => {
    const { asker, id } = await setUp();
    for (const n of [1, 2, 3]) await ask(asker, id, `Question number ${n}?`);
    const first = await thread(id, undefined, '?limit=2');
    expect(first.questions.map((q) => q.body)).toEqual(['Question number 3?', 'Question number 2?']);
    const second = await thread(id, undefined, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.questions.map((q) => q.body)).toEqual(['Question number 1?']);
    expect(second.nextCursor).toBeNull();
  });
});

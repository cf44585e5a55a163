/** The bad-input suite's question fixture: a question on its challenge with an answer, both by the challenge's host. */
import type { ChallengeQuestionList } from '@skillsync/shared';
import type { TestMember } from '../builders.ts';
import type { TestAppHandle } from '../test-app.ts';

/** Asks and answers on the challenge (`n` keeps each text new: the limits refuse a third copy); answers both ids. */
export async function askFixtureQuestion(t: TestAppHandle, challengeId: string, host: TestMember, n: number) {
  const questions = `/api/challenges/${challengeId}/questions`;
  const payload = { body: `Which licence should entries use? (${n})` };
  const asked = await t.request('POST', questions, { as: host, payload });
  if (asked.statusCode !== 201) throw new Error(`fixture question: ${asked.statusCode} ${asked.body}`);
  const questionId = asked.json<{ _id: string }>()._id;
  const answered = await t.request('POST', `${questions}/${questionId}/answers`, {
    as: host,
    payload: { body: `Any open licence (${n}).` },
  });
  if (answered.statusCode !== 201) throw new Error(`fixture answer: ${answered.statusCode} ${answered.body}`);
  return { questionId, answerId: answered.json<{ _id: string }>()._id };
}

/** Whether the question is still on the challenge with that answer (a write under test may have deleted either). */
export async function hasFixtureQuestion(
  t: TestAppHandle,
  challengeId: string,
  ids: { question?: string; answer?: string },
) {
  const thread = await t.request('GET', `/api/challenges/${challengeId}/questions`);
  const questions = thread.statusCode === 200 ? thread.json<ChallengeQuestionList>().questions : [];
  const current = questions.find((question) => question._id === ids.question);
  return current?.answers.some((answer) => answer._id === ids.answer) ?? false;
}

/** A question on the current challenge, answered, both by its host; their ids become the current ones in `ids`. */
export async function openFixtureQuestion(
  t: TestAppHandle,
  ids: { challenge: string[]; question: string[]; answer: string[] },
  host: TestMember,
) {
  const fixture = await askFixtureQuestion(t, ids.challenge[0] ?? '', host, ids.question.length + 1);
  ids.question.unshift(fixture.questionId);
  ids.answer.unshift(fixture.answerId);
}

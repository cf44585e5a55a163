import type { ChallengeQuestion, ChallengeQuestionList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import type { TestMember } from '../builders.ts';
import { deleteChallenge, openChallenge } from './challenge-scenes.ts';
import { codeOf } from './race-report.ts';
import { describeRaces, RACE_TIMEOUT_MS, TRIALS, t } from './race-suite.ts';

/** Races of a challenge's Q&A: a post that would name a row another request is deleting. */
describeRaces(() => {
  describe('challenge questions', () => {
    const ask = (member: TestMember, challengeId: string) =>
      t.request('POST', `/api/challenges/${challengeId}/questions`, {
        as: member,
        payload: { body: 'Can teams of two enter?' },
      });

    it(
      'the host answers a question while its asker deletes it: the answer waits and finds nothing, or goes with it',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const { host, member, challenge } = await openChallenge();
          const question = (await ask(member, challenge._id)).json<ChallengeQuestion>();
          const path = `/api/challenges/${challenge._id}/questions/${question._id}`;
          const [answered, deleted] = await Promise.all([
            t.request('POST', `${path}/answers`, { as: host, payload: { body: 'Yes, up to two.' } }),
            t.request('DELETE', path, { as: member }),
          ]);
          expect(deleted.statusCode, deleted.body).toBe(200);
          if (answered.statusCode !== 201) {
            expect(answered.statusCode, answered.body).toBe(404);
            expect(codeOf(answered)).toBe('questionNotFound');
          }
          const thread = await t.request('GET', `/api/challenges/${challenge._id}/questions`);
          expect(thread.json<ChallengeQuestionList>().questions).toEqual([]);
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'a member asks while the host deletes the challenge: the question is posted first, or finds no challenge',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const { host, member, challenge } = await openChallenge();
          const [asked, deleted] = await Promise.all([
            ask(member, challenge._id),
            deleteChallenge(host, challenge._id),
          ]);
          expect(deleted.statusCode, deleted.body).toBe(200);
          if (asked.statusCode !== 201) {
            expect(asked.statusCode, asked.body).toBe(404);
            expect(codeOf(asked)).toBe('challengeNotFound');
          }
        }
      },
      RACE_TIMEOUT_MS,
    );
  });
});

import type { ModerationLog } from '@skillsync/shared';
import { describe, expect } from 'vitest';
import { setRoleByEmail } from '../../modules/users/index.ts';
import { postProblem, registerMember, signInAgain, type TestMember } from '../builders.ts';
import { describeRaces, eachTrial, itRaces, t } from './race-suite.ts';

const report = (member: TestMember, problemId: string, reason: string) =>
  t.request('POST', '/api/reports', { as: member, payload: { subjectType: 'problem', subjectId: problemId, reason } });

const dismiss = (moderator: TestMember, problemId: string) =>
  t.request('POST', `/api/moderation/cases/problem/${problemId}/dismiss`, {
    as: moderator,
    payload: { note: 'Within the rules' },
  });

/** A member made moderator by the command's own function, signed in afresh so their session carries the role. */
async function registerModerator() {
  const member = await registerMember(t.app);
  await setRoleByEmail(t.app.ctx.db, [member.user.email], 'moderator');
  return signInAgain(t.app, member);
}

/** Races of reports and of the moderators deciding them. */
describeRaces(() => {
  describe('moderation', () => {
    itRaces(
      'a member sends one report twice at once: one is taken, the other is told it is already there',
      { requests: 'POST /api/reports ×2', sides: ['report', 'report again'], rule: 'one winner' },
      async (race) => {
        const [author, reader] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
        await eachTrial(async () => {
          const problem = await postProblem(t.app, author);
          const answers = await Promise.all([
            report(reader, problem._id, 'spam'),
            report(reader, problem._id, 'other'),
          ]);
          race.scoreOneWinner(answers[0], answers[1], 201, { status: 409, code: 'alreadyReported' });
        });
      },
    );

    itRaces(
      'two moderators dismiss one case at once: one decides it, the other finds it decided, and the log has it once',
      { requests: 'POST /api/moderation/cases/problem/:id/dismiss ×2', sides: ['one', 'two'], rule: 'one winner' },
      async (race) => {
        const [one, two, author, reader] = await Promise.all([
          registerModerator(),
          registerModerator(),
          registerMember(t.app),
          registerMember(t.app),
        ]);
        await eachTrial(async () => {
          const problem = await postProblem(t.app, author);
          expect((await report(reader, problem._id, 'spam')).statusCode).toBe(201);
          const answers = await Promise.all([dismiss(one, problem._id), dismiss(two, problem._id)]);
          race.scoreOneWinner(answers[0], answers[1], 200, { status: 404, code: 'caseNotFound' });
          const log = (await t.request('GET', '/api/moderation/log?limit=50', { as: one })).json<ModerationLog>();
          const entries = log.entries.filter((entry) => entry.subject._id === problem._id);
          if (entries.length !== 1) race.fail(`the log has ${entries.length} entries for one case`);
        });
      },
    );
  });
});

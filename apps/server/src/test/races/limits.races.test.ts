import { NEW_ACCOUNT_DAILY_LIMITS, type ProblemList } from '@skillsync/shared';
import { describe, expect } from 'vitest';
import { buildProblemInput, buildProjectTeam, registerMember, type TestMember } from '../builders.ts';
import { codeOf, describeResponse } from './race-report.ts';
import { describeRaces, eachTrial, itRaces, t } from './race-suite.ts';

/** Posts sent together for one place left. */
const AT_ONCE = 5;

const postProblem = (member: TestMember) =>
  t.request('POST', '/api/problems', { as: member, payload: buildProblemInput() });

/** Races of posts for the last place a limit leaves (issue 27): N at once, exactly one taken. */
describeRaces(() => {
  describe('limits', () => {
    itRaces(
      `a new account sends ${AT_ONCE} problems at once for its last place of the day: exactly one is posted`,
      { requests: `POST /api/problems ×${AT_ONCE}`, sides: ['one', 'the others'], rule: 'one winner' },
      async (race) => {
        await eachTrial(async () => {
          race.trials += 1;
          const member = await registerMember(t.app);
          for (let i = 1; i < NEW_ACCOUNT_DAILY_LIMITS.problem; i += 1) {
            expect((await postProblem(member)).statusCode).toBe(201);
          }
          const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => postProblem(member)));
          const posted = answers.filter((answer) => answer.statusCode === 201);
          const refused = answers.filter(
            (answer) => answer.statusCode === 429 && codeOf(answer) === 'newAccountProblems',
          );
          if (posted.length === 1 && refused.length === AT_ONCE - 1) race.wins[0] += 1;
          else {
            race.fail(answers.map((answer, i) => describeResponse(`post ${i + 1}`, answer)).join('\n    '));
          }
          const list = await t.request('GET', '/api/problems/user/posted', { as: member });
          const count = list.json<ProblemList>().problems.length;
          if (count !== NEW_ACCOUNT_DAILY_LIMITS.problem) race.fail(`${count} problems posted`);
        });
      },
    );

    itRaces(
      `a member sends one text ${AT_ONCE} times at once, once sent already: exactly one more copy is taken`,
      { requests: `POST /api/projects/:id/messages ×${AT_ONCE}`, sides: ['one', 'the others'], rule: 'one winner' },
      async (race) => {
        await eachTrial(async () => {
          race.trials += 1;
          // A team a trial: its member stays within a new account's messages and the chat's rate limit.
          const team = await buildProjectTeam(t.app);
          const url = `/api/projects/${team.project._id}/messages`;
          const content = 'Please review the price card before the demo';
          const say = () => t.request('POST', url, { as: team.member, payload: { content } });
          expect((await say()).statusCode).toBe(201);
          const answers = await Promise.all(Array.from({ length: AT_ONCE }, say));
          const sent = answers.filter((answer) => answer.statusCode === 201);
          const refused = answers.filter((answer) => answer.statusCode === 429 && codeOf(answer) === 'repeatedText');
          if (sent.length === 1 && refused.length === AT_ONCE - 1) race.wins[0] += 1;
          else {
            race.fail(answers.map((answer, i) => describeResponse(`send ${i + 1}`, answer)).join('\n    '));
          }
        });
      },
    );
  });
});

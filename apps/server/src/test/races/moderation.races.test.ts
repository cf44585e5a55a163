import type { ModerationLog, NotificationList, OpenAppealList } from '@skillsync/shared';
import { describe, expect } from 'vitest';
import { setRoleByEmail } from '../../modules/users/index.ts';
import { establish, postProblem, registerMember, signInAgain, type TestMember } from '../builders.ts';
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

/** A member warned by `moderator` on a report, and the decision they may appeal. */
async function warnedMember(moderator: TestMember, reader: TestMember) {
  const member = await registerMember(t.app);
  await t.request('POST', '/api/reports', {
    as: reader,
    payload: { subjectType: 'member', subjectId: member.user.id, reason: 'harassment' },
  });
  const warned = await t.request('POST', `/api/moderation/cases/member/${member.user.id}/warn`, {
    as: moderator,
    payload: { note: 'Rude replies' },
  });
  expect(warned.statusCode, warned.body).toBe(200);
  await t.settle();
  const notices = (await t.request('GET', '/api/notifications', { as: member })).json<NotificationList>();
  const actionId = notices.notifications.find((notice) => notice.kind === 'moderation-decision')?.detail.actionId;
  if (!actionId) throw new Error('the warning was not told');
  return { member, actionId };
}

const appeal = (member: TestMember, actionId: string, text: string) =>
  t.request('POST', `/api/appeals/${actionId}`, { as: member, payload: { text } });

/** Races of reports and of the moderators deciding them. */
describeRaces(() => {
  describe('moderation', () => {
    itRaces(
      'a member sends one report twice at once: one is taken, the other is told it is already there',
      { requests: 'POST /api/reports ×2', sides: ['report', 'report again'], rule: 'one winner' },
      async (race) => {
        const [author, reader] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
        // The author posts a problem a trial: more than a new account may in a day.
        await establish(t.app, author);
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
        await establish(t.app, author);
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

    itRaces(
      'a member sends their appeal twice at once: one is taken, the other is told it was made',
      { requests: 'POST /api/appeals/:actionId ×2', sides: ['appeal', 'appeal again'], rule: 'one winner' },
      async (race) => {
        const [moderator, reader] = await Promise.all([registerModerator(), registerMember(t.app)]);
        await eachTrial(async () => {
          const { member, actionId } = await warnedMember(moderator, reader);
          const answers = await Promise.all([
            appeal(member, actionId, 'I was answering an insult'),
            appeal(member, actionId, 'Please look again'),
          ]);
          race.scoreOneWinner(answers[0], answers[1], 201, { status: 409, code: 'alreadyAppealed' });
        });
      },
    );

    itRaces(
      'two moderators decide one appeal at once, one upholding and one overturning: one decides, the other finds it decided',
      {
        requests: 'POST /api/moderation/appeals/:id/uphold + /overturn',
        sides: ['uphold', 'overturn'],
        rule: 'one winner',
      },
      async (race) => {
        const [acting, one, two, reader] = await Promise.all([
          registerModerator(),
          registerModerator(),
          registerModerator(),
          registerMember(t.app),
        ]);
        await eachTrial(async () => {
          const { member, actionId } = await warnedMember(acting, reader);
          expect((await appeal(member, actionId, 'Please look again')).statusCode).toBe(201);
          const open = (await t.request('GET', '/api/moderation/appeals?limit=50', { as: one })).json<OpenAppealList>();
          const appealId = open.appeals.find((entry) => entry.decision.actionId === actionId)?._id;
          if (!appealId) throw new Error('the appeal is not open');
          const answers = await Promise.all([
            t.request('POST', `/api/moderation/appeals/${appealId}/uphold`, { as: one, payload: { note: 'Stands' } }),
            t.request('POST', `/api/moderation/appeals/${appealId}/overturn`, { as: two, payload: { note: 'Undone' } }),
          ]);
          race.scoreOneWinner(answers[0], answers[1], 200, { status: 404, code: 'appealNotFound' });
          const log = (await t.request('GET', '/api/moderation/log?limit=50', { as: one })).json<ModerationLog>();
          const decisions = log.entries.filter(
            (entry) =>
              entry.member?._id === member.user.id && (entry.action === 'uphold' || entry.action === 'overturn'),
          );
          if (decisions.length !== 1) race.fail(`the log has ${decisions.length} decisions of one appeal`);
        });
      },
    );
  });
});

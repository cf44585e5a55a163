import type { GrievanceQueue, GrievanceReceipt } from '@skillsync/shared';
import { describe } from 'vitest';
import { findMailsTo } from '../../modules/mail/mail.repository.ts';
import { setRoleByEmail } from '../../modules/users/index.ts';
import { registerMember, signInAgain, type TestMember } from '../builders.ts';
import { describeRaces, eachTrial, itRaces, t } from './race-suite.ts';

let complaints = 0;
/** A visitor's complaint at an address of its own: the outbox's mails to it. */
async function fileAsVisitor() {
  complaints += 1;
  const email = `race-visitor${complaints}-${Date.now()}@example.in`;
  const payload = { name: 'Kavya Rao', email, about: 'A copied profile', details: 'It uses my photographs.' };
  const response = await t.request('POST', '/api/grievances', { payload });
  if (response.statusCode !== 201) throw new Error(`filing failed: ${response.statusCode} ${response.body}`);
  const [link] = await findMailsTo(t.app.ctx.db, email);
  const token = /\/grievance\?confirm=([A-Za-z0-9_-]+)/.exec(link?.body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link for ${email}`);
  return { email, token };
}

const confirm = (token: string) => t.request('POST', '/api/grievances/confirm', { payload: { token } });

async function registerModerator() {
  const member = await registerMember(t.app);
  await setRoleByEmail(t.app.ctx.db, [member.user.email], 'moderator');
  return signInAgain(t.app, member);
}

const answer = (moderator: TestMember, id: string) =>
  t.request('POST', `/api/moderation/grievances/${id}/answer`, {
    as: moderator,
    payload: { answer: 'The profile is removed.' },
  });

/** Races of complaints to the Grievance Officer: confirming one, and answering one. */
describeRaces(() => {
  describe('grievances', () => {
    itRaces(
      'a visitor opens their confirmation link twice at once: one confirms it, the other is told the link is used',
      { requests: 'POST /api/grievances/confirm ×2', sides: ['confirm', 'confirm again'], rule: 'one winner' },
      async (race) => {
        await eachTrial(async () => {
          const { email, token } = await fileAsVisitor();
          const answers = await Promise.all([confirm(token), confirm(token)]);
          race.scoreOneWinner(answers[0], answers[1], 200, { status: 400, code: 'grievanceLinkInvalid' });
          const mails = await findMailsTo(t.app.ctx.db, email);
          // The link, and one acknowledgement.
          if (mails.length !== 2) race.fail(`${mails.length - 1} acknowledgements for one complaint`);
        });
      },
    );

    itRaces(
      'two moderators answer one complaint at once: one answers it, the other finds it answered, one mail goes',
      { requests: 'POST /api/moderation/grievances/:id/answer ×2', sides: ['one', 'two'], rule: 'one winner' },
      async (race) => {
        const [one, two] = await Promise.all([registerModerator(), registerModerator()]);
        await eachTrial(async () => {
          const { email, token } = await fileAsVisitor();
          const { reference } = (await confirm(token)).json<GrievanceReceipt>();
          const queue = (
            await t.request('GET', '/api/moderation/grievances?limit=50', { as: one })
          ).json<GrievanceQueue>();
          const open = queue.grievances.find((each) => each.reference === reference);
          if (!open) throw new Error(`${reference} is not listed`);
          const answers = await Promise.all([answer(one, open._id), answer(two, open._id)]);
          race.scoreOneWinner(answers[0], answers[1], 200, { status: 404, code: 'grievanceNotFound' });
          const mails = await findMailsTo(t.app.ctx.db, email);
          // The link, the acknowledgement and one answer.
          if (mails.length !== 3) race.fail(`${mails.length - 2} answers mailed for one complaint`);
        });
      },
    );
  });
});

import {
  type CreateGrievanceInput,
  formatMessage,
  GRIEVANCE_CONFIRM_TTL_MS,
  type GrievanceQueue,
  type GrievanceReceipt,
  MESSAGES,
} from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/sql.ts';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectFieldError, expectRefusal } from '../../test/expectations.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';

const MODERATORS = ['officer.one@example.in', 'officer.two@example.in'];
const OFFICER = { name: 'Meera Iyer', address: '12 MG Road, Bengaluru 560001' };
const mailbox = useMailbox();
const t = useTestApp(() => ({
  smtpUrl: mailbox.url,
  moderatorEmails: MODERATORS,
  grievanceEmail: 'officer@example.in',
  grievanceOfficer: OFFICER,
}));
const build = buildersFor(t);

const DAY = 24 * 60 * 60 * 1000;

let moderators: Promise<TestMember[]> | undefined;
const registerModerators = async () => {
  moderators ??= Promise.all(MODERATORS.map((email) => build.registerMember({ email })));
  return Promise.all((await moderators).map((moderator) => build.signInAgain(moderator)));
};

let visitors = 0;
/** A visitor's complaint, at an address of its own so its mails are told apart. */
const complaintInput = (overrides: Partial<CreateGrievanceInput> = {}): CreateGrievanceInput => {
  visitors += 1;
  return {
    name: 'Kavya Rao',
    email: `visitor${visitors}@example.in`,
    about: 'A profile using my photographs',
    details: 'The profile at /profile/123 shows pictures of me that I never shared.',
    ...overrides,
  };
};

const file = (payload: CreateGrievanceInput, as?: TestMember) => t.request('POST', '/api/grievances', { as, payload });
const confirm = (token: string, language?: 'en' | 'hi') =>
  t.request('POST', '/api/grievances/confirm', { payload: { token, language } });
const queueOf = (as: TestMember | undefined) => t.request('GET', '/api/moderation/grievances?limit=50', { as });
const answer = (as: TestMember | undefined, id: string, text = 'The profile is removed and its owner warned.') =>
  t.request('POST', `/api/moderation/grievances/${id}/answer`, { as, payload: { answer: text } });

/** The token of the newest confirmation link mailed to this address. */
async function linkTokenFor(address: string) {
  await t.settle();
  const match = /\/grievance\?confirm=([A-Za-z0-9_-]+)/.exec(mailbox.readMailTo(address).text);
  if (!match?.[1]) throw new Error(`no confirmation link for ${address}`);
  return match[1];
}

/** Files a visitor's complaint and confirms it: its reference. */
async function filedAndConfirmed(overrides: Partial<CreateGrievanceInput> = {}) {
  const input = complaintInput(overrides);
  expect((await file(input)).statusCode).toBe(201);
  const response = await confirm(await linkTokenFor(input.email));
  expect(response.statusCode, response.body).toBe(200);
  return { input, reference: response.json<GrievanceReceipt>().reference ?? '' };
}

async function openGrievances(as: TestMember) {
  const response = await queueOf(as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GrievanceQueue>();
}

describe('a visitor’s complaint', () => {
  it('waits for the e-mailed link, then is acknowledged with its reference', async () => {
    const [moderator] = await registerModerators();
    if (!moderator) throw new Error('no moderator');
    const input = complaintInput({ email: '  kavya.rao@example.in ' });
    const filed = await file(input);
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toEqual({ status: 'unverified', reference: null, message: MESSAGES.grievanceCheckEmail });
    // Not a complaint until its address is confirmed: the moderators do not see it yet.
    expect((await openGrievances(moderator)).grievances.map((open) => open.email)).not.toContain(
      'kavya.rao@example.in',
    );

    const token = await linkTokenFor('kavya.rao@example.in');
    const linkMail = mailbox.readMailTo('kavya.rao@example.in');
    expect(linkMail.subject).toBe('Confirm your complaint to SkillSync');
    expect(linkMail.text).toContain(`http://localhost:3000/grievance?confirm=${token}`);
    expect(linkMail.text).toContain('A profile using my photographs');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    const receipt = confirmed.json<GrievanceReceipt>();
    expect(receipt).toEqual({
      status: 'open',
      reference: expect.stringMatching(/^G-\d{4,}$/),
      message: formatMessage('grievanceReceived', { reference: receipt.reference ?? '' }),
    });
    await t.settle();
    const acknowledgement = await mailbox.parseMailTo('kavya.rao@example.in');
    expect(acknowledgement.subject).toBe(`Your complaint ${receipt.reference} has reached the Grievance Officer`);
    expect(acknowledgement.text).toContain(`Its reference is ${receipt.reference}`);
    expect(acknowledgement.text).toContain('within 15 days');
    expect(acknowledgement.text).toContain(OFFICER.address);
    expect(acknowledgement.replyTo?.text).toBe('officer@example.in');

    const queue = await openGrievances(moderator);
    expect(queue.grievances.find((open) => open.reference === receipt.reference)).toMatchObject({
      name: 'Kavya Rao',
      email: 'kavya.rao@example.in',
      about: input.about,
      details: input.details,
      member: null,
      isOverdue: false,
    });
  });

  it('is written to in the language of the page it was filed and confirmed on', async () => {
    const input = complaintInput({ language: 'hi' });
    await file(input);
    const token = await linkTokenFor(input.email);
    expect(mailbox.readMailTo(input.email).subject).toBe('SkillSync को भेजी अपनी शिकायत की पुष्टि करें');
    const { reference } = (await confirm(token, 'hi')).json<GrievanceReceipt>();
    await t.settle();
    expect(mailbox.readMailTo(input.email).subject).toBe(`आपकी शिकायत ${reference} शिकायत अधिकारी तक पहुँच गई है`);
  });

  it('takes a link once: used, unknown or expired, it says so and nothing is sent', async () => {
    const input = complaintInput();
    await file(input);
    const token = await linkTokenFor(input.email);
    expect((await confirm(token)).statusCode).toBe(200);
    await t.settle();
    const mailsBefore = mailbox.mails.length;
    expectRefusal(await confirm(token), 400, 'grievanceLinkInvalid');
    expectRefusal(await confirm('never-sent-token'), 400, 'grievanceLinkInvalid');

    const late = complaintInput();
    await file(late);
    const lateToken = await linkTokenFor(late.email);
    t.advanceClock(GRIEVANCE_CONFIRM_TTL_MS + 60_000);
    expectRefusal(await confirm(lateToken), 400, 'grievanceLinkInvalid');
    await t.settle();
    expect(mailbox.mails.length).toBe(mailsBefore + 1);
  });

  it('refuses a form with a field missing or too long, naming the field', async () => {
    expectFieldError(await file({ ...complaintInput(), about: '   ' }), 'about', 'grievanceAboutRequired');
    expectFieldError(await file({ ...complaintInput(), details: '' }), 'details', 'grievanceDetailsRequired');
    expectFieldError(await file({ ...complaintInput(), email: 'not-an-address' }), 'email', 'emailInvalid');
    const tooLong = await file({ ...complaintInput(), about: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { param: 'about', msg: MESSAGES.textTooLong.replace('{max}', '300'), code: 'textTooLong' },
    ]);
  });
});

describe('a member’s complaint', () => {
  it('counts at once under their account’s address, acknowledged in their language', async () => {
    const [moderator] = await registerModerators();
    const member = await build.registerMember();
    if (!moderator) throw new Error('no moderator');
    await t.request('PUT', '/api/users/me/language', { as: member, payload: { language: 'hi' } });
    const response = await file(complaintInput({ name: member.user.name, email: 'someone.else@example.in' }), member);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<GrievanceReceipt>();
    expect(receipt).toEqual({
      status: 'open',
      reference: expect.stringMatching(/^G-\d{4,}$/),
      message: formatMessage('grievanceReceived', { reference: receipt.reference ?? '' }),
    });
    await t.settle();
    expect(mailbox.mails.some((mail) => mail.to.includes('someone.else@example.in'))).toBe(false);
    expect(mailbox.readMailTo(member.user.email).subject).toBe(
      `आपकी शिकायत ${receipt.reference} शिकायत अधिकारी तक पहुँच गई है`,
    );
    const listed = (await openGrievances(moderator)).grievances.find((open) => open.reference === receipt.reference);
    expect(listed).toMatchObject({
      email: member.user.email,
      member: { _id: member.user.id, name: member.user.name },
    });
  });
});

describe('the moderators’ list of complaints', () => {
  it('is for moderators only', async () => {
    const member = await build.registerMember();
    expect((await queueOf(undefined)).statusCode).toBe(401);
    expectRefusal(await queueOf(member), 403, 'notModerator');
  });

  it('lists open complaints oldest first, each to be answered 15 days after it was received', async () => {
    const [moderator] = await registerModerators();
    if (!moderator) throw new Error('no moderator');
    const first = await filedAndConfirmed();
    t.advanceClock(DAY);
    const second = await filedAndConfirmed();
    const ours = (await openGrievances(moderator)).grievances.filter((open) =>
      [first.reference, second.reference].includes(open.reference),
    );
    expect(ours.map((open) => open.reference)).toEqual([first.reference, second.reference]);
    for (const open of ours) {
      expect(Date.parse(open.decideBy) - Date.parse(open.receivedAt)).toBe(15 * DAY);
      expect(open.isOverdue).toBe(false);
    }
    // 15 days after the first was received, and less after the second: only the first is overdue.
    t.advanceClock(14 * DAY + 60_000);
    const later = (await openGrievances(moderator)).grievances;
    const overdue = (reference: string) => later.find((open) => open.reference === reference)?.isOverdue;
    expect([overdue(first.reference), overdue(second.reference)]).toEqual([true, false]);
    const { total } = await openGrievances(moderator);
    expect(total).toBeGreaterThanOrEqual(2);
  });
});

describe('answering a complaint', () => {
  it('records who answered and when, e-mails the answer, and closes it', async () => {
    const [moderator] = await registerModerators();
    if (!moderator) throw new Error('no moderator');
    const { input, reference } = await filedAndConfirmed();
    const open = (await openGrievances(moderator)).grievances.find((each) => each.reference === reference);
    if (!open) throw new Error('complaint not listed');

    const response = await answer(moderator, open._id, 'We removed the profile and warned its owner.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.grievanceAnswered });
    await t.settle();
    const mail = mailbox.readMailTo(input.email);
    // A visitor is answered in the language of the page they wrote on.
    expect(mail.subject).toBe(`Answer to your complaint ${reference}`);
    expect(mail.text).toContain('We removed the profile and warned its owner.');
    expect(mail.text).toContain('Grievance Appellate Committee');

    const [row] = await queryRows<{ status: string; answeredBy: string; answeredAt: Date | string; answer: string }>(
      t.app.ctx.db,
      sql`SELECT status, answered_by AS "answeredBy", answered_at AS "answeredAt", answer FROM grievances
        WHERE id = ${open._id}`,
    );
    expect(row).toMatchObject({ status: 'answered', answeredBy: moderator.user.id });
    expect(row?.answer).toBe('We removed the profile and warned its owner.');
    expect(Number.isNaN(new Date(row?.answeredAt ?? '').getTime())).toBe(false);

    expect((await openGrievances(moderator)).grievances.map((each) => each.reference)).not.toContain(reference);
    expectRefusal(await answer(moderator, open._id), 404, 'grievanceNotFound');
  });

  it('answers a visitor in the language of the page they wrote on', async () => {
    const [moderator] = await registerModerators();
    if (!moderator) throw new Error('no moderator');
    const { input, reference } = await filedAndConfirmed({ language: 'hi' });
    const open = (await openGrievances(moderator)).grievances.find((each) => each.reference === reference);
    if (!open) throw new Error('complaint not listed');
    expect((await answer(moderator, open._id, 'हमने प्रोफ़ाइल हटा दी।')).statusCode).toBe(200);
    await t.settle();
    const mail = mailbox.readMailTo(input.email);
    expect(mail.subject).toBe(`आपकी शिकायत ${reference} का जवाब`);
    expect(mail.text).toContain('हमने प्रोफ़ाइल हटा दी।');
  });

  it('answers a member in their language', async () => {
    const [moderator] = await registerModerators();
    const member = await build.registerMember();
    if (!moderator) throw new Error('no moderator');
    const { reference } = (await file(complaintInput(), member)).json<GrievanceReceipt>();
    const open = (await openGrievances(moderator)).grievances.find((each) => each.reference === reference);
    if (!open) throw new Error('complaint not listed');
    expect((await answer(moderator, open._id)).statusCode).toBe(200);
    await t.settle();
    expect(mailbox.readMailTo(member.user.email).subject).toBe(`Answer to your complaint ${reference}`);
  });

  it('is for moderators only, and not for their own complaint', async () => {
    const [one, two] = await registerModerators();
    const member = await build.registerMember();
    if (!one || !two) throw new Error('no moderators');
    const { reference } = (await file(complaintInput(), one)).json<GrievanceReceipt>();
    const open = (await openGrievances(two)).grievances.find((each) => each.reference === reference);
    if (!open) throw new Error('complaint not listed');
    expect((await answer(undefined, open._id)).statusCode).toBe(401);
    expectRefusal(await answer(member, open._id), 403, 'notModerator');
    expectRefusal(await answer(one, open._id), 403, 'ownGrievance');
    expect((await answer(two, open._id)).statusCode).toBe(200);
  });

  it('finds nothing to answer for a complaint not yet confirmed, or no complaint at all', async () => {
    const [moderator] = await registerModerators();
    if (!moderator) throw new Error('no moderator');
    const input = complaintInput();
    await file(input);
    const [unverified] = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`SELECT id FROM grievances WHERE email = ${input.email}`,
    );
    expectRefusal(await answer(moderator, unverified?.id ?? ''), 404, 'grievanceNotFound');
    expectRefusal(await answer(moderator, 'not-an-id'), 404, 'grievanceNotFound');
    expectFieldError(
      await t.request('POST', `/api/moderation/grievances/${unverified?.id}/answer`, {
        as: moderator,
        payload: { answer: '  ' },
      }),
      'answer',
      'grievanceAnswerRequired',
    );
  });
});

describe('with a tight limit on open routes', () => {
  const limited = useTestApp({ rateLimitMax: 2 });

  it('slows down a visitor filing complaint after complaint, so nobody’s mailbox can be flooded', async () => {
    const send = () => limited.request('POST', '/api/grievances', { payload: complaintInput() });
    for (let i = 0; i < 2; i += 1) expect((await send()).statusCode).toBe(201);
    expectRefusal(await send(), 429, 'tooManyRequests');
    const guess = () => limited.request('POST', '/api/grievances/confirm', { payload: { token: 'guess' } });
    for (let i = 0; i < 2; i += 1) expect((await guess()).statusCode).toBe(400);
    expectRefusal(await guess(), 429, 'tooManyRequests');
  });
});

import { randomUUID } from 'node:crypto';
import type {
  ModerationLog,
  ModerationQueue,
  NotificationList,
  Report,
  ReportList,
  ReportSubjectType,
} from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectFieldError, expectRefusal } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const MODERATORS = ['moderator.one@example.in', 'moderator.two@example.in'];
const t = useTestApp({ moderatorEmails: MODERATORS });
const build = buildersFor(t);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The two moderators of this file, registered once with the configured addresses, signed in afresh each time. */
let moderators: Promise<TestMember[]> | undefined;
const registerModerators = async () => {
  moderators ??= Promise.all(MODERATORS.map((email) => build.registerMember({ email })));
  return Promise.all((await moderators).map((moderator) => build.signInAgain(moderator)));
};

const report = (
  as: TestMember | undefined,
  subjectType: ReportSubjectType,
  subjectId: string,
  reason = 'spam',
  details?: string,
) => t.request('POST', '/api/reports', { as, payload: { subjectType, subjectId, reason, details } });

async function reported(as: TestMember, subjectType: ReportSubjectType, subjectId: string, reason = 'spam') {
  const response = await report(as, subjectType, subjectId, reason);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Report>();
}

const myReports = async (as: TestMember) => {
  const response = await t.request('GET', '/api/reports', { as });
  expect(response.statusCode).toBe(200);
  return response.json<ReportList>().reports;
};

async function queueOf(as: TestMember) {
  const response = await t.request('GET', '/api/moderation/cases?limit=50', { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ModerationQueue>();
}

const dismiss = (as: TestMember, type: ReportSubjectType, id: string, note = 'Nothing against the rules here') =>
  t.request('POST', `/api/moderation/cases/${type}/${id}/dismiss`, { as, payload: { note } });

describe('moderators', () => {
  it('are made by configuration when they register, and the session says so', async () => {
    const [moderator] = await registerModerators();
    const member = await build.registerMember();
    if (!moderator) throw new Error('no moderator');
    expect(moderator.user.role).toBe('moderator');
    expect(member.user.role).toBe('member');
    const session = await t.request('GET', '/api/auth/me', { as: moderator });
    expect(session.json()).toMatchObject({ role: 'moderator' });
  });

  it('have no power over members’ things outside the queue: they are refused like any other member', async () => {
    const [moderator] = await registerModerators();
    const author = await build.registerMember();
    if (!moderator) throw new Error('no moderator');
    const problem = await build.postProblem(author);
    const project = await build.postProject(author);
    expectRefusal(
      await t.request('PUT', `/api/problems/${problem._id}`, { as: moderator, payload: { title: 'Taken over' } }),
      403,
      'notProblemAuthor',
    );
    expectRefusal(
      await t.request('DELETE', `/api/problems/${problem._id}`, { as: moderator }),
      403,
      'notProblemAuthor',
    );
    expectRefusal(await t.request('DELETE', `/api/projects/${project._id}`, { as: moderator }), 403, 'notProjectOwner');
    const chat = await t.request('GET', `/api/projects/${project._id}/messages`, { as: moderator });
    expect(chat.statusCode).toBe(403);
  });
});

describe('reporting', () => {
  it('acknowledges a report at once with a reference, and lists it in My reports', async () => {
    const [author, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    const problem = await build.postProblem(author);
    const response = await report(reader, 'problem', problem._id, 'harassment', '  Insults in the description  ');
    expect(response.statusCode).toBe(201);
    const created = response.json<Report>();
    expect(created).toMatchObject({
      reference: expect.stringMatching(/^R-\d{4,}$/),
      subject: { type: 'problem', _id: problem._id, title: problem.title, path: `/problems/${problem._id}` },
      reason: 'harassment',
      details: 'Insults in the description',
      status: 'open',
      decidedAt: null,
    });
    expect(await myReports(reader)).toEqual([created]);
    // Nobody else sees it in theirs.
    expect(await myReports(author)).toEqual([]);
  });

  it('refuses a second open report by the same member about the same thing', async () => {
    const [author, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    const problem = await build.postProblem(author);
    await reported(reader, 'problem', problem._id);
    expectRefusal(await report(reader, 'problem', problem._id, 'other'), 409, 'alreadyReported');
    expect(await myReports(reader)).toHaveLength(1);
  });

  it('refuses reports of one’s own things and of oneself', async () => {
    const author = await build.registerMember();
    const problem = await build.postProblem(author);
    expectRefusal(await report(author, 'problem', problem._id), 400, 'cannotReportOwn');
    expectRefusal(await report(author, 'member', author.user.id), 400, 'cannotReportOwn');
  });

  it('reports only what the member can see: 404 for what is not there or hidden from them, 401 for a visitor', async () => {
    const [owner, stranger, teammate] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    const project = await build.postProject(owner, { visibility: 'Private' });
    expectRefusal(await report(stranger, 'project', project._id), 404, 'notFound');
    expectRefusal(await report(stranger, 'problem', randomUUID()), 404, 'notFound');
    expectRefusal(await report(stranger, 'member', randomUUID()), 404, 'notFound');
    expectRefusal(await report(undefined, 'member', owner.user.id), 401, 'unauthenticated');

    // A team's message: its team may report it, nobody else.
    await build.inviteOntoTeam(owner, teammate, project._id);
    const sent = await t.request('POST', `/api/projects/${project._id}/messages`, {
      as: owner,
      payload: { content: 'Send me your Aadhaar number and OTP', clientId: randomUUID() },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json<{ _id: string }>()._id;
    expectRefusal(await report(stranger, 'message', messageId), 404, 'notFound');
    const fromTeam = await reported(teammate, 'message', messageId, 'private-information');
    expect(fromTeam.subject).toMatchObject({
      title: 'Send me your Aadhaar number and OTP',
      path: `/projects/${project._id}`,
    });
  });

  it('answers a bad report with the field that is wrong', async () => {
    const reader = await build.registerMember();
    const response = await t.request('POST', '/api/reports', {
      as: reader,
      payload: { subjectType: 'problem', subjectId: randomUUID(), reason: 'boredom' },
    });
    expectFieldError(response, 'reason', 'reportReasonRequired');
  });
});

describe('the moderation queue', () => {
  it('is for moderators only', async () => {
    const member = await build.registerMember();
    for (const [method, url] of [
      ['GET', '/api/moderation/cases'],
      ['GET', '/api/moderation/log'],
      ['POST', `/api/moderation/cases/problem/${randomUUID()}/dismiss`],
    ] as const) {
      expectRefusal(await t.request(method, url, { as: member, payload: { note: 'x' } }), 403, 'notModerator');
    }
  });

  it('gathers reports by what they are about, with the rules’ deadlines, overdue ones first', async () => {
    const [moderator] = await registerModerators();
    const [author, first, second, third] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    if (!moderator) throw new Error('no moderator');
    const spammy = await build.postProblem(author);
    const fake = await build.postProblem(author);
    await reported(first, 'problem', spammy._id, 'spam');
    await reported(second, 'problem', spammy._id, 'other');
    t.advanceClock(HOUR);
    // Impersonation must be dealt with within 24 hours, not 15 days.
    const urgent = await reported(third, 'member', author.user.id, 'impersonation');
    await reported(first, 'problem', fake._id, 'spam');

    const queue = await queueOf(moderator);
    const ours = queue.cases.filter((entry) => [spammy._id, fake._id, author.user.id].includes(entry.subject._id));
    expect(ours.map((entry) => entry.subject._id)).toEqual([spammy._id, author.user.id, fake._id]);
    const [spamCase, memberCase] = ours;
    expect(spamCase?.reports.map((entry) => entry.reason)).toEqual(['spam', 'other']);
    expect(spamCase?.member).toEqual({ _id: author.user.id, name: author.user.name });
    const firstAt = Date.parse(spamCase?.firstReportedAt ?? '');
    expect(Date.parse(spamCase?.deadlines.acknowledgeBy ?? '')).toBe(firstAt + DAY);
    expect(Date.parse(spamCase?.deadlines.decideBy ?? '')).toBe(firstAt + 15 * DAY);
    expect(spamCase?.deadlines.removeBy).toBeNull();
    expect(Date.parse(memberCase?.deadlines.removeBy ?? '')).toBe(Date.parse(urgent.createdAt) + DAY);
    expect(memberCase?.subject).toMatchObject({ title: author.user.name, path: `/profile/${author.user.id}` });
    expect(ours.every((entry) => !entry.isOverdue)).toBe(true);

    // A day later the impersonation is overdue and goes on top; the others keep their order.
    t.advanceClock(DAY);
    const later = (await queueOf(moderator)).cases.filter((entry) =>
      [spammy._id, fake._id, author.user.id].includes(entry.subject._id),
    );
    expect(later.map((entry) => [entry.subject._id, entry.isOverdue])).toEqual([
      [author.user.id, true],
      [spammy._id, false],
      [fake._id, false],
    ]);
    // Overdue cases of all files come first: this one is ahead of every case that is not overdue.
    const all = (await queueOf(moderator)).cases;
    const firstOnTime = all.findIndex((entry) => !entry.isOverdue);
    expect(all.findIndex((entry) => entry.subject._id === author.user.id)).toBeLessThan(firstOnTime);
  });

  it('dismisses a case: its reporters are told with their reference, the log keeps it, and it leaves the queue', async () => {
    const [moderator] = await registerModerators();
    const [author, first, second] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    if (!moderator) throw new Error('no moderator');
    const problem = await build.postProblem(author);
    const firstReport = await reported(first, 'problem', problem._id);
    await reported(second, 'problem', problem._id, 'other');

    const response = await dismiss(moderator, 'problem', problem._id, 'A real problem, told plainly');
    expect(response.statusCode, response.body).toBe(200);
    expect((await queueOf(moderator)).cases.map((entry) => entry.subject._id)).not.toContain(problem._id);

    const [decided] = await myReports(first);
    expect(decided).toMatchObject({
      reference: firstReport.reference,
      status: 'dismissed',
      decisionNote: 'A real problem, told plainly',
    });
    await t.settle();
    const told = (await t.request('GET', '/api/notifications', { as: first })).json<NotificationList>();
    expect(told.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'report-decided',
        actor: null,
        detail: { reference: firstReport.reference, decision: 'dismissed' },
      }),
    );

    const log = (await t.request('GET', '/api/moderation/log', { as: moderator })).json<ModerationLog>();
    expect(log.entries[0]).toMatchObject({
      action: 'dismiss',
      moderator: { _id: moderator.user.id, name: moderator.user.name },
      subject: { type: 'problem', _id: problem._id, title: problem.title },
      member: { _id: author.user.id },
      note: 'A real problem, told plainly',
      reportCount: 2,
    });

    // Decided once: a second dismissal finds no open case. A new report opens a new one.
    expectRefusal(await dismiss(moderator, 'problem', problem._id), 404, 'caseNotFound');
    await reported(first, 'problem', problem._id);
    expect((await queueOf(moderator)).cases.map((entry) => entry.subject._id)).toContain(problem._id);
  });

  it('leaves a case about a moderator to another moderator', async () => {
    const [one, two] = await registerModerators();
    const reader = await build.registerMember();
    if (!one || !two) throw new Error('no moderators');
    await reported(reader, 'member', one.user.id, 'harassment');
    expectRefusal(await dismiss(one, 'member', one.user.id), 403, 'ownCase');
    expect((await dismiss(two, 'member', one.user.id)).statusCode).toBe(200);
  });

  it('keeps the audit log as written: the database refuses to change or delete it', async () => {
    const [moderator] = await registerModerators();
    const [author, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    if (!moderator) throw new Error('no moderator');
    const problem = await build.postProblem(author);
    await reported(reader, 'problem', problem._id);
    expect((await dismiss(moderator, 'problem', problem._id)).statusCode).toBe(200);
    const { db } = t.app.ctx;
    await expect(db.execute(sql`UPDATE moderation_actions SET note = 'edited'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM moderation_actions`)).rejects.toThrow();
    const log = (await t.request('GET', '/api/moderation/log', { as: moderator })).json<ModerationLog>();
    expect(log.entries.some((entry) => entry.note === 'edited')).toBe(false);
    expect(log.entries.length).toBeGreaterThan(0);
  });
});

describe('acting on a member', () => {
  const act = (as: TestMember, action: string, type: ReportSubjectType, id: string, payload: object) =>
    t.request('POST', `/api/moderation/cases/${type}/${id}/${action}`, { as, payload });
  const signIn = (member: TestMember) =>
    t.request('POST', '/api/auth/login', { payload: { email: member.user.email, password: member.password } });
  const noticesOf = async (member: TestMember) => {
    await t.settle();
    return (await t.request('GET', '/api/notifications', { as: member })).json<NotificationList>().notifications;
  };

  it('warns the author of a reported problem: they are told why, the reporter that it was acted on', async () => {
    const [moderator] = await registerModerators();
    const [author, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    if (!moderator) throw new Error('no moderator');
    const problem = await build.postProblem(author);
    const filed = await reported(reader, 'problem', problem._id, 'spam');
    const response = await act(moderator, 'warn', 'problem', problem._id, { note: 'Posting the same ad everywhere' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Done. The member and the reporters will be told.' });
    expect(await noticesOf(author)).toContainEqual(
      expect.objectContaining({
        kind: 'moderation-decision',
        detail: { decision: 'warn', note: 'Posting the same ad everywhere', actionId: expect.any(String) },
      }),
    );
    expect(await noticesOf(reader)).toContainEqual(
      expect.objectContaining({ kind: 'report-decided', detail: { reference: filed.reference, decision: 'actioned' } }),
    );
    expect((await myReports(reader))[0]).toMatchObject({ status: 'actioned' });
    // A warning closes nothing: the author still signs in.
    expect((await signIn(author)).statusCode).toBe(200);
  });

  it('suspends a member for some days: their sessions end, sign-in says until when, and it opens again after', async () => {
    const [moderator] = await registerModerators();
    const [member, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    if (!moderator) throw new Error('no moderator');
    await reported(reader, 'member', member.user.id, 'harassment');
    const response = await act(moderator, 'suspend', 'member', member.user.id, { note: 'Insults in chat', days: 3 });
    expect(response.statusCode, response.body).toBe(200);

    expect((await t.request('GET', '/api/auth/me', { as: member })).statusCode).toBe(401);
    const refused = await signIn(member);
    expect(refused.statusCode).toBe(403);
    const { code, message } = refused.json();
    expect(code).toBe('accountSuspended');
    const until = Date.parse(message.replace('This account is suspended until ', ''));
    const log = (await t.request('GET', '/api/moderation/log', { as: moderator })).json<ModerationLog>();
    expect(log.entries[0]).toMatchObject({ action: 'suspend', days: 3, member: { _id: member.user.id } });
    expect(until).toBe(Date.parse(log.entries[0]?.createdAt ?? '') + 3 * DAY);

    t.advanceClock(3 * DAY + 60_000);
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it('bans a member for good', async () => {
    const [moderator] = await registerModerators();
    const [member, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    if (!moderator) throw new Error('no moderator');
    await reported(reader, 'member', member.user.id, 'impersonation');
    expect(
      (await act(moderator, 'ban', 'member', member.user.id, { note: 'Pretends to be a minister' })).statusCode,
    ).toBe(200);
    expectRefusal(await signIn(member), 403, 'accountBanned');
    t.advanceClock(400 * DAY);
    expectRefusal(await signIn(member), 403, 'accountBanned');
  });

  it('refuses a suspension without a sensible number of days, and leaves the case open', async () => {
    const [moderator] = await registerModerators();
    const [member, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    if (!moderator) throw new Error('no moderator');
    await reported(reader, 'member', member.user.id);
    for (const days of [0, 366, 2.5, '7', undefined]) {
      expectFieldError(
        await act(moderator, 'suspend', 'member', member.user.id, { note: 'x', days }),
        'days',
        'suspensionDaysInvalid',
      );
    }
    expectFieldError(
      await act(moderator, 'warn', 'member', member.user.id, { note: '  ' }),
      'note',
      'decisionNoteRequired',
    );
    expect((await queueOf(moderator)).cases.map((entry) => entry.subject._id)).toContain(member.user.id);
    expect((await signIn(member)).statusCode).toBe(200);
  });
});

import type {
  AppealableDecision,
  ModerationLog,
  NotificationList,
  OpenAppealList,
  ReportSubjectType,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { expectFieldError, expectRefusal } from '../../test/expectations.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';

const MODERATORS = ['appeals.one@example.in', 'appeals.two@example.in'];
const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url, moderatorEmails: MODERATORS }));
const build = buildersFor(t);

let moderators: Promise<TestMember[]> | undefined;
/** This file's two moderators: the one who acts and the other, who decides appeals. */
async function registerModerators() {
  moderators ??= Promise.all(MODERATORS.map((email) => build.registerMember({ email })));
  const [acting, other] = await Promise.all((await moderators).map((moderator) => build.signInAgain(moderator)));
  if (!acting || !other) throw new Error('no moderators');
  return { acting, other };
}

const report = (as: TestMember, subjectType: ReportSubjectType, subjectId: string, reason = 'spam') =>
  t.request('POST', '/api/reports', { as, payload: { subjectType, subjectId, reason } });
const act = (as: TestMember, action: string, type: ReportSubjectType, id: string, payload: object) =>
  t.request('POST', `/api/moderation/cases/${type}/${id}/${action}`, { as, payload });
const signIn = (member: TestMember) =>
  t.request('POST', '/api/auth/login', { payload: { email: member.user.email, password: member.password } });

async function noticesOf(member: TestMember) {
  await t.settle();
  return (await t.request('GET', '/api/notifications', { as: member })).json<NotificationList>().notifications;
}

/** The decision the member was last told of: its id is what they appeal. */
async function lastDecisionOf(member: TestMember) {
  const notice = (await noticesOf(member)).find((entry) => entry.kind === 'moderation-decision');
  if (!notice?.detail.actionId) throw new Error('no decision told');
  return notice.detail.actionId;
}

/** A reported problem, and a moderator's decision on it. */
async function decidedProblem(action: 'hide' | 'warn', note = 'Advertising, not a problem') {
  const { acting, other } = await registerModerators();
  const [author, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
  const problem = await build.postProblem(author);
  expect((await report(reader, 'problem', problem._id)).statusCode).toBe(201);
  const decided = await act(acting, action, 'problem', problem._id, { note });
  expect(decided.statusCode, decided.body).toBe(200);
  return { acting, other, author, reader, problem, actionId: await lastDecisionOf(author) };
}

const decisionOf = (actionId: string, as?: TestMember, token?: string) =>
  t.request('GET', `/api/appeals/${actionId}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`, {
    as,
  });
const appeal = (actionId: string, as: TestMember | undefined, payload: object) =>
  t.request('POST', `/api/appeals/${actionId}`, { as, payload });
const decideAppeal = (as: TestMember, appealId: string, outcome: 'uphold' | 'overturn', note = 'Looked again') =>
  t.request('POST', `/api/moderation/appeals/${appealId}/${outcome}`, { as, payload: { note } });

async function openAppealsFor(moderator: TestMember) {
  const response = await t.request('GET', '/api/moderation/appeals?limit=50', { as: moderator });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpenAppealList>().appeals;
}

describe('hiding and restoring content', () => {
  it('hides a reported problem: its author is told why, the reporter that it was acted on, the log keeps it', async () => {
    const { acting, author, reader, problem } = await decidedProblem('hide');
    expect(await noticesOf(author)).toContainEqual(
      expect.objectContaining({
        kind: 'moderation-decision',
        detail: { decision: 'hide', note: 'Advertising, not a problem', actionId: expect.any(String) },
      }),
    );
    expect(await noticesOf(reader)).toContainEqual(
      expect.objectContaining({ kind: 'report-decided', detail: expect.objectContaining({ decision: 'actioned' }) }),
    );
    const log = (await t.request('GET', '/api/moderation/log', { as: acting })).json<ModerationLog>();
    expect(log.entries[0]).toMatchObject({ action: 'hide', subject: { type: 'problem', _id: problem._id } });
  });

  it('does not hide a member (a member is warned, suspended or banned), and leaves the case open', async () => {
    const { acting } = await registerModerators();
    const [member, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    await report(reader, 'member', member.user.id);
    expectRefusal(await act(acting, 'hide', 'member', member.user.id, { note: 'x' }), 400, 'nothingToHide');
    const queue = (await t.request('GET', '/api/moderation/cases?limit=50', { as: acting })).json();
    expect(queue.cases.map((entry: { subject: { _id: string } }) => entry.subject._id)).toContain(member.user.id);
  });

  it('restores hidden content for moderators only, tells its author, and refuses what is not hidden', async () => {
    const { acting, other, author, reader, problem } = await decidedProblem('hide');
    const restore = (as: TestMember | undefined, id = problem._id) =>
      t.request('POST', `/api/moderation/content/problem/${id}/restore`, { as, payload: { note: 'Edited since' } });
    expectRefusal(await restore(reader), 403, 'notModerator');
    expectRefusal(await restore(author), 403, 'notModerator');
    expect((await restore(undefined)).statusCode).toBe(401);

    const restored = await restore(other);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ message: 'Restored. Its author will be told.' });
    expect(await noticesOf(author)).toContainEqual(
      expect.objectContaining({
        kind: 'moderation-decision',
        detail: expect.objectContaining({ decision: 'restore' }),
      }),
    );
    expect((await t.request('GET', `/api/problems/${problem._id}`, { as: reader })).statusCode).toBe(200);
    // Shown already: nothing to restore.
    expectRefusal(await restore(acting), 404, 'notHidden');
  });
});

describe('appeals', () => {
  it('show a decision only to its member, who appeals it once; another moderator decides', async () => {
    const { acting, other, author, reader, actionId } = await decidedProblem('warn', 'Same ad in five places');
    // Nobody else finds the decision: not the reporter, nor a visitor, nor a forged link.
    expectRefusal(await decisionOf(actionId, reader), 404, 'appealNotFound');
    expectRefusal(await decisionOf(actionId), 404, 'appealNotFound');
    expectRefusal(await decisionOf(actionId, undefined, 'forged'), 404, 'appealNotFound');
    expectRefusal(await appeal(actionId, reader, { text: 'Unfair' }), 404, 'appealNotFound');

    const seen = await decisionOf(actionId, author);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<AppealableDecision>()).toMatchObject({
      action: 'warn',
      note: 'Same ad in five places',
      appeal: null,
    });
    expectFieldError(await appeal(actionId, author, { text: '   ' }), 'text', 'appealTextRequired');

    const made = await appeal(actionId, author, { text: 'It was one post, shared by my team' });
    expect(made.statusCode, made.body).toBe(201);
    const appealed = made.json<AppealableDecision>();
    expect(appealed.appeal).toMatchObject({ status: 'open', text: 'It was one post, shared by my team' });
    expectRefusal(await appeal(actionId, author, { text: 'Again' }), 409, 'alreadyAppealed');

    const [open] = (await openAppealsFor(other)).filter((entry) => entry.decision.actionId === actionId);
    expect(open).toMatchObject({ member: { _id: author.user.id }, moderator: { _id: acting.user.id } });
    if (!open) throw new Error('no open appeal');
    expectRefusal(await t.request('GET', '/api/moderation/appeals', { as: author }), 403, 'notModerator');
    expectRefusal(await decideAppeal(author, open._id, 'overturn'), 403, 'notModerator');
    // The moderator who took the decision does not judge its appeal.
    expectRefusal(await decideAppeal(acting, open._id, 'overturn'), 403, 'ownAppeal');

    const upheld = await decideAppeal(other, open._id, 'uphold', 'The posts were identical');
    expect(upheld.statusCode, upheld.body).toBe(200);
    expectRefusal(await decideAppeal(other, open._id, 'overturn'), 404, 'appealNotFound');
    expect((await decisionOf(actionId, author)).json<AppealableDecision>().appeal).toMatchObject({
      status: 'upheld',
      decisionNote: 'The posts were identical',
    });
    expect(await noticesOf(author)).toContainEqual(
      expect.objectContaining({
        detail: expect.objectContaining({ decision: 'uphold', note: 'The posts were identical' }),
      }),
    );
    const log = (await t.request('GET', '/api/moderation/log', { as: other })).json<ModerationLog>();
    expect(log.entries[0]).toMatchObject({ action: 'uphold', moderator: { _id: other.user.id } });
  });

  it('overturned, undo the hiding: the problem shows again', async () => {
    const { other, author, reader, problem, actionId } = await decidedProblem('hide');
    expect((await appeal(actionId, author, { text: 'This is a real problem in my town' })).statusCode).toBe(201);
    const [open] = (await openAppealsFor(other)).filter((entry) => entry.decision.actionId === actionId);
    if (!open) throw new Error('no open appeal');
    expect((await decideAppeal(other, open._id, 'overturn', 'A real problem after all')).statusCode).toBe(200);
    const page = await t.request('GET', `/api/problems/${problem._id}`, { as: reader });
    expect(page.statusCode).toBe(200);
    expect(await noticesOf(author)).toContainEqual(
      expect.objectContaining({ detail: expect.objectContaining({ decision: 'overturn' }) }),
    );
  });

  it('reach a suspended member by the e-mailed link, and lift the suspension when overturned', async () => {
    const { acting, other } = await registerModerators();
    const [member, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    await report(reader, 'member', member.user.id, 'harassment');
    expect((await act(acting, 'suspend', 'member', member.user.id, { note: 'Insults', days: 30 })).statusCode).toBe(
      200,
    );
    await t.settle();
    const mail = await mailbox.parseMailTo(member.user.email);
    const link = new URL(/https?:\/\/\S+\/appeal\/\S+/.exec(mail.text ?? '')?.[0] ?? 'http://none/');
    const actionId = link.pathname.split('/').at(-1) ?? '';
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    // Signed out for good until it ends: the link is their way in, and it opens that decision only.
    const refused = await signIn(member);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'accountSuspended']);
    const seen = await decisionOf(actionId, undefined, token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<AppealableDecision>()).toMatchObject({ action: 'suspend', days: 30 });
    expectRefusal(await appeal(actionId, undefined, { text: 'Sorry', token: `${token}x` }), 404, 'appealNotFound');
    expect((await appeal(actionId, undefined, { text: 'They insulted me first', token })).statusCode).toBe(201);

    const [open] = (await openAppealsFor(other)).filter((entry) => entry.decision.actionId === actionId);
    if (!open) throw new Error('no open appeal');
    expect((await decideAppeal(other, open._id, 'overturn', 'Provoked; a warning is enough')).statusCode).toBe(200);
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it('overturning one suspension leaves another standing; the e-mail comes even with such e-mails turned off', async () => {
    const { acting, other } = await registerModerators();
    const [member, first, second] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    const off = await t.request('PUT', '/api/notifications/settings', {
      as: member,
      payload: { channels: { 'moderation-decision': { inApp: true, email: false, push: true } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    for (const [reader, days] of [
      [first, 3],
      [second, 30],
    ] as const) {
      await report(reader, 'member', member.user.id, 'harassment');
      const suspended = await act(acting, 'suspend', 'member', member.user.id, { note: `Insults, ${days} days`, days });
      expect(suspended.statusCode, suspended.body).toBe(200);
    }
    await t.settle();
    // Both decisions reached the member by e-mail: signed out, it is their way to appeal.
    const links = mailbox.mails
      .filter((mail) => mail.to.includes(member.user.email))
      .flatMap((mail) => [...mail.raw.replace(/=\r?\n/g, '').matchAll(/\/appeal\/([0-9a-f-]{36})\?token=3D([\w-]+)/g)])
      .map(([, actionId = '', token = '']) => ({ actionId, token }));
    // Each mail carries its link in its text and its HTML.
    const byDecision = [...new Map(links.map((link) => [link.actionId, link])).values()];
    expect(byDecision).toHaveLength(2);
    const shorter = [];
    for (const link of byDecision) {
      const decision = (await decisionOf(link.actionId, undefined, link.token)).json<AppealableDecision>();
      if (decision.days === 3) shorter.push(link);
    }
    const [three] = shorter;
    if (!three) throw new Error('no three-day suspension');
    expect((await appeal(three.actionId, undefined, { text: 'Once was enough', token: three.token })).statusCode).toBe(
      201,
    );
    const [open] = (await openAppealsFor(other)).filter((entry) => entry.decision.actionId === three.actionId);
    if (!open) throw new Error('no open appeal');
    expect((await decideAppeal(other, open._id, 'overturn', 'The first one was a misunderstanding')).statusCode).toBe(
      200,
    );
    // The thirty days stand.
    const refused = await signIn(member);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'accountSuspended']);
  });

  it('hiding what is hidden already closes the new reports and tells its author nothing new', async () => {
    const { acting, author, problem } = await decidedProblem('hide');
    const again = await build.registerMember();
    expect((await report(again, 'problem', problem._id, 'other')).statusCode).toBe(201);
    expect((await act(acting, 'hide', 'problem', problem._id, { note: 'Still advertising' })).statusCode).toBe(200);
    const told = (await noticesOf(author)).filter((entry) => entry.kind === 'moderation-decision');
    expect(told.map((entry) => entry.detail.note)).toEqual(['Advertising, not a problem']);
  });

  it('are not open for what is no decision about a member: a dismissal, or a restoration', async () => {
    const { acting } = await registerModerators();
    const [author, reader] = await Promise.all([build.registerMember(), build.registerMember()]);
    const problem = await build.postProblem(author);
    await report(reader, 'problem', problem._id);
    await t.request('POST', `/api/moderation/cases/problem/${problem._id}/dismiss`, {
      as: acting,
      payload: { note: 'Fine' },
    });
    const log = (await t.request('GET', '/api/moderation/log', { as: acting })).json<ModerationLog>();
    const dismissal = log.entries[0]?._id ?? '';
    expectRefusal(await decisionOf(dismissal, reader), 404, 'appealNotFound');
    expectRefusal(await appeal(dismissal, author, { text: 'Why' }), 404, 'appealNotFound');
  });
});

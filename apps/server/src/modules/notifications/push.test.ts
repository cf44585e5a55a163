import { indiaHourOf, MESSAGES, type NotificationSettings, type PushKey } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { pushServiceAgent, type TestBrowser, usePushService } from '../../test/push-service.ts';
import { useTestApp } from '../../test/test-app.ts';
import { deliverNotifications } from './notifications.service.ts';

const mailbox = useMailbox();
const pushService = usePushService();
const t = useTestApp(() => ({ smtpUrl: mailbox.url, pushServices: [pushService.origin] }), {
  pushAgent: pushServiceAgent,
});
const build = buildersFor(t);

const HOUR_MS = 60 * 60 * 1000;

/** A browser of the member's, with push turned on in it. */
async function browserOf(member: TestMember) {
  const browser = pushService.newBrowser();
  const subscribed = await t.request('PUT', '/api/notifications/push/subscription', {
    as: member,
    payload: browser.subscription,
  });
  expect(subscribed.json()).toEqual({ message: MESSAGES.pushSubscribed });
  return browser;
}
const collaborate = (problemId: string, member: TestMember) =>
  t.request('POST', `/api/problems/${problemId}/collaborate`, { as: member, payload: { proposedRole: 'Developer' } });
const settle = async () => {
  await t.settle();
  await t.settle();
};
const saveSettings = (member: TestMember, payload: object) =>
  t.request('PUT', '/api/notifications/settings', { as: member, payload });
const pushesTo = (browser: TestBrowser) => browser.received.map((push) => push.payload);
const mailsTo = (member: TestMember) => mailbox.mailsTo(member.user.email);
/**
 * Quiet hours around the server's now (India time): from the hour before to two hours on, so a test that starts
 * just before the hour turns is still inside them, whatever the time of day.
 */
function quietNow(now = t.app.ctx.clock()) {
  const hour = indiaHourOf(now);
  return { from: (hour + 23) % 24, until: (hour + 2) % 24 };
}
/** This browser's push turned off, as the member's settings page does it. */
const turnOff = (member: TestMember, browser: TestBrowser) =>
  t.request('DELETE', '/api/notifications/push/subscription', {
    as: member,
    payload: { endpoint: browser.subscription.endpoint },
  });

describe('web push', () => {
  it('pushes a request to each browser of the author, in their language, signed and encrypted for that browser', async () => {
    const author = await build.registerMember({ name: 'Kavya Menon' });
    await t.request('PUT', '/api/users/me/language', { as: author, payload: { language: 'hi' } });
    // Signed in on a phone and on a laptop: a session each.
    const [phone, laptop] = [await browserOf(author), await browserOf(await build.signInAgain(author))];
    const problem = await build.postProblem(author, { title: 'Ration shops in Madurai run out early' });
    const helper = await build.registerMember({ name: 'Rohit Verma' });
    const helpersBrowser = await browserOf(helper);
    await collaborate(problem._id, helper);
    await settle();

    const { publicKey } = (await t.request('GET', '/api/notifications/push/key', { as: author })).json<PushKey>();
    for (const browser of [phone, laptop]) {
      expect(browser.received).toHaveLength(1);
      const [push] = browser.received;
      expect(push?.vapidKey).toBe(publicKey);
      expect(push?.payload).toEqual({
        title: 'SkillSync',
        body: 'Rohit Verma आपकी समस्या पर साथ काम करना चाहते हैं: "Ration shops in Madurai run out early"',
        url: '/collaboration-requests',
        tag: expect.any(String),
      });
    }
    // Nobody hears of their own act.
    expect(helpersBrowser.received).toEqual([]);

    // Push turned off in one browser: the other still hears. A browser its push service says is gone is forgotten.
    const off = await turnOff(author, laptop);
    expect(off.json()).toEqual({ message: MESSAGES.pushUnsubscribed });
    await t.request('PUT', `/api/collaboration-requests/${await firstRequestTo(author)}/respond`, {
      as: author,
      payload: { status: 'accepted' },
    });
    helpersBrowser.leave();
    await collaborate(problem._id, await build.registerMember({ name: 'Asha Rao' }));
    await settle();
    // While unread, the entry gathers the requests, and its push takes the place of the one before (the same tag).
    const [first, second] = pushesTo(phone);
    expect(second?.body).toBe(
      'Asha Rao और 1 अन्य आपकी समस्या पर साथ काम करना चाहते हैं: "Ration shops in Madurai run out early"',
    );
    expect(second?.tag).toBe(first?.tag);
    expect(laptop.received).toHaveLength(1);
    expect(helpersBrowser.attempts).toBe(1);
    await t.request('PUT', `/api/collaboration-requests/${await firstRequestTo(author)}/respond`, {
      as: author,
      payload: { status: 'accepted' },
    });
    await settle();
    expect(helpersBrowser.attempts).toBe(1);
  });

  it('follows the member’s choices, and keeps pushes and e-mails for the end of their quiet hours in India time', async () => {
    const author = await build.registerMember();
    const phone = await browserOf(author);
    const problem = await build.postProblem(author);
    // Support is not pushed unless asked for; collaboration requests are.
    const fan = await build.registerMember();
    await t.request('POST', `/api/problems/${problem._id}/support`, { as: fan });
    await settle();
    expect(phone.received).toEqual([]);

    const now = t.app.ctx.clock();
    const quietHours = quietNow(now);
    const saved = await saveSettings(author, {
      quietHours,
      channels: { 'problem-supported': { inApp: true, email: false, push: true } },
    });
    expect(saved.json<NotificationSettings>()).toMatchObject({ quietHours });
    await collaborate(problem._id, fan);
    await t.request('POST', `/api/problems/${problem._id}/support`, { as: await build.registerMember() });
    await settle();
    expect(phone.received).toEqual([]);
    expect(mailsTo(author)).toEqual([]);
    // Support's pushes turned off meanwhile: the one held is not sent either.
    await saveSettings(author, { channels: { 'problem-supported': { inApp: true, email: false, push: false } } });

    // India's hours begin at half past the UTC hour: the second one from now ends the quiet.
    const toNextHour = (((HOUR_MS / 2 - (now.getTime() % HOUR_MS)) % HOUR_MS) + HOUR_MS) % HOUR_MS || HOUR_MS;
    t.advanceClock(toNextHour + HOUR_MS + 1000);
    await deliverNotifications(t.app.ctx);
    await settle();
    expect(pushesTo(phone).map((push) => push.url)).toEqual(['/collaboration-requests']);
    expect(mailsTo(author)).toHaveLength(1);

    // Quiet hours off again; a kind turned off for push stays off.
    expect((await saveSettings(author, { quietHours: null })).json<NotificationSettings>().quietHours).toBeNull();
    await saveSettings(author, { channels: { 'collaboration-requested': { inApp: true, email: true, push: false } } });
    await collaborate(problem._id, await build.registerMember());
    await settle();
    expect(phone.received).toHaveLength(1);
  });

  it('never pushes news of a private project to one who can no longer see it, but tells them they were removed', async () => {
    const owner = await build.registerMember();
    const member = await build.registerMember();
    const phone = await browserOf(member);
    const project = await build.postProject(owner, { visibility: 'Private', title: 'A quiet pilot' });
    await build.inviteOntoTeam(owner, member, project._id);
    await settle();
    const before = phone.received.length;
    await saveSettings(member, {
      quietHours: quietNow(),
      channels: { 'task-assigned': { inApp: true, email: false, push: true } },
    });
    await t.request('POST', `/api/projects/${project._id}/tasks`, {
      as: owner,
      payload: { title: 'Call the panchayat', assignedTo: member.user.id },
    });
    await t.request('DELETE', `/api/projects/${project._id}/members/${member.user.id}`, { as: owner });
    await saveSettings(member, { quietHours: null });
    await deliverNotifications(t.app.ctx);
    await settle();
    expect(
      pushesTo(phone)
        .slice(before)
        .map((push) => push.url),
    ).toEqual(['/dashboard']);
  });

  it('pushes each notification once when several instances deliver at the same moment', async () => {
    // Both post more than a new account may in a day (problems, requests); established before the browser is.
    const [author, helper] = await Promise.all([build.registerMember(), build.registerMember()]);
    await Promise.all([build.establish(author), build.establish(helper)]);
    const phone = await browserOf(author);
    await saveSettings(author, { quietHours: quietNow() });
    const problems = await Promise.all(Array.from({ length: 12 }, () => build.postProblem(author)));
    for (const problem of problems) await collaborate(problem._id, helper);
    await settle();
    expect(phone.received).toEqual([]);
    await saveSettings(author, { quietHours: null });
    // Four deliveries at once, as four instances' timers would start them.
    await Promise.all(Array.from({ length: 4 }, () => deliverNotifications(t.app.ctx)));
    // What one instance's e-mail worker held as another's push worker passed goes on the next round, as the
    // minute's timer would start it.
    await deliverNotifications(t.app.ctx);
    await settle();
    const tags = pushesTo(phone).map((push) => push.tag);
    expect(tags).toHaveLength(problems.length);
    expect(new Set(tags).size).toBe(problems.length);
  });

  it('keeps one browser a session: a browser that subscribes again under a new address replaces the old one', async () => {
    const author = await build.registerMember();
    const before = await browserOf(author);
    const after = await browserOf(author);
    const problem = await build.postProblem(author);
    await collaborate(problem._id, await build.registerMember());
    await settle();
    expect([before.attempts, after.received.length]).toEqual([0, 1]);
  });

  it('pushes a room’s chat to one away at most once an hour, however many messages arrive', async () => {
    const owner = await build.registerMember();
    const member = await build.registerMember();
    const project = await build.postProject(owner);
    await build.joinTeam(owner, member, project._id);
    await saveSettings(member, { channels: { 'chat-unread': { inApp: true, email: false, push: true } } });
    const phone = await browserOf(member);
    const say = (content: string) =>
      t.request('POST', `/api/projects/${project._id}/messages`, { as: owner, payload: { content } });
    for (const content of ['First', 'Second', 'Third']) {
      await say(content);
      await settle();
    }
    const chat = () => pushesTo(phone).filter((push) => push.url === `/projects/${project._id}`);
    expect(chat()).toHaveLength(1);
    t.advanceClock(HOUR_MS + 1000);
    await say('An hour later');
    await settle();
    expect(chat()).toHaveLength(2);
  });

  it('stops pushing to a browser once its member signs out there', async () => {
    const author = await build.registerMember();
    const phone = await browserOf(author);
    const problem = await build.postProblem(author);
    await collaborate(problem._id, await build.registerMember());
    await settle();
    expect(phone.received).toHaveLength(1);
    const stateOf = async (member: TestMember) =>
      (
        await t.request('POST', '/api/notifications/push/subscription/state', {
          as: member,
          payload: { endpoint: phone.subscription.endpoint },
        })
      ).json();
    expect(await stateOf(author)).toEqual({ isSubscribed: true });
    expect((await t.request('POST', '/api/auth/logout', { as: author })).statusCode).toBe(200);
    await collaborate(problem._id, await build.registerMember());
    await settle();
    expect(phone.attempts).toBe(1);
    // Signed in again there, the settings page learns that push is off for this browser until turned on again.
    expect(await stateOf(await build.signInAgain(author))).toEqual({ isSubscribed: false });
  });

  it('takes subscriptions only at a known push service, whole, from a member', async () => {
    const member = await build.registerMember();
    const { subscription } = pushService.newBrowser();
    const { host } = new URL(pushService.origin);
    // Another host, and addresses that read as the push service here but that Node's older URL parser, which the
    // push library sends with, would send elsewhere.
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      `https://169.254.169.254;.${host}/x`,
      `https:///${host}/x`,
      `https:${host}/x`,
      `https://user@${host}/x`,
      `${pushService.origin}/a b`,
    ]) {
      const refused = await t.request('PUT', '/api/notifications/push/subscription', {
        as: member,
        payload: { ...subscription, endpoint },
      });
      expect(refused.statusCode, endpoint).toBe(400);
    }
    const broken = { ...subscription, keys: { p256dh: 'short', auth: subscription.keys.auth } };
    const invalid = await t.request('PUT', '/api/notifications/push/subscription', { as: member, payload: broken });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: MESSAGES.pushSubscriptionInvalid });
    const anonymous = await t.request('PUT', '/api/notifications/push/subscription', { payload: subscription });
    expect(anonymous.statusCode).toBe(401);
    const badQuiet = await saveSettings(member, { quietHours: { from: 22, until: 22 } });
    expect(badQuiet.statusCode).toBe(400);
    expect(badQuiet.json()).toMatchObject({ message: MESSAGES.quietHoursInvalid });
  });

  it('leaves a member’s browser alone when a stranger asks to end it, and hands a browser to whoever subscribed last', async () => {
    const [first, second, stranger] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember(),
    ]);
    const shared = await browserOf(first);
    await turnOff(stranger, shared);
    const problem = await build.postProblem(first);
    await collaborate(problem._id, await build.registerMember());
    await settle();
    expect(shared.received).toHaveLength(1);

    // The first member signs out there and the second signs in and turns push on: only the second hears now.
    await t.request('PUT', '/api/notifications/push/subscription', { as: second, payload: shared.subscription });
    await collaborate(problem._id, await build.registerMember());
    const secondsProblem = await build.postProblem(second);
    await collaborate(secondsProblem._id, await build.registerMember());
    await settle();
    expect(pushesTo(shared).map((push) => push.url)).toEqual(['/collaboration-requests', '/collaboration-requests']);
    expect(shared.received).toHaveLength(2);
  });
});

async function firstRequestTo(member: TestMember) {
  const received = await t.request('GET', '/api/collaboration-requests/received', { as: member });
  const pending = received
    .json<{ requests: { _id: string; status: string }[] }>()
    .requests.find((request) => request.status === 'pending');
  if (!pending) throw new Error('no pending request');
  return pending._id;
}

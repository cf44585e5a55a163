import { expect, type Page, test } from '@playwright/test';
import { newMember, postProblemThroughApi, registerThroughUi, requestCollaborationThroughApi } from './helpers.ts';
import { mailbox } from './mailbox.ts';

test('a request is e-mailed in the member’s language, and its unsubscribe link works signed out', async ({
  browser,
}) => {
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  const member = newMember('Kavya Menon');
  await registerThroughUi(author, member);
  await author.getByRole('button', { name: 'हिन्दी में देखें' }).first().click();
  await expect(author.getByRole('heading', { level: 1 })).toContainText('स्वागत');
  const problem = await postProblemThroughApi(author, 'Ration shops in Madurai run out before the month ends');

  const helperContext = await browser.newContext();
  const helper = await helperContext.newPage();
  await registerThroughUi(helper, newMember('Rohit Verma'));
  await requestCollaborationThroughApi(helper, problem._id, 'I can help.');
  await helperContext.close();

  await expect.poll(() => mailbox.hasMailTo(member.email)).toBe(true);
  const mail = await mailbox.parseMailTo(member.email);
  expect(mail.subject).toBe('कोई आपकी समस्या पर साथ काम करना चाहता है');
  expect(mail.text).toContain('Rohit Verma आपकी समस्या पर साथ काम करना चाहते हैं');
  const link = /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error('no unsubscribe link in the mail');

  // Opened in a browser where nobody is signed in.
  const strangerContext = await browser.newContext();
  const page = await strangerContext.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Done. You will no longer get e-mails for: A request to collaborate on your problem.',
  );
  await strangerContext.close();

  await author.goto('/settings#notifications');
  await expect(author.getByRole('checkbox', { name: 'आपकी समस्या पर साथ काम करने का अनुरोध: ईमेल से' })).not.toBeChecked();
  await expect(author.getByRole('checkbox', { name: 'आपके बिल्ड रूम में जुड़ने का अनुरोध: ईमेल से' })).toBeChecked();
  await author.getByRole('checkbox', { name: 'आपके बिल्ड रूम में जुड़ने का अनुरोध: ईमेल से' }).click();
  await expect(author.getByText('सूचना सेटिंग सहेजी गईं')).toBeVisible();
  await expect(author.getByRole('checkbox', { name: 'आपके बिल्ड रूम में जुड़ने का अनुरोध: ईमेल से' })).not.toBeChecked();
  await authorContext.close();
});

/** Sets how far ahead of real time the e2e server's clock runs; moving it sets off what was due meanwhile. */
async function setServerClockAhead(page: Page, offsetMs: number) {
  const response = await page.request.put('/api/test/clock', {
    headers: { origin: new URL(page.url()).origin },
    data: { offsetMs },
  });
  expect(response.status()).toBe(200);
}

/** How far the next 9:00 India time (03:30 UTC) is from now, and a minute more. */
function untilNextNineInIndia() {
  const now = new Date();
  const next = new Date(now);
  next.setUTCHours(3, 31, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

test('the daily digest goes out once the clock passes 9:00 India time, with what a followed member posted', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await setServerClockAhead(page, 0);
  const reader = newMember('Meera Iyer');
  await registerThroughUi(page, reader);
  await page.goto('/settings#notifications');
  await page.getByLabel('Digest e-mail (9:00 India time)').selectOption('daily');
  await expect(page.getByText('Notification settings saved')).toBeVisible();

  const makerContext = await browser.newContext();
  const maker = await makerContext.newPage();
  await registerThroughUi(maker, newMember('Lakshmi Narayan'));
  const makerId = await maker.evaluate(async () => (await (await fetch('/api/auth/me')).json()).id as string);
  const followed = await page.request.put(`/api/follows/user/${makerId}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(followed.status()).toBe(200);
  await postProblemThroughApi(maker, 'Bus stops in Bhopal have no shade');
  await makerContext.close();

  expect(mailbox.hasMailTo(reader.email)).toBe(false);
  await setServerClockAhead(page, untilNextNineInIndia());
  await expect.poll(() => mailbox.hasMailTo(reader.email)).toBe(true);
  const digest = await mailbox.parseMailTo(reader.email);
  expect(digest.subject).toBe('Your SkillSync digest');
  expect(digest.text).toContain('Lakshmi Narayan posted a problem: "Bus stops in Bhopal have no shade"');
  await context.close();
});

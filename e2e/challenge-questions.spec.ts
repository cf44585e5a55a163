import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { catalogText, hostChallengeThroughApi, newMember, registerThroughApi } from './helpers.ts';

type Language = 'en' | 'hi';

/** A member signed in on a browser of their own, reading in `language` (at a phone's width when asked). */
async function memberIn(browser: Browser, name: string, language: Language, isPhone = false) {
  const context = await browser.newContext({
    locale: language === 'hi' ? 'hi-IN' : 'en-IN',
    ...(isPhone && { viewport: { width: 390, height: 844 } }),
  });
  const page = await context.newPage();
  await registerThroughApi(page, newMember(name), language);
  return { context, page };
}

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('#challenge-questions').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const text = (language: Language, key: string) => catalogText(language, 'challenges', `questions.${key}`);

for (const language of ['en', 'hi'] as const) {
  test(`a member asks, the host answers, and the asker sees the host's marked answer (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const host = await memberIn(browser, 'Meera Iyer', language);
    const asker = await memberIn(browser, 'Rohan Das', language, language === 'hi');
    const challenge = await hostChallengeThroughApi(host.page, `Mandi board ${randomBytes(3).toString('hex')}`);
    const question = `Can entries use a paid map service? ${randomBytes(2).toString('hex')}`;
    const reply = 'Only free and open map tiles, please.';

    // The asker finds an empty thread, is told when the question is empty, then asks.
    await asker.page.goto(`/challenges/${challenge._id}`);
    const section = asker.page.getByRole('region', { name: text(language, 'title') });
    await expect(section.getByText(text(language, 'emptyTitle'))).toBeVisible();
    await expectAxeClean(asker.page);
    await section.getByRole('button', { name: text(language, 'askButton') }).click();
    await expect(section.getByLabel(text(language, 'askLabel'))).toHaveAttribute('aria-invalid', 'true');
    await section.getByLabel(text(language, 'askLabel')).fill(question);
    await section.getByRole('button', { name: text(language, 'askButton') }).click();
    await expect(section.getByText(question)).toBeVisible();

    // They sharpen it: Edit opens it in place, Save keeps the new text.
    const edited = `${question} For the live demo only.`;
    await section.getByRole('button', { name: text(language, 'edit') }).click();
    await section
      .getByRole('textbox', { name: text(language, 'askLabel') })
      .last()
      .fill(edited);
    await section.getByRole('button', { name: text(language, 'save') }).click();
    await expect(section.getByText(edited)).toBeVisible();

    // The host answers it from the keyboard.
    await host.page.goto(`/challenges/${challenge._id}`);
    const hostSection = host.page.getByRole('region', { name: text(language, 'title') });
    await expect(hostSection.getByText(edited)).toBeVisible();
    await hostSection.getByRole('button', { name: text(language, 'answerButton') }).click();
    await hostSection.getByLabel(text(language, 'answerLabel')).fill(reply);
    await hostSection.getByLabel(text(language, 'answerLabel')).press('Tab');
    await host.page.keyboard.press('Enter');
    await expect(hostSection.getByText(reply)).toBeVisible();

    // The asker sees the answer, marked as the host's.
    await asker.page.reload();
    const answers = section.getByRole('list', { name: text(language, 'answers') });
    await expect(answers.getByText(reply)).toBeVisible();
    await expect(answers.getByText(text(language, 'hostBadge'), { exact: true })).toBeVisible();
    await expectAxeClean(asker.page);
    await host.context.close();
    await asker.context.close();
  });
}

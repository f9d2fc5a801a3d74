/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { ask, waitForAnswer } from './support/chat';
import { askDeep } from './support/deep';
import { signIn, storedToken } from './support/sign-in';
import { expect, test } from './support/test';

/** The token balance as the server has it. */
async function tokensLeft(page: Page): Promise<number> {
  const token = await storedToken(page);
  const response = await page.request.get('/api/tokens/status', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { daily_tokens_remaining: number }).daily_tokens_remaining;
}

const messageItems = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator(':scope > li');

/** Marks the answer on screen, so the test can tell a new answer from the same one re-rendered. */
async function markAnswer(page: Page) {
  await messageItems(page)
    .last()
    .evaluate((li) => li.setAttribute('data-old-answer', ''));
}

/** One question and one answer on screen: the old answer was replaced, not joined by a second. */
async function expectOneNewAnswer(page: Page, question: string) {
  await expect(messageItems(page)).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: question })).toHaveCount(1);
  await expect(page.locator('[data-old-answer]')).toHaveCount(0);
  await expect(page.getByLabel('Response time')).toHaveCount(1);
}

test('Retry asks a Quick question again: the answer is replaced, charged 1 once, and saved that way', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const question = 'What is a volcano?';
  await signIn(page, 'retry.quick@example.com');
  await ask(page, question);
  // The first question after a start may wait for the library to finish loading.
  await waitForAnswer(page, 90_000);
  await page.waitForURL(/\?c=[\w-]+$/);
  const before = await tokensLeft(page);
  await markAnswer(page);

  // Only the last answer has it, reached with the keyboard like every action under an answer.
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toHaveCount(1);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/msgs/insert') && r.ok());
  await retry.focus();
  // With no language model (this server's setup) it also says the answer will come back the same.
  await expect(page.getByRole('tooltip')).toHaveText(
    'Ask again in Quick mode · 1 tokenWithout a language model, Retry gives the same answer unless the sources changed.',
  );
  await page.keyboard.press('Enter');
  await waitForAnswer(page);
  await expectOneNewAnswer(page, question);
  await expect(page.getByRole('tabpanel').locator('a.citation').first()).toBeVisible();
  expect(await tokensLeft(page)).toBe(before - 1);

  await saved;
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: question })).toHaveCount(1);
  await expect(messageItems(page)).toHaveCount(2);
  await expect(page.getByRole('tabpanel').locator('a.citation').first()).toBeVisible();
  expect(await tokensLeft(page)).toBe(before - 1);
});

test('Retry asks a Deep question again: the report is replaced, in the saved conversation too, charged 5 once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const question = 'Compare the economies of Chile and Peru';
  await signIn(page, 'retry.deep@example.com');
  await askDeep(page, question);
  await waitForAnswer(page, 90_000);
  await page.waitForURL(/\?c=[\w-]+$/);
  const before = await tokensLeft(page);
  await markAnswer(page);

  // Asked in the answer's mode, whatever the toggle says now.
  await page.getByRole('radio', { name: 'Quick' }).click();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Deep Research in Progress' })).toBeVisible();
  await waitForAnswer(page, 90_000);
  await expectOneNewAnswer(page, question);
  // A report again (its title, restating the question, is not shown under it).
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Conclusion' })).toHaveCount(
    1,
  );
  expect(await tokensLeft(page)).toBe(before - 5);

  // The server wrote the report in place of the old one: a reload shows one report, once.
  const sourceCount = await page.getByRole('region', { name: 'Sources' }).getByRole('listitem').count();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: question })).toHaveCount(1);
  await expect(messageItems(page)).toHaveCount(2);
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Conclusion' })).toHaveCount(
    1,
  );
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('listitem')).toHaveCount(sourceCount);
  expect(await tokensLeft(page)).toBe(before - 5);
});

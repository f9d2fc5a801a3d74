/// <reference lib="dom" />
// Callbacks passed to page.evaluate/addInitScript run in the browser.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { textPdf } from '../apps/server/src/documents/extract/test-fixtures';
import { ask, waitForAnswer } from './support/chat';
import { REPO_ROOT } from './support/server';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

const SHOTS_DIR = path.join(REPO_ROOT, 'test-results/screenshots');
const QUESTION = 'What is a volcano?';

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: 'disabled', fullPage });
}

test('a Quick answer downloads as Markdown, is shared with a signed-out visitor, then revoked', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'share.export@example.com');
  await ask(page, QUESTION);
  await waitForAnswer(page);
  await page.waitForURL(/\?c=[\w-]+$/);
  const answer = page.getByRole('tabpanel');
  const sourceCount = await answer.getByRole('region', { name: 'Sources' }).getByRole('listitem').count();
  expect(sourceCount).toBeGreaterThan(0);

  // Download: the answer with its [n] citations and the numbered Sources list (titles and URLs).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('what-is-a-volcano.md');
  const markdown = await readFile((await download.path()) ?? '', 'utf8');
  expect(markdown.startsWith(`## ${QUESTION}\n\n`)).toBe(true);
  expect(markdown).toMatch(/\[1\]/);
  expect(markdown).toContain('### Sources');
  const listed = markdown.match(/^\d+\. \[[^\]]+\]\(<https?:\/\/[^>]+>\)/gm) ?? [];
  expect(listed).toHaveLength(sourceCount);

  // Copy answer: the same Markdown on the clipboard.
  await page.getByRole('button', { name: 'Copy answer' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

  // The whole conversation downloads too, titled.
  const [whole] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download conversation as Markdown' }).click(),
  ]);
  expect(await readFile((await whole.path()) ?? '', 'utf8')).toContain(`# ${QUESTION}\n\n## ${QUESTION}`);

  // Share: a link to a page a signed-out visitor can read.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = page.getByLabel('Anyone with this link can read this answer and its sources:');
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{22}$/);
  const url = await link.inputValue();
  const answerText = (await answer.locator('p').first().textContent()) ?? '';

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  await expect(visitor.getByRole('article').getByText(answerText.slice(0, 40)).first()).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Sources' }).getByRole('listitem')).toHaveCount(
    sourceCount,
  );
  // Nothing of the owner's: no email, no sidebar, no input, no sign-in state.
  await expect(visitor.getByText('share.export@example.com')).toHaveCount(0);
  await expect(visitor.getByRole('complementary', { name: 'Saved conversations' })).toHaveCount(0);
  await expect(visitor.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  expect(await visitor.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // The owner sees it in settings and revokes it there; the link then shows the 404 page.
  await page.getByRole('button', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Shared links' });
  await expect(card.getByRole('link', { name: QUESTION })).toBeVisible();
  await card.getByRole('button', { name: `Revoke link to ${QUESTION}` }).click();
  await expect(card.getByText('No shared links.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await visitorContext.close();
});

test('sharing an answer that quotes your own documents names them before and after the link is made', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'share.documents@example.com');
  await page.goto('/documents');
  const pdf = textPdf([
    'Field notes from the Okavango Delta, 2024.',
    'The heron colony at Lake Ngami counted 412 nests in the 2024 survey.',
  ]);
  await page
    .getByTestId('document-file-input')
    .setInputFiles({ name: 'field-notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await expect(page.getByText('Indexed · 2 pages')).toBeVisible({ timeout: 30_000 });

  await page.goto('/');
  await page
    .getByRole('radiogroup', { name: 'Search in' })
    .getByRole('radio', { name: 'My documents' })
    .click();
  await ask(page, 'How many heron nests were counted at Lake Ngami?');
  await waitForAnswer(page);
  await page.waitForURL(/\?c=[\w-]+$/);
  await expect(page.getByRole('tabpanel').last()).toContainText('412');

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Share link' });
  const warning = panel.getByTestId('share-warning');
  await expect(warning).toHaveText(/^This answer quotes your documents: field-notes\.pdf\./);
  // No link yet: it is made only when asked for.
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include('section[aria-label="Share link"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await panel.getByRole('button', { name: 'Create link' }).click();
  const link = page.getByLabel('Anyone with this link can read this answer and its sources:');
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{22}$/);
  await expect(warning).toHaveText(/^This answer quotes your documents: field-notes\.pdf\./);
});

for (const theme of ['light', 'dark'] as const) {
  test(`print view and share page screenshots, ${theme}`, async ({ page, browser }) => {
    await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    await signIn(page, `share.shots.${theme}@example.com`);
    await ask(page, QUESTION);
    await waitForAnswer(page);
    await page.waitForURL(/\?c=[\w-]+$/);

    await page.emulateMedia({ media: 'print' });
    // Paper: no sidebar, top bar, input, buttons or tabs; the sources with their URLs.
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Sources' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Saved conversations' })).toBeHidden();
    const firstUrl = page.getByRole('region', { name: 'Sources' }).locator('[data-print-url]').first();
    await expect(firstUrl).toBeVisible();
    expect(await firstUrl.evaluate((el) => getComputedStyle(el, '::after').content)).toMatch(/^"https?:\/\//);
    await shot(page, `${theme}-print`, true);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const url = await page
      .getByLabel('Anyone with this link can read this answer and its sources:')
      .inputValue();
    await shot(page, `${theme}-share-panel`);
    const visitorContext = await browser.newContext();
    await visitorContext.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
    await visitor.waitForTimeout(300);
    await shot(visitor, `${theme}-share-page`, true);
    await visitor.emulateMedia({ media: 'print' });
    await shot(visitor, `${theme}-share-page-print`, true);
    await visitorContext.close();
  });
}

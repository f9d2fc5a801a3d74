/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './support/server';
import { signIn, storedToken } from './support/sign-in';
import { expect, test } from './support/test';

const SHOTS_DIR = path.join(REPO_ROOT, 'test-results/screenshots');
const QUESTION = 'What is a volcano?';

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
}

/** Waits until the last answer has ended (its response time is shown). */
async function waitForAnswer(page: Page) {
  await expect(page.getByLabel('Response time').last()).toHaveText(/^\d+\.\ds$/, { timeout: 30_000 });
}

test('a quick question streams a cited answer that is saved, copied and restored', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'chat.quick@example.com');

  // Record how the answer grows so the test can tell it streamed rather than arrived at once.
  await page.evaluate(() => {
    const lengths: number[] = [];
    Object.assign(window, { answerLengths: lengths });
    new MutationObserver(() => {
      const answer = document.querySelector('[aria-label="Messages"] li:last-child');
      const length = answer?.textContent?.length ?? 0;
      if (length !== lengths.at(-1)) lengths.push(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await ask(page, QUESTION);
  await expect(page.getByRole('heading', { level: 2, name: QUESTION })).toBeVisible();
  await waitForAnswer(page);
  const lengths = await page.evaluate(() => (window as unknown as { answerLengths: number[] }).answerLengths);
  expect(new Set(lengths).size).toBeGreaterThan(2);

  const answer = page.getByRole('tabpanel');
  await expect(answer.locator('a.citation').first()).toHaveAttribute('target', '_blank');
  await expect(answer.getByRole('region', { name: 'Sources' })).toBeVisible();
  // The answer's own 'Pardus' tab, the only one: the conversation's header repeats none.
  await expect(page.getByRole('tab', { name: 'Pardus' })).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Pardus' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Sources' }).click();
  const sourceRows = page.getByRole('tabpanel').getByRole('listitem');
  expect(await sourceRows.count()).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.getByRole('tab', { name: 'Pardus' }).click();

  await page.getByRole('button', { name: 'Copy Conversation' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`You:\n${QUESTION}`);
  expect(copied).toContain('Pardus:');

  // Auto-saved: the address carries the id and the sidebar lists the title.
  await page.waitForURL(/\?c=[\w-]+$/);
  const id = new URL(page.url()).searchParams.get('c');
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  await page.getByRole('complementary', { name: 'Saved conversations' }).hover();
  await expect(
    page.getByRole('complementary', { name: 'Saved conversations' }).getByText(QUESTION),
  ).toBeVisible();

  await page.reload();
  expect(new URL(page.url()).searchParams.get('c')).toBe(id);
  await expect(page.getByRole('heading', { level: 2, name: QUESTION })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sources' })).toBeVisible();
});

test('Shift+Enter adds a line and the box stops at 10 000 characters', async ({ page }) => {
  await signIn(page, 'chat.input@example.com');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await page.keyboard.type('first line');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await expect(box).toHaveValue('first line\nsecond line');
  await expect(page.getByRole('list', { name: 'Messages' })).toHaveCount(0);

  await box.fill('x'.repeat(10_050));
  await expect(box).toHaveValue('x'.repeat(10_000));
  await box.press('End');
  await page.keyboard.type('more');
  await expect(box).toHaveValue('x'.repeat(10_000));
  const height = await box.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(200);
});

test('a user without tokens is told exactly how many are needed', async ({ page }) => {
  await signIn(page, 'chat.broke@example.com');
  const token = await storedToken(page);
  const status = await page.request.get('/api/tokens/status', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { daily_tokens_remaining: budget } = (await status.json()) as { daily_tokens_remaining: number };
  for (let i = 0; i < budget; i++) {
    const spent = await page.request.post('/api/quick', {
      headers: { Authorization: `Bearer ${token}` },
      data: { message: [{ role: 'user', content: `word ${i}` }] },
    });
    expect(spent.ok()).toBe(true);
    await spent.body();
  }
  await ask(page, QUESTION);
  await expect(
    page.getByText('You need 1 tokens for this search. You have 0 remaining.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: QUESTION })).toHaveCount(0);
});

const RICH_ANSWER = [
  '<think>The user wants an overview; cover formation, types and a formula.</think>',
  '## How volcanoes form',
  '',
  'Magma rises because it is less dense than the surrounding rock [1]. A typical eruption costs $2.5M to clean up, and the pressure obeys $P = \\rho g h$ in the conduit [2].',
  '',
  '$$\\Delta P = \\rho_{rock} \\, g \\, h - \\rho_{magma} \\, g \\, h$$',
  '',
  '| Type | Example | Explosivity |',
  '|---|---|---|',
  '| Shield | Mauna Loa | Low |',
  '| Stratovolcano | Mount Fuji | High |',
  '',
  '```python',
  'def eruption_risk(gas: float, viscosity: float) -> float:',
  '    return gas * viscosity  # more gas and stickier magma: bigger bang',
  '```',
  '',
  '- **Shield volcanoes** have gentle slopes [1].',
  '- **Cinder cones** are small and steep.',
].join('\n');

/** Saves a conversation with a rich answer through the API and opens it by its address. */
async function openRichConversation(page: Page) {
  const token = await storedToken(page);
  const response = await page.request.post('/api/msgs/insert', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id: 'new_message',
      title: 'How do volcanoes form?',
      messages: [
        { role: 'user', content: 'How do volcanoes form?' },
        { role: 'assistant', content: RICH_ANSWER },
        {
          role: 'search',
          content: JSON.stringify({
            url: 'https://www.usgs.gov/volcanoes',
            summary: 'USGS volcano hazards program: how volcanoes form and erupt.',
          }),
        },
        {
          role: 'search',
          content: JSON.stringify({
            url: 'https://en.wikipedia.org/wiki/Volcano',
            summary: 'Volcano — Wikipedia, the free encyclopedia.',
          }),
        },
      ],
    },
  });
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/?c=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'How do volcanoes form?' })).toBeVisible();
  await expect(page.locator('.katex-display')).toBeVisible();
}

async function settle(page: Page, viewport: { width: number; height: number }) {
  await expect(page.getByText('Login Successful', { exact: true })).toBeHidden({ timeout: 10_000 });
  await page.mouse.move(viewport.width - 5, viewport.height - 5);
}

async function scrollMessages(page: Page, to: 'top' | 'bottom') {
  await page
    .locator('[data-radix-scroll-area-viewport]')
    .last()
    .evaluate((el, where) => el.scrollTo({ top: where === 'top' ? 0 : el.scrollHeight }), to);
}

for (const { name, viewport, theme } of [
  { name: 'light-desktop', viewport: { width: 1280, height: 800 }, theme: 'light' },
  { name: 'dark-desktop', viewport: { width: 1280, height: 800 }, theme: 'dark' },
  { name: 'light-phone', viewport: { width: 390, height: 844 }, theme: 'light' },
  { name: 'dark-phone', viewport: { width: 390, height: 844 }, theme: 'dark' },
]) {
  test(`answered conversation screenshots, ${name}`, async ({ page }) => {
    const shot = (file: string) =>
      page.screenshot({ path: path.join(SHOTS_DIR, `chat-${name}-${file}.png`), animations: 'disabled' });
    await page.setViewportSize(viewport);
    await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    await signIn(page, `chat.shot.${name}@example.com`);
    await ask(page, QUESTION);
    await waitForAnswer(page);
    await page.waitForURL(/\?c=/);
    await settle(page, viewport);
    await scrollMessages(page, 'top');
    await shot('answer-top');
    const images = page.getByRole('button', { name: /Images \(\d+\)/ });
    if ((await images.count()) > 0) await images.click();
    await scrollMessages(page, 'bottom');
    await shot('answer-end');

    await openRichConversation(page);
    await page.getByRole('button', { name: /AI Thinking Process/ }).click();
    await scrollMessages(page, 'top');
    await shot('rich-top');
    await scrollMessages(page, 'bottom');
    await shot('rich-end');
  });
}

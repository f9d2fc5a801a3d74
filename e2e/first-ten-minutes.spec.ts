/// <reference lib="dom" />
// Callbacks passed to page.evaluate/addInitScript run in the browser.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForAnswer } from './support/chat';
import { REPO_ROOT } from './support/server';
import { signIn, storedToken } from './support/sign-in';
import { settled } from './support/axe';
import { expect, test } from './support/test';

/**
 * What a newcomer meets first (issue 36), in both themes at desktop and phone width: a home screen
 * that says where answers come from and what to ask, a conversation that says each thing once,
 * Deep that stays chosen, and a Retry that says why it would repeat itself.
 */
const SHOTS_DIR = path.join(REPO_ROOT, 'test-results/screenshots/first-ten-minutes');
const DEEP_QUESTION = 'How is Switzerland governed?';
const QUICK_QUESTION = 'What is the capital of Australia?';
const NO_MODEL = 'Answered by extracting sentences from the sources — no language model is configured.';
const SAME_ANSWER = 'Without a language model, Retry gives the same answer unless the sources changed.';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: 'disabled' });
}

/** Serious and critical axe violations (minor ones are left to review). */
async function seriousViolations(page: Page) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * How many times `question` can be seen on screen now: headings saying it (however capitalised,
 * a report title restating it included), inside the viewport and not faded out.
 */
function timesSeen(page: Page, question: string): Promise<number> {
  return page.evaluate((asked) => {
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    return Array.from(document.querySelectorAll('h1, h2, h3')).filter((el) => {
      const box = el.getBoundingClientRect();
      const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      return words(el.textContent ?? '') === words(asked) && onScreen && getComputedStyle(el).opacity !== '0';
    }).length;
  }, question);
}

/** Scrolls the messages to their top as a reader does (a wheel), which stops the view following the end. */
async function scrollToTop(page: Page) {
  const view = page.locator('[data-scroll-root]:has(#conversation-messages)');
  await view.hover();
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -10_000);
      return view.evaluate((el) => el.scrollTop);
    })
    .toBe(0);
}

/** In the page, before it loads: sums the layout shifts (the Layout Instability API) as `layoutShift`. */
function watchLayoutShift() {
  const page = window as Window & { layoutShift?: number };
  page.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      page.layoutShift! += (entry as PerformanceEntry & { value: number }).value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** How far what was on screen has moved since the page loaded (its cumulative layout shift). */
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as Window & { layoutShift?: number }).layoutShift ?? 0);

for (const theme of ['light', 'dark'] as const) {
  for (const { name, viewport } of [
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ] as const) {
    test(`the first ten minutes in ${theme} on ${name}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
      await page.addInitScript(watchLayoutShift);
      const variant = `${theme}-${name}`;

      // The home screen orients: where answers come from, with the guide to changing it, and what to ask.
      await page.goto('/');
      await expect(page.getByText('Sign in to start your research journey')).toBeVisible();
      const sources = page.getByTestId('answer-sources');
      await expect(sources).toHaveText(
        /^Answers quote the World Factbook \(final edition, January 2026\), WordNet 3\.1, the bundled articles and your own documents\. No language model is configured\./,
      );
      const guide = sources.getByRole('link', { name: 'Configure a model and web search' });
      const href = (await guide.getAttribute('href')) ?? '';
      expect(href).toBe('/readme#use-a-real-language-model-eg-ollama');
      const readme = await page.request.get(href);
      expect(await readme.text()).toContain('id="use-a-real-language-model-eg-ollama"');
      const examples = page.getByRole('region', { name: 'Try asking' }).getByRole('button');
      await expect(examples).toHaveCount(4);
      // What arrives after the first paint (the sign-in button, the guide) moves nothing already shown.
      expect(await layoutShift(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `${variant}-home-signed-out`);

      await signIn(page, `first.${variant}@example.com`);
      const token = await storedToken(page);
      const status = await page.request.get('/api/tokens/status', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { daily_tokens_remaining: budget } = (await status.json()) as { daily_tokens_remaining: number };
      await expect(page.getByTestId('home-tokens-remaining')).toHaveText(String(budget));
      await expect(page.getByText('Login Successful', { exact: true })).toBeHidden({ timeout: 10_000 });
      await page.mouse.move(viewport.width - 5, viewport.height - 5);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `${variant}-home-signed-in`);

      // The Deep example asks itself in Deep; the conversation keeps Deep for the next question.
      await examples.filter({ hasText: DEEP_QUESTION }).click();
      await expect(page.getByLabel('Deep Research in Progress')).toBeVisible();
      await waitForAnswer(page, 90_000);
      const deep = page.getByRole('radio', { name: 'Deep' });
      await expect(deep).toHaveAttribute('aria-checked', 'true');
      const answer = page.getByRole('tabpanel');
      await expect(answer.locator('a.citation').first()).toBeVisible();
      // The question once: no header tab, no report title restating it, a header title only when scrolled.
      await expect(page.getByRole('tab', { name: 'Pardus' })).toHaveCount(1);
      await expect(answer.getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Images \(\d+\)/ })).toHaveCount(0);
      // At the end of the report the header names the conversation; at its top the question does.
      await expect.poll(() => timesSeen(page, DEEP_QUESTION)).toBe(1);
      await scrollToTop(page);
      await expect(page.getByRole('heading', { level: 2, name: DEEP_QUESTION })).toBeInViewport();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('opacity', '0');
      await expect.poll(() => timesSeen(page, DEEP_QUESTION)).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `${variant}-conversation-deep`);

      // Reopened, the conversation comes back in Deep.
      await page.waitForURL(/\?c=[\w-]+$/);
      await page.reload();
      await expect(answer.locator('a.citation').first()).toBeVisible();
      await expect(deep).toHaveAttribute('aria-checked', 'true');

      // A Quick follow-up: cited; the no-model note said once in the conversation.
      await page.getByRole('radio', { name: 'Quick' }).click();
      const box = page.getByRole('textbox', { name: 'Message' });
      await box.fill(QUICK_QUESTION);
      await box.press('Enter');
      await waitForAnswer(page);
      await expect(page.getByRole('list', { name: 'Messages' }).locator(':scope > li').last()).toContainText(
        'Canberra',
      );
      await expect(page.getByRole('tabpanel').last().locator('a.citation').first()).toBeVisible();
      await expect(page.getByText(NO_MODEL, { exact: true })).toHaveCount(1);
      await expect(page.getByRole('radio', { name: 'Quick' })).toHaveAttribute('aria-checked', 'true');

      // Retry says why it would give the same answer.
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.focus();
      await expect(page.getByRole('tooltip')).toContainText(SAME_ANSWER);
      await page.keyboard.press('Escape');
      await page.mouse.move(viewport.width - 5, viewport.height - 5);
      expect(await seriousViolations(page)).toEqual([]);
      // The follow-up at the top of the view (a wheel first: the view stops following the end), the
      // header naming the conversation above it.
      await page.locator('[data-scroll-root]:has(#conversation-messages)').hover();
      await page.mouse.wheel(0, -200);
      await page
        .getByRole('heading', { level: 2, name: QUICK_QUESTION })
        .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await expect.poll(() => timesSeen(page, DEEP_QUESTION)).toBe(1);
      await shot(page, `${variant}-conversation`);

      // The Markdown export: the report nested under its question, no title repeating it, the note once.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download conversation as Markdown' }).click(),
      ]);
      const markdown = await readFile((await download.path()) ?? '', 'utf8');
      expect(markdown).toContain(`## ${DEEP_QUESTION}\n\n`);
      expect(markdown).not.toMatch(/^#{1,3} How Is Switzerland Governed/m);
      expect(markdown).toMatch(/^### \S/m);
      expect(markdown).not.toMatch(
        /^## (?!How is Switzerland governed\?|What is the capital of Australia\?)/m,
      );
      expect(markdown.split(NO_MODEL)).toHaveLength(2);
    });
  }
}

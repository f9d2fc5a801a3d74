/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './support/server';
import { askDeep } from './support/deep';
import { signIn, storedToken } from './support/sign-in';
import { expect, test } from './support/test';

const SHOTS_DIR = path.join(REPO_ROOT, 'test-results/screenshots');
const QUESTION = 'Compare the economies of Chile and Peru';

/** Records, in the page, the most stage tiles and the highest stage the progress panel ever showed. */
async function watchProgressPanel(page: Page) {
  await page.evaluate(() => {
    const seen = { tiles: 0, stages: [] as string[] };
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const panel = document.querySelector('[aria-label="Deep Research in Progress"]');
      if (!panel) return;
      seen.tiles = Math.max(seen.tiles, panel.querySelectorAll('ol > li').length);
      const current = panel.querySelector('[aria-current="step"]')?.textContent ?? '';
      if (current && seen.stages.at(-1) !== current) seen.stages.push(current);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function waitForReport(page: Page) {
  await expect(page.getByLabel('Response time').last()).toHaveText(/^\d+\.\ds$/, { timeout: 60_000 });
}

test('a deep question shows live progress, then a cited multi-section report with sources that survives a reload', async ({
  page,
}) => {
  await signIn(page, 'deep.report@example.com');
  const token = await storedToken(page);
  const before = await page.request.get('/api/tokens/status', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { daily_tokens_remaining: budget } = (await before.json()) as { daily_tokens_remaining: number };

  await watchProgressPanel(page);
  await askDeep(page, QUESTION);
  await waitForReport(page);
  // The view followed the report as it grew, to its end (the reader never scrolled).
  const messages = page.locator('[data-scroll-root]:has(#conversation-messages)');
  await expect
    .poll(() => messages.evaluate((view) => view.scrollHeight - view.scrollTop - view.clientHeight))
    .toBeLessThan(120);
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: { tiles: number; stages: string[] } }).progressSeen,
  );
  expect(seen.tiles).toBe(6);
  expect(seen.stages.length).toBeGreaterThan(0);

  const answer = page.getByRole('tabpanel');
  // The report's title only restates the question, which already heads it: not shown again.
  await expect(answer.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('Comparing the Economies of Chile and Peru'),
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: QUESTION })).toHaveCount(1);
  const sections = answer.getByRole('heading', { level: 2 });
  expect(await sections.count()).toBeGreaterThanOrEqual(3);
  await expect(sections.last()).toHaveText('Conclusion');
  // Outlined by aspect (issue 18): a table of both countries side by side, then a section per aspect,
  // never a section per source ("Chile — Economy").
  await expect(answer.getByRole('heading', { level: 2, name: 'Economy' })).toBeVisible();
  await expect(answer.getByRole('heading', { level: 2, name: / — / })).toHaveCount(0);
  const table = answer.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Chile' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Peru' })).toBeVisible();
  await expect(table.locator('a.citation').first()).toBeVisible();

  const sourceRows = answer.getByRole('region', { name: 'Sources' }).getByRole('listitem');
  const sourceCount = await sourceRows.count();
  expect(sourceCount).toBeGreaterThan(1);
  await expect(sourceRows.first()).toContainText('World Factbook');
  await expect(answer.getByRole('region', { name: 'Sources' })).not.toContainText(/localhost/i);
  const citations = answer.locator('a.citation');
  expect(await citations.count()).toBeGreaterThan(5);
  const cited = await citations.evaluateAll((links) =>
    links.map((a) => Number(a.textContent?.replace(/\D/g, ''))),
  );
  expect(cited.every((n) => n >= 1 && n <= sourceCount)).toBe(true);
  // Its images are under the Images tab (no strip repeats it under the report).
  await expect(page.getByRole('tab', { name: 'Images' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Images \(\d+\)/ })).toHaveCount(0);

  const after = await page.request.get('/api/tokens/status', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await after.json()) as { daily_tokens_remaining: number }).daily_tokens_remaining).toBe(
    budget - 5,
  );

  // Saved with the conversation: a reload shows the same report and sources.
  await page.waitForURL(/\?c=[\w-]+$/);
  const headings = await sections.allTextContents();
  await page.reload();
  const restored = page.getByRole('tabpanel');
  await expect(restored.getByRole('heading', { level: 2 })).toHaveText(headings);
  await expect(restored.getByRole('region', { name: 'Sources' }).getByRole('listitem')).toHaveCount(
    sourceCount,
  );
  await expect(restored.getByRole('region', { name: 'Sources' }).getByRole('listitem').first()).toContainText(
    'World Factbook',
  );
  // Its images are saved with it too (the Factbook flags, served by this app).
  await page.getByRole('tab', { name: 'Images' }).click();
  const flag = page.getByRole('tabpanel').locator('img[alt^="Flag of"]').first();
  await expect(flag).toBeVisible();
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Clear Messages goes back to the empty home page.
  await page.getByRole('button', { name: 'Clear Messages' }).click();
  await expect(page).toHaveURL((url) => url.search === '');
  await expect(page.getByText('Your intelligent search companion')).toBeVisible();
});

for (const { name, viewport, theme } of [
  { name: 'light-desktop', viewport: { width: 1280, height: 800 }, theme: 'light' },
  { name: 'dark-desktop', viewport: { width: 1280, height: 800 }, theme: 'dark' },
  { name: 'light-phone', viewport: { width: 390, height: 844 }, theme: 'light' },
  { name: 'dark-phone', viewport: { width: 390, height: 844 }, theme: 'dark' },
]) {
  test(`deep research screenshots, ${name}`, async ({ page }) => {
    const shot = (file: string) =>
      page.screenshot({ path: path.join(SHOTS_DIR, `deep-${name}-${file}.png`), animations: 'disabled' });
    await page.setViewportSize(viewport);
    await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    await signIn(page, `deep.shot.${name}@example.com`);
    await expect(page.getByText('Login Successful', { exact: true })).toBeHidden({ timeout: 10_000 });
    // A slow connection (real server, real stream) keeps the progress panel up long enough to look at.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 1_200,
      uploadThroughput: -1,
    });
    await askDeep(page, 'What are the main environmental issues in Southeast Asia?');
    const panel = page.getByRole('region', { name: 'Deep Research in Progress' });
    await expect(panel).toBeVisible({ timeout: 60_000 });
    await expect(panel.locator('[aria-current="step"]')).not.toHaveText(/Generating report title/, {
      timeout: 60_000,
    });
    await page.mouse.move(viewport.width - 5, viewport.height - 5);
    await shot('progress');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await waitForReport(page);
    await page.mouse.move(viewport.width - 5, viewport.height - 5);
    await page
      .locator('[data-radix-scroll-area-viewport]')
      .last()
      .evaluate((el) => el.scrollTo({ top: 0 }));
    // Settled blocks skip rendering while off-screen (content-visibility): the browser brings them
    // back on the next frame after the jump, as a reader scrolling up sees.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await shot('report-top');
    await page
      .locator('[data-radix-scroll-area-viewport]')
      .last()
      .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await shot('report-end');
  });
}

/// <reference lib="dom" />
// Callbacks passed to page.evaluate/addInitScript run in the browser.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './support/server';
import { signIn, storedToken } from './support/sign-in';
import { expect, test } from './support/test';

/** Screens for a human to look at: light and dark, desktop and phone width (390 px). */
const SHOTS_DIR = path.join(REPO_ROOT, 'test-results/screenshots');

const variants = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: 'disabled' });
}

for (const theme of ['light', 'dark'] as const) {
  for (const { name, viewport } of variants) {
    test(`screens in ${theme} on ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);

      await page.goto('/');
      await expect(page.getByText('Sign in to start your research journey')).toBeVisible();
      await shot(page, `${theme}-${name}-signed-out`);

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await shot(page, `${theme}-${name}-404`);

      await page.goto('/news');
      await expect(page.getByRole('heading', { name: 'News Discovery' })).toBeVisible();
      await shot(page, `${theme}-${name}-news`);

      await signIn(page, `${theme}.${name}@example.com`);
      await page.mouse.move(viewport.width - 10, viewport.height - 10);
      await shot(page, `${theme}-${name}-signed-in`);

      if (name === 'desktop') {
        await page.getByRole('complementary', { name: 'Saved conversations' }).hover();
        await expect(page.getByText('No conversations yet')).toBeVisible();
        await page.waitForTimeout(300);
        await shot(page, `${theme}-${name}-sidebar`);
        await page.mouse.move(viewport.width - 10, viewport.height - 10);
      } else {
        await page.getByRole('button', { name: 'Open saved conversations' }).click();
        await expect(page.getByText('No conversations yet')).toBeVisible();
        await shot(page, `${theme}-${name}-sidebar`);
        await page.keyboard.press('Escape');
      }

      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByTestId('tokens-remaining')).toBeVisible();
      await shot(page, `${theme}-${name}-settings`);
      await page.getByRole('button', { name: 'Back' }).click();

      // A saved conversation, opened from the sidebar, shows the frame around the answer area.
      const token = await storedToken(page);
      const saved = await page.request.post('/api/msgs/insert', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          id: 'new_message',
          title: 'How do leopards hunt?',
          messages: [
            { role: 'user', content: 'How do leopards hunt?' },
            {
              role: 'assistant',
              content:
                'Leopards are **ambush predators**: they stalk close to their prey, then pounce [1].\n\n- Mostly at night\n- Often cache kills in trees',
            },
            {
              role: 'search',
              content: JSON.stringify({
                url: 'https://en.wikipedia.org/wiki/Leopard',
                summary: 'Leopard — Wikipedia',
              }),
            },
          ],
        },
      });
      expect(saved.ok()).toBe(true);
      await page.reload();
      if (name === 'phone') await page.getByRole('button', { name: 'Open saved conversations' }).click();
      else await page.getByRole('complementary', { name: 'Saved conversations' }).hover();
      await page.getByRole('button', { name: 'How do leopards hunt?', exact: true }).click();
      await page.mouse.move(viewport.width - 10, viewport.height - 10);
      await expect(page.getByText('ambush predators')).toBeVisible();
      await page.waitForTimeout(400);
      await shot(page, `${theme}-${name}-conversation`);
    });
  }
}

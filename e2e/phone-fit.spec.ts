/// <reference lib="dom" />
// Callbacks passed to page.evaluate/addInitScript run in the browser.
import type { Locator, Page } from '@playwright/test';
import { audit } from './support/axe';
import { ask, waitForAnswer } from './support/chat';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * Issue 36, part 3: at phone width (390 px) a long title — one unbroken word included — must not
 * push Settings' buttons or the drawer's Rename/Delete off the screen, and the composer's source
 * choice says its options in words.
 */
const PHONE = { width: 390, height: 844 };
const LONG_QUESTION =
  'What is a volcano? Explain Supercalifragilisticexpialidociousvolcanicphenomenaoftheringoffire';

/** Every element of `items` ends left of `right` (px), with its name in the failure message. */
async function expectAllInside(items: Locator, right: number, where: string) {
  const count = await items.count();
  expect(count, `${where}: something to measure`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const box = await item.boundingBox();
    const name = (await item.getAttribute('aria-label')) ?? (await item.innerText());
    expect(box, `${where}: ${name} is laid out`).not.toBeNull();
    expect(box!.x + box!.width, `${where}: right edge of ${name}`).toBeLessThanOrEqual(right + 0.5);
  }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/${name}.png`, animations: 'disabled' });
}

for (const theme of ['light', 'dark'] as const) {
  test(`a long-titled shared conversation fits a phone, ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    await page.setViewportSize(PHONE);
    await signIn(page, `phone.fit.${theme}@example.com`);
    await expect(page.getByText('Login Successful', { exact: true })).toBeHidden({ timeout: 10_000 });

    // The source choice shows its words, not icons alone.
    const sources = page.getByRole('radiogroup', { name: 'Search in' });
    for (const radio of await sources.getByRole('radio').all()) {
      await expect(radio).toBeVisible();
      expect((await radio.innerText()).trim()).not.toBe('');
    }
    await expectAllInside(sources.getByRole('radio'), PHONE.width, 'composer');

    await ask(page, LONG_QUESTION);
    await waitForAnswer(page);
    await page.waitForURL(/\?c=[\w-]+$/);
    const cards = page.getByRole('region', { name: 'Sources' }).getByRole('button');
    await expectAllInside(cards, PHONE.width, 'source cards');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByLabel('Anyone with this link can read this answer and its sources:')).toHaveValue(
      /\/share\//,
    );

    // Settings: every button (Revoke, refresh, theme, data, delete) stays on the screen.
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('region', { name: 'Settings' });
    await expect(settings.getByRole('region', { name: 'Shared links' }).getByRole('link')).toHaveCount(1);
    await expect(settings.getByTestId('tokens-remaining')).toBeVisible();
    await expectAllInside(settings.locator('button, a'), PHONE.width, 'settings');
    await shot(page, `settings-phone-${theme}`);
    await audit(page, `settings at phone width, ${theme}`);
    await page.getByRole('button', { name: 'Back' }).click();

    // The drawer (at most 320 px): Rename and Delete of the long title sit inside it.
    await page.getByRole('button', { name: 'Open saved conversations' }).click();
    const drawer = page.getByRole('dialog', { name: 'Saved conversations' });
    const drawerBox = await drawer.boundingBox();
    const row = drawer.getByRole('listitem').first();
    await row.hover();
    await expectAllInside(row.getByRole('button'), drawerBox!.x + drawerBox!.width, 'drawer');
    await shot(page, `drawer-phone-${theme}`);
    await audit(page, `drawer at phone width, ${theme}`);

    // The same screens at desktop width, for the eye.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByTestId('tokens-remaining')).toBeVisible();
    await shot(page, `settings-desktop-${theme}`);
  });
}

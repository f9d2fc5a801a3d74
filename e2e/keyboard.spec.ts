/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * What the focused element shows: an outline, or a ring (a box-shadow spread around it with no
 * offset, as Tailwind's `ring` draws) on it or on the box that wraps it (`focus-within`).
 */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return { focused: 'nothing' };
    const ring =
      /(^|,\s*)(rgba?\([^)]*\)|oklch\([^)]*\)|oklab\([^)]*\)|color\([^)]*\)|#\w+)?\s*0px 0px 0px [1-9]/;
    let node: HTMLElement | null = focused;
    for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      if (outline || ring.test(style.boxShadow))
        return { focused: focused.outerHTML.slice(0, 120), shown: true };
    }
    return { focused: focused.outerHTML.slice(0, 120), shown: false };
  });
}

/** Polled: buttons fade their ring in (a box-shadow transition). */
async function expectVisibleFocus(page: Page, step: string) {
  await expect
    .poll(() => focusIndicator(page), { message: `focus indicator at: ${step}`, timeout: 2_000 })
    .toMatchObject({ shown: true });
}

/** Presses Tab until `target` has the focus (at most `max` times), then checks the indicator. */
async function tabTo(page: Page, target: Locator, step: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(page, step);
      return;
    }
  }
  throw new Error(`Tab never reached ${step}`);
}

test('keyboard only: sign in, ask, switch Quick/Deep, open Sources and Images, settings and back', async ({
  page,
}) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Sign in with Google' }), 'Sign in with Google');
  await page.keyboard.press('Enter');
  const email = page.locator('input[type="email"][name="email"]');
  await expect(email).toBeVisible();
  await email.focus(); // the development identity provider's page is not ours to test
  await page.keyboard.type('keyboard.only@example.com');
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/' && url.hash === ''),
    page.keyboard.press('Enter'),
  ]);
  await expect(page.getByTestId('user-avatar')).toBeVisible();

  // Deep, then back to Quick: the mode switch by keyboard.
  const deep = page.getByRole('radio', { name: 'Deep' });
  await tabTo(page, deep, 'Deep mode');
  await page.keyboard.press('Enter');
  await expect(deep).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Shift+Tab');
  const quick = page.getByRole('radio', { name: 'Quick' });
  await expect(quick).toBeFocused();
  await expectVisibleFocus(page, 'Quick mode');
  await page.keyboard.press('Space');
  await expect(quick).toHaveAttribute('aria-checked', 'true');

  const box = page.getByRole('textbox', { name: 'Message' });
  await page.keyboard.press('Shift+Tab');
  await expect(box).toBeFocused();
  await expectVisibleFocus(page, 'message box');
  await page.keyboard.type('What is a volcano?');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Response time').last()).toHaveText(/^\d+\.\ds$/, { timeout: 30_000 });

  // The answer's tabs: Tab reaches the selected one, arrows move between them.
  const pardusTab = page.getByRole('tab', { name: 'Pardus' }).last();
  await tabTo(page, pardusTab, 'Pardus tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Images' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(page, 'Images tab');
  await page.keyboard.press('ArrowRight');
  const sourcesTab = page.getByRole('tab', { name: 'Sources' });
  await expect(sourcesTab).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(page, 'Sources tab');
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, 'Sources panel or its first row');

  // Settings and back: focus goes into the screen and returns to the Settings button.
  const settings = page.getByRole('button', { name: 'Settings' });
  await tabTo(page, settings, 'Settings button', 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
  await expectVisibleFocus(page, 'Back button');
  await tabTo(page, page.getByRole('button', { name: 'Purchase Credits' }), 'Purchase Credits');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Settings' })).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expectVisibleFocus(page, 'Settings button after closing settings');
});

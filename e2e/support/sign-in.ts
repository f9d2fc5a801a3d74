/// <reference lib="dom" />
// Callbacks passed to page.evaluate/addInitScript run in the browser.
import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the development identity provider: opens the app, presses 'Sign in with
 * Google', types `email` on the provider's page and waits until the app shows the user.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const emailField = page.locator('input[type="email"][name="email"]');
  // The home screen is centred: what loads under the button ("Try asking") moves it up, and a press
  // that starts on it and ends beside it is no click. Pressed again until the provider's page opens.
  await expect(async () => {
    if (await emailField.isVisible()) return;
    await page.getByRole('button', { name: 'Sign in with Google' }).click({ timeout: 5_000 });
    await expect(emailField).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await emailField.fill(email);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/' && url.hash === ''),
    emailField.press('Enter'),
  ]);
  await expect(page.getByTestId('user-avatar')).toHaveText(email.charAt(0).toUpperCase());
}

/** The session token the app stored, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('auth_token'));
}

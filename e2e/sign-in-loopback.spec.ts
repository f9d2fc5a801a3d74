import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';

// A server of its own whose PUBLIC_URL says localhost, as `npm start` does, opened at 127.0.0.1: the
// sign-in's browser-binding cookie must be set where the provider sends the browser back.
const test = base.extend<object, { localhostServer: RunningServer }>({
  localhostServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    async ({}, use) => {
      const server = await startServer({}, { publicHost: 'localhost' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

for (const { theme, width, height } of [
  { theme: 'light', width: 1280, height: 800 },
  { theme: 'dark', width: 390, height: 844 },
] as const) {
  test(`signs in starting from 127.0.0.1 when PUBLIC_URL says localhost (${theme}, ${width} px)`, async ({
    page,
    localhostServer,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    expect(localhostServer.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const email = `loopback.${theme}@example.com`;

    await page.goto(`${localhostServer.baseUrl}/`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const emailField = page.locator('input[type="email"][name="email"]');
    await emailField.fill(email);
    await emailField.press('Enter');

    // Signed in, on the public origin, where the session now lives.
    await page.waitForURL((url) => url.origin === localhostServer.publicUrl && url.pathname === '/');
    await expect(page.getByTestId('user-avatar')).toHaveText('L');
    await expect(page.getByText('Login Successful', { exact: true })).toBeVisible();
    await expect(page.getByText(/could not be matched/)).toHaveCount(0);
  });
}
